import type { PhaseAction } from '../actions';
import { controller } from '../control/controller';
import { INFERNAL_MACHINE_TURN } from '../counters';
import { roll } from '../dice';
import type { GameEvent } from '../events';
import { message } from '../message';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { at } from '../pieces/location';
import type { GameState } from '../state';
import type { Step } from '../step';
import { spendColumns } from '../supply/columnPlaces';
import { columnsAt } from './provisions';
import { isWarship, shipsIn } from './seaGeometry';
import { hitShip, sinkShip } from './shipLoss';

export type InfernalResult = 'noEffect' | 'damaged' | 'sunk';

/** 10.2: the infernal machine table (one die). */
export const INFERNAL_MACHINE_TABLE: readonly { readonly min: number; readonly max: number; readonly result: InfernalResult }[] = [
  { min: 1, max: 4, result: 'noEffect' },
  { min: 5, max: 5, result: 'damaged' },
  { min: 6, max: 6, result: 'sunk' },
];

export function infernalResult(die: number): InfernalResult {
  return INFERNAL_MACHINE_TABLE.find((r) => die >= r.min && die <= r.max)!.result;
}

/** 10.2: a Peruvian port not captured by Chile, or any port the Allies hold. */
function peruvianPort(state: GameState, map: GameMap, hex: HexId): boolean {
  const town = map.hexes[hex]?.town;
  if (!town?.port) return false;
  const holder = controller(state, hex);
  return holder === 'allied' || (town.nation === 'peru' && holder !== 'chile');
}

/**
 * 10.2 (optional): from game turn 9, in the Allied Naval Combat Phase, Peru may strike one Chilean
 * warship (never a transport) in a Peruvian port hex, spending a Supply Column in that port — one
 * attempt per port per game.
 */
export function infernalMachineActions(state: GameState, map: GameMap): PhaseAction[] {
  if (!state.options.infernalMachines || state.side !== 'allied' || state.turn < INFERNAL_MACHINE_TURN) return [];
  const out: PhaseAction[] = [];
  const hexes = new Set<HexId>();
  for (const st of Object.values(state.ships)) if (st.location.kind === 'hex') hexes.add(st.location.hex);
  for (const hex of [...hexes].sort()) {
    if (state.naval.infernalPorts.includes(hex) || !peruvianPort(state, map, hex) || columnsAt(state, 'allied', at.hex(hex)) === 0) continue;
    for (const target of shipsIn(state, hex, 'chile').filter(isWarship)) out.push({ type: 'infernalMachine', side: 'allied', target });
  }
  return out;
}

export function infernalMachine(state: GameState, target: string): Step {
  const hex = (state.ships[target]!.location as { hex: HexId }).hex;
  state = spendColumns(state, 'allied', at.hex(hex), 1);
  const r = roll(state.dice, { purpose: message('roll.infernalMachine', {}), rule: '10.2', side: 'allied', count: 1, reading: 'sum' });
  state = { ...state, dice: r.dice, naval: { ...state.naval, infernalPorts: [...state.naval.infernalPorts, hex] } };
  const outcome = infernalResult(r.event.result);
  const events: GameEvent[] = [r.event, { type: 'infernalMachine', side: 'allied', target, hex, outcome, rule: '10.2' }];
  if (outcome === 'damaged') {
    const h = hitShip(state, target, '10.2');
    return { state: h.state, events: [...events, ...h.events] };
  }
  if (outcome === 'sunk') {
    const s = sinkShip(state, target, '10.2');
    return { state: s.state, events: [...events, ...s.events] };
  }
  return { state, events };
}
