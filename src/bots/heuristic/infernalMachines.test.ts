import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type GameState, type PhaseId, type RulesOptions } from '../../engine';
import { loadPosition } from '../../engine/position/loadPosition';
import { heuristicChoose } from './heuristicBot';
import { infernalPorts } from './infernalMachines';
import { placeSupplyColumn } from './supply';
import { readBoard } from './world';

const hex = (h: string) => ({ kind: 'hex' as const, hex: h });
const ship = (h: string) => ({ location: hex(h), damaged: false, builtTurn: null });

/** The Allies' player turn of `turn`: Cochrane and the transport Loa in Callao (2007), a Peruvian column there, a depleted Zepita regiment beside it in Lima. */
function callao(turn: number, phase: PhaseId, options: Partial<RulesOptions> = { infernalMachines: true }): GameState {
  const r = loadPosition({
    format: 'wotp-position', version: 1, seed: 'infernal', turn, side: 'allied', phase, options,
    ships: { 'cl-ship-cochrane': ship('2007'), 'cl-ship-loa': ship('2007') },
    units: { 'pe-inf-zepita': { location: hex('2008'), steps: 1 } },
    supply: { 'sc-1': { nation: 'peru', location: hex('2007') } },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.error.message));
  return r.value;
}

const portsOf = (s: GameState) => infernalPorts(readBoard(viewFor(s, 'allied'), 'allied'));

describe('10.2 the heuristic Allies use infernal machines', () => {
  it('10.2 a Chilean warship in a Peruvian port is a target from turn 9, with the optional rule on, for the Allies only', () => {
    expect(portsOf(callao(9, 'consumeSupply'))).toEqual(['2007']);
    expect(portsOf(callao(8, 'consumeSupply'))).toEqual([]);
    expect(portsOf(callao(9, 'consumeSupply', {}))).toEqual([]);
    const s = callao(9, 'consumeSupply');
    expect(infernalPorts(readBoard(viewFor(s, 'chile'), 'chile'))).toEqual([]);
    // Once a machine has been tried in a port, never again there (one attempt per port a game).
    expect(portsOf({ ...s, naval: { ...s.naval, infernalPorts: ['2007'] } })).toEqual([]);
  });

  it('10.2 the Allies keep the column in that port rather than spend it on a replenishment (6.2)', () => {
    const s = callao(9, 'consumeSupply');
    expect(legalActions(s)).toContainEqual(expect.objectContaining({ type: 'replenish', unit: 'pe-inf-zepita', from: hex('2007') }));
    expect(heuristicChoose(viewFor(s, 'allied'), legalActions(s))).toMatchObject({ type: 'endPhase' });
    // Before turn 9 (or with the rule off) the column replenishes Zepita, as always.
    const before = callao(8, 'consumeSupply');
    expect(heuristicChoose(viewFor(before, 'allied'), legalActions(before))).toMatchObject({ type: 'replenish', unit: 'pe-inf-zepita' });
  });

  it('10.2 a new column goes to the depot port with the Chilean warship in it (4.1 I), not to Lima as usual', () => {
    const place = [
      { type: 'placeSupplyColumn', side: 'allied', hex: '2008' },
      { type: 'placeSupplyColumn', side: 'allied', hex: '2007' },
    ] as const;
    const s = callao(9, 'administrative');
    const noColumn = { ...s, supply: {} };
    expect(placeSupplyColumn(readBoard(viewFor(noColumn, 'allied'), 'allied'), place)).toEqual(place[1]);
    // One there already is enough; and without the rule, Lima first.
    expect(placeSupplyColumn(readBoard(viewFor(s, 'allied'), 'allied'), place)).toEqual(place[0]);
    const off = { ...noColumn, options: { ...noColumn.options, infernalMachines: false } };
    expect(placeSupplyColumn(readBoard(viewFor(off, 'allied'), 'allied'), place)).toEqual(place[0]);
  });

  it('10.2 in the Naval Combat Phase they strike the warship, never the transport', () => {
    const s = callao(9, 'navalCombat');
    expect(heuristicChoose(viewFor(s, 'allied'), legalActions(s))).toEqual({ type: 'infernalMachine', side: 'allied', target: 'cl-ship-cochrane' });
  });
});
