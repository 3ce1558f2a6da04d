import { roll } from '../dice';
import type { GameEvent } from '../events';
import { message } from '../message';
import { at } from '../pieces/location';
import { otherSide, type Side } from '../side';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { finishCombat, present } from './combatRecord';
import type { NavalCombat } from './types';
import { cargoOf, isWarship, shipSide } from './seaGeometry';
import { sinkShip } from './shipLoss';
import { withoutPieces } from '../pieces/withoutPieces';


export type CaptureResult = 'capturerDamaged' | 'escapes' | 'scuttled' | 'captured';

/** 10.1: the capture table (one die, rolled by the owner of the ship to be captured). */
export const SHIP_CAPTURE_TABLE: readonly { readonly min: number; readonly max: number; readonly result: CaptureResult }[] = [
  { min: 1, max: 1, result: 'capturerDamaged' },
  { min: 2, max: 3, result: 'escapes' },
  { min: 4, max: 5, result: 'scuttled' },
  { min: 6, max: 6, result: 'captured' },
];

export function captureResult(die: number): CaptureResult {
  return SHIP_CAPTURE_TABLE.find((r) => die >= r.min && die <= r.max)!.result;
}

/** 10.1: the capture attempts a side may still make: each undamaged warship of its own at each enemy ship. */
export function capturePairs(state: GameState, c: NavalCombat, side: Side): { ship: string; target: string }[] {
  const mine = present(state, c, side).filter((s) => isWarship(s) && !state.ships[s]!.damaged && !c.captureTried.includes(s));
  const theirs = present(state, c, otherSide(side)).filter((s) => !c.captureTried.includes(s));
  return mine.flatMap((ship) => theirs.map((target) => ({ ship, target })));
}

/**
 * 10.1: after a battle, a side with an undamaged warship present, all of whose enemy's warships present
 * are damaged, may try to capture enemy ships (each warship and each enemy ship once). Null: nobody may.
 */
export function captureSide(state: GameState, c: NavalCombat): Side | null {
  for (const side of [c.intercepted, otherSide(c.intercepted)]) {
    const enemyWarships = present(state, c, otherSide(side)).filter(isWarship);
    if (enemyWarships.some((s) => !state.ships[s]!.damaged)) continue;
    if (capturePairs(state, c, side).length > 0) return side;
  }
  return null;
}

export function declineCapture(state: GameState, map: GameMap): Step {
  return finishCombat({ ...state, pending: state.pending.slice(0, -1) }, map);
}

export function attemptCapture(state: GameState, map: GameMap, side: Side, ship: string, target: string): Step {
  const owner = shipSide(state, target);
  const r = roll(state.dice, { purpose: message('roll.shipCapture', {}), rule: '10.1', side: owner, count: 1, reading: 'sum' });
  state = { ...state, dice: r.dice };
  const outcome = captureResult(r.event.result);
  const events: GameEvent[] = [r.event, { type: 'captureAttempt', side, ship, target, outcome, rule: '10.1' }];
  const c = state.naval.combat!;
  state = { ...state, naval: { ...state.naval, combat: { ...c, captureTried: [...c.captureTried, ship, target] } } };
  if (outcome === 'capturerDamaged') {
    state = { ...state, ships: { ...state.ships, [ship]: { ...state.ships[ship]!, damaged: true } } };
  } else if (outcome === 'scuttled') {
    const s = sinkShip(state, target, '10.1');
    state = s.state;
    events.push(...s.events);
  } else if (outcome === 'captured') {
    // 10.1: the ship changes hands; any cargo aboard is eliminated, never captured.
    const units = { ...state.units };
    const cargo = cargoOf(state, target);
    for (const piece of cargo) if (units[piece]) units[piece] = { ...units[piece]!, location: at.deadPile };
    const supply = withoutPieces(state.supply, cargo.filter((piece) => !units[piece]));
    const stacks = state.naval.stacks.map((s) => ({ ...s, ships: s.ships.filter((x) => x !== target) }));
    state = { ...state, units, supply, naval: { ...state.naval, stacks, captured: { ...state.naval.captured, [target]: side } } };
  }
  const cNow = state.naval.combat!;
  if (captureSide(state, cNow) === side) return { state, events };
  const f = finishCombat({ ...state, pending: state.pending.slice(0, -1) }, map);
  return { state: f.state, events: [...events, ...f.events] };
}
