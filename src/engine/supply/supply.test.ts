import { controlFromRecord } from '../control/controlRecord';
import { describe, expect, it } from 'vitest';
import { scriptDice } from '../dice';
import { legalActions } from '../legalActions';
import type { RulesOptions } from '../rules/options';
import type { GameState } from '../state';
import { act, historicalSetupDone, playTo } from '../testing/play';

function withDice(s: GameState, dice: number[]): GameState {
  return { ...s, dice: scriptDice(s.dice, dice) };
}
/** The given side's Administrative Phase of turn 1, begun, with dice scripted for what comes next. */
function inAdmin(side: 'chile' | 'allied', dice: number[], options?: Partial<RulesOptions>): GameState {
  const s = historicalSetupDone('supply', options);
  const before = side === 'chile' ? s : playTo(s, 1, 'chile', 'victoryDetermination').state;
  return withDice(act(before, { type: 'endPhase', side: before.side }).state, dice);
}
/** Supply Columns created after the set-up (ids above the set-up ones). */
const columnsAt = (s: GameState, kind: string, hex?: string) =>
  Object.entries(s.supply)
    .filter(([id]) => Number(id.slice(3)) > 10)
    .map(([, c]) => c)
    .filter((c) => c.location.kind === kind && (hex === undefined || (c.location.kind === 'hex' && c.location.hex === hex)));

describe('Supply Column allotment', () => {
  it('4.1 the Administrative Phase begins with the NADC orders: no Supply Column roll yet', () => {
    const s = historicalSetupDone('supply');
    const { state, events } = act(s, { type: 'endPhase', side: 'chile' });
    expect(state.phase).toBe('administrative');
    expect(events.filter((e) => e.type === 'roll')).toEqual([]);
    expect(columnsAt(state, 'holdingBox')).toHaveLength(0);
    expect(legalActions(state).some((a) => a.type === 'orderShip')).toBe(true);
  });

  it('4.1 rolls two dice as the orders are done, keeps the higher, and puts Chile\'s columns in the Chile Holding Box', () => {
    const { state, events } = act(inAdmin('chile', [2, 5]), { type: 'endPhase', side: 'chile' });
    expect(state.phase).toBe('consumeSupply');
    expect(events).toContainEqual(expect.objectContaining({ type: 'roll', purpose: { code: 'roll.supplyAllotment', params: {} }, rule: '4.1', dice: [2, 5], result: 5 }));
    expect(columnsAt(state, 'holdingBox')).toHaveLength(5);
    expect(columnsAt(state, 'holdingBox').every((c) => c.nation === 'chile')).toBe(true);
  });

  it('4.1 the Allied player places each column in Lima or Callao, or Oruro or La Paz', () => {
    const { state } = act(inAdmin('allied', [3, 1]), { type: 'endPhase', side: 'allied' });
    expect(state.phase).toBe('administrative');
    expect(state.pending).toEqual([expect.objectContaining({ kind: 'placeSupplyColumn', side: 'allied', remaining: 3, rule: '4.1' })]);
    expect(legalActions(state).map((a) => (a.type === 'placeSupplyColumn' ? a.hex : '')).sort()).toEqual(['2007', '2008', '3513', '3616']);
  });

  it('4.1 at least one Allied column must be Bolivian, in Oruro or La Paz; the last placed ends the phase', () => {
    let s = act(inAdmin('allied', [2, 2]), { type: 'endPhase', side: 'allied' }).state;
    s = act(s, { type: 'placeSupplyColumn', side: 'allied', hex: '2008' }).state;
    expect(s.phase).toBe('administrative');
    // The last column must go to Bolivia since none has yet.
    expect(legalActions(s).map((a) => (a.type === 'placeSupplyColumn' ? a.hex : '')).sort()).toEqual(['3513', '3616']);
    const last = act(s, { type: 'placeSupplyColumn', side: 'allied', hex: '3616' });
    s = last.state;
    expect(s.pending).toEqual([]);
    expect(s.phase).toBe('consumeSupply');
    expect(last.events.map((e) => e.type)).toEqual(['supplyPlaced', 'phaseBegan']);
    expect(columnsAt(s, 'hex', '2008').map((c) => c.nation)).toEqual(['peru']);
    expect(columnsAt(s, 'hex', '3616').map((c) => c.nation)).toEqual(['bolivia']);
  });

  it('4.1 once Bolivia has quit, every Allied column goes to Lima or Callao', () => {
    const s = { ...inAdmin('allied', [1, 1]), boliviaInWar: false };
    const r = act(s, { type: 'endPhase', side: 'allied' }).state;
    expect(legalActions(r).map((a) => (a.type === 'placeSupplyColumn' ? a.hex : '')).sort()).toEqual(['2007', '2008']);
  });

  it('6.3/6.4 reading: a depot city captured by Chile takes no column; with none left the columns are lost', () => {
    const s = { ...inAdmin('allied', [4, 1]), control: controlFromRecord({ '2008': 'chile', '2007': 'chile', '3616': 'chile', '3513': 'chile' }) };
    const { state, events } = act(s, { type: 'endPhase', side: 'allied' });
    expect(state.pending).toEqual([]);
    expect(state.phase).toBe('consumeSupply');
    expect(events).toContainEqual(expect.objectContaining({ type: 'supplyLost', count: 4 }));
  });

  it('4.1 supplyRollFirst option: the roll is made as the phase begins, the Allied columns placed before the orders', () => {
    const chile = act(withDice(historicalSetupDone('supply', { supplyRollFirst: true }), [2, 5]), { type: 'endPhase', side: 'chile' });
    expect(chile.state.phase).toBe('administrative');
    expect(chile.events).toContainEqual(expect.objectContaining({ type: 'roll', purpose: { code: 'roll.supplyAllotment', params: {} }, result: 5 }));
    expect(columnsAt(chile.state, 'holdingBox')).toHaveLength(5);
    const before = withDice(playTo(historicalSetupDone('supply', { supplyRollFirst: true }), 1, 'chile', 'victoryDetermination').state, [2, 2]);
    let s = act(before, { type: 'endPhase', side: 'chile' }).state;
    expect(s.pending).toEqual([expect.objectContaining({ kind: 'placeSupplyColumn', remaining: 2 })]);
    s = act(s, { type: 'placeSupplyColumn', side: 'allied', hex: '2008' }).state;
    s = act(s, { type: 'placeSupplyColumn', side: 'allied', hex: '3616' }).state;
    // The placements done, the Allied player gives his orders and ends the phase himself (no second roll).
    expect(s.phase).toBe('administrative');
    expect(legalActions(s).some((a) => a.type === 'orderShip')).toBe(true);
    const end = act(s, { type: 'endPhase', side: 'allied' });
    expect(end.state.phase).toBe('consumeSupply');
    expect(end.events.filter((e) => e.type === 'roll')).toEqual([]);
  });
});
