import { describe, expect, it } from 'vitest';
import { loadPosition } from '../position/loadPosition';
import type { GameState } from '../state';
import { act } from '../testing/play';

function at(extra: Record<string, unknown>): GameState {
  const r = loadPosition({ format: 'wotp-position', version: 1, seed: 'turn', ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.error.message));
  return r.value;
}
/** From the Allied Land Combat Phase into the Victory Determination Phase that ends the game turn. */
const endTurn = (s: GameState) => act({ ...s, phase: 'landCombat', side: 'allied' }, { type: 'endPhase', side: 'allied' });
/** From the Allied Victory Determination Phase into the next game turn. */
const nextTurn = (s: GameState) => act({ ...s, phase: 'victoryDetermination', side: 'allied' }, { type: 'endPhase', side: 'allied' });

describe('the game turn', () => {
  it('9.0 reinforcements leave the turn track for the recruit pool as their turn begins', () => {
    const { state, events } = nextTurn(at({ turn: 1, side: 'allied', phase: 'victoryDetermination', units: { 'cl-inf-atacama': { location: { kind: 'turnTrack', turn: 2 }, steps: 2 } } }));
    expect(state.turn).toBe(2);
    expect(state.units['cl-inf-atacama']?.location).toEqual({ kind: 'recruitPool' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'reinforcementAvailable', piece: 'cl-inf-atacama', rule: '9.0' }));
  });

  it('9.0 Fort Iquique is built on turn 2 — unless Chile has captured Iquique', () => {
    const built = nextTurn(at({ turn: 1, side: 'allied', phase: 'victoryDetermination', forts: { 'pe-fort-iquique': { status: 'waiting' } } })).state;
    expect(built.forts['pe-fort-iquique']?.status).toBe('standing');
    const lost = nextTurn(at({ turn: 1, side: 'allied', phase: 'victoryDetermination', forts: { 'pe-fort-iquique': { status: 'waiting' } }, control: { '3218': 'chile' } })).state;
    expect(lost.forts['pe-fort-iquique']?.status).toBe('destroyed');
  });

  it('6.5 a ship repaired by delay comes back repaired on its turn', () => {
    const s = nextTurn(at({ turn: 4, side: 'allied', phase: 'victoryDetermination', ships: { 'cl-ship-cochrane': { location: { kind: 'turnTrack', turn: 5 }, damaged: true } } })).state;
    expect(s.ships['cl-ship-cochrane']).toMatchObject({ location: { kind: 'holdingBox' }, damaged: false });
  });

  it('5.1 Chile scores the VP of the objectives it controls at the end of the game turn', () => {
    const s = endTurn(at({ turn: 3, side: 'allied', phase: 'landCombat', control: { '3116': 'chile', '3218': 'chile', '3115': 'allied' } })).state;
    expect(s.vpRecord.at(-1)).toEqual({ turn: 3, chileVp: 4 });
  });

  it('5.5 a bonus VP when at least twice as many Allied as Chilean warships were sunk this turn', () => {
    const s = endTurn(at({ turn: 3, side: 'allied', phase: 'landCombat', warshipsSunkThisTurn: { allied: 2, chile: 1 } }));
    expect(s.events).toContainEqual(expect.objectContaining({ type: 'navalBonus', rule: '5.5' }));
    expect(s.state.bonusVp).toBe(1);
    expect(s.state.vpRecord.at(-1)?.chileVp).toBe(1);
  });

  it('5.5 no bonus when fewer, and none for a turn with no warship sunk at all', () => {
    expect(endTurn(at({ turn: 3, side: 'allied', phase: 'landCombat', warshipsSunkThisTurn: { allied: 1, chile: 1 } })).state.bonusVp).toBe(0);
    expect(endTurn(at({ turn: 3, side: 'allied', phase: 'landCombat' })).state.bonusVp).toBe(0);
  });

  it('5.5 the count of sunk warships starts again each game turn', () => {
    const s = nextTurn(at({ turn: 3, side: 'allied', phase: 'victoryDetermination', warshipsSunkThisTurn: { allied: 2, chile: 0 } })).state;
    expect(s.warshipsSunkThisTurn).toEqual({ chile: 0, allied: 0 });
  });

  it('5.6 Bolivia quits when Chilean land units hold Oruro and La Paz at the end of the game turn', () => {
    const { state, events } = endTurn(
      at({
        turn: 6, side: 'allied', phase: 'landCombat',
        units: {
          'cl-inf-buin-1': { location: { kind: 'hex', hex: '3513' }, steps: 2 },
          'cl-inf-2nd': { location: { kind: 'hex', hex: '3616' }, steps: 2 },
          'bo-inf-colorados': { location: { kind: 'hex', hex: '3614' }, steps: 1 },
        },
        supply: { 'sc-1': { nation: 'bolivia', location: { kind: 'hex', hex: '3614' } } },
        control: { '3513': 'chile', '3616': 'chile' },
      }),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'boliviaQuits', rule: '5.6' }));
    expect(state.boliviaInWar).toBe(false);
    expect(state.units['bo-inf-colorados']?.location).toEqual({ kind: 'outOfPlay' });
    expect(state.supply).toEqual({});
  });

  it('5.6 Bolivia quits when Chile has 7 VP at the end of a game turn', () => {
    const s = endTurn(at({ turn: 6, side: 'allied', phase: 'landCombat', control: { '3116': 'chile', '3218': 'chile', '2913': 'chile', '3115': 'chile' } })).state;
    expect(s.boliviaInWar).toBe(false);
  });

  it('5.6 / 7.7 Bolivia\'s fort leaves with its units (a fort is one of its pieces): no +3, attrition immunity or seventh stack slot in La Paz afterwards', () => {
    const quits = { turn: 6, side: 'allied', phase: 'landCombat', forts: { 'bo-fort-la-paz': { status: 'standing' } }, control: { '3116': 'chile', '3218': 'chile', '2913': 'chile', '3115': 'chile' } };
    const s = endTurn(at(quits)).state;
    expect(s.boliviaInWar).toBe(false);
    expect(s.forts['bo-fort-la-paz']?.status).toBe('destroyed');
    // The rules option boliviaFortsStay (this edition's reading until 2026-11-30, and older files): it stays.
    const kept = endTurn(at({ ...quits, options: { boliviaFortsStay: true } })).state;
    expect(kept.boliviaInWar).toBe(false);
    expect(kept.forts['bo-fort-la-paz']?.status).toBe('standing');
  });

  it('5.6 holding one of the two cities, or 6 VP, is not enough', () => {
    const s = endTurn(at({ turn: 6, side: 'allied', phase: 'landCombat', units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3513' }, steps: 2 } }, control: { '3513': 'chile', '3116': 'chile', '3218': 'chile' } })).state;
    expect(s.boliviaInWar).toBe(true);
  });

  it('5.2 the turn 5 check ends the game at once with a result', () => {
    const s = endTurn(at({ turn: 5, side: 'allied', phase: 'landCombat', control: { '2008': 'chile' } })).state;
    expect(s.result).toMatchObject({ winner: 'chile', kind: 'victory', turn: 5, chileVp: 7 });
  });
});
