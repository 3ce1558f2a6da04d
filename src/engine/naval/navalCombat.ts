import { ship as shipDef } from '../counters';
import { roll } from '../dice';
import type { GameEvent } from '../events';
import { message } from '../message';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { otherSide, type Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { finishCombat, present, withCombat } from './combatRecord';
import type { NavalCombat, NavalFireDecision, SetAsideDecision, ShipCaptureDecision } from './types';
import { afloat, isWarship, shipSide } from './seaGeometry';
import { hitShip, sinkShip } from './shipLoss';
import { captureSide } from './shipCapture';

const RULE = '7.9';

/**
 * 7.9: a successful interception brings naval combat at once. The side with more ships may set aside
 * excess ships, never more than the enemy has; then the gunfire begins.
 */
export function startCombat(state: GameState, map: GameMap, hex: HexId, stack: string, movers: readonly string[], interceptors: readonly string[]): Step {
  const moverSide = shipSide(state, movers[0] ?? interceptors[0]!);
  const a = movers.length;
  const b = interceptors.length;
  const limit = Math.min(Math.abs(a - b), Math.min(a, b));
  const combat: NavalCombat = { hex, stack, intercepted: moverSide, ships: [...movers, ...interceptors], setAside: [], setAsideLimit: limit, fired: [], targeted: [], captureTried: [] };
  state = withCombat(state, combat);
  const events: GameEvent[] = [{ type: 'navalCombatBegan', hex, ships: combat.ships, rule: RULE }];
  if (limit > 0) {
    const side = a > b ? moverSide : otherSide(moverSide);
    const pending: SetAsideDecision = { kind: 'setAside', side, rule: RULE };
    return { state: { ...state, pending: [...state.pending, pending] }, events };
  }
  const r = beginFire(state, map);
  return { state: r.state, events: [...events, ...r.events] };
}

export function setAside(state: GameState, map: GameMap, side: Side, ship: string): Step {
  const c = state.naval.combat!;
  const next = { ...c, setAside: [...c.setAside, ship] };
  state = withCombat(state, next);
  const events: GameEvent[] = [{ type: 'setAside', side, ship, rule: RULE }];
  if (next.setAside.length < next.setAsideLimit) return { state, events };
  const r = beginFire({ ...state, pending: state.pending.slice(0, -1) }, map);
  return { state: r.state, events: [...events, ...r.events] };
}

export function beginNavalCombat(state: GameState, map: GameMap): Step {
  return beginFire({ ...state, pending: state.pending.slice(0, -1) }, map);
}

const fastest = (ships: string[]) => Math.max(...ships.filter(isWarship).map((s) => shipDef(s).speed));

/**
 * 7.9: the side with the fastest warship fires first. Speed modifiers: HIGHER IS FASTER (rules-digest
 * §4, the reading 7.4 needs), so the highest modifier wins; on a tie the intercepted side fires first.
 */
export function firstToFire(state: GameState, combat: NavalCombat): Side {
  const mover = combat.intercepted;
  const enemy = otherSide(mover);
  const m = present(state, combat, mover).filter(isWarship);
  const e = present(state, combat, enemy).filter(isWarship);
  if (m.length === 0) return enemy;
  if (e.length === 0) return mover;
  return fastest(e) > fastest(m) ? enemy : mover;
}

function beginFire(state: GameState, map: GameMap): Step {
  return nextShot(state, map, firstToFire(state, state.naval.combat!));
}

function canFire(state: GameState, c: NavalCombat, side: Side): boolean {
  return present(state, c, side).some((s) => isWarship(s) && !c.fired.includes(s)) && present(state, c, otherSide(side)).length > 0;
}

/** 7.9: shots alternate; a side with no warship left to fire lets the other go on; then the battle ends. */
function nextShot(state: GameState, map: GameMap, preferred: Side): Step {
  const c = state.naval.combat!;
  for (const side of [preferred, otherSide(preferred)]) {
    if (canFire(state, c, side)) {
      const pending: NavalFireDecision = { kind: 'navalFire', side, rule: RULE };
      return { state: { ...state, pending: [...state.pending, pending] }, events: [] };
    }
  }
  return endCombat(state, map);
}

/**
 * 7.9 / 7.10: 1d6 + the target's armour modifier; below the firer's gunfire factor is a hit (damaged,
 * or sunk if already damaged). A natural 1 always sinks the target (critical hit).
 */
export function fire(state: GameState, map: GameMap, side: Side, ship: string, target: string): Step {
  state = { ...state, pending: state.pending.slice(0, -1) };
  const firer = shipDef(ship);
  const armour = shipDef(target).armour;
  const r = roll(state.dice, {
    purpose: message('roll.gunfire', { ship, target }),
    rule: RULE,
    side,
    count: 1,
    reading: 'sum',
    modifiers: armour !== 0 ? [{ value: armour, ...message('modifier.armour', { ship: target }), rule: RULE }] : [],
  });
  state = { ...state, dice: r.dice };
  const events: GameEvent[] = [r.event];
  const critical = r.event.dice[0] === 1;
  const c = state.naval.combat!;
  state = withCombat(state, { ...c, fired: [...c.fired, ship], targeted: [...c.targeted, target] });
  let outcome: 'miss' | 'damaged' | 'sunk' = 'miss';
  if (critical) {
    const s = sinkShip(state, target, '7.10');
    state = s.state;
    outcome = 'sunk';
    events.push({ type: 'gunfire', side, ship, target, outcome, critical, rule: '7.10' }, ...s.events);
  } else if (r.event.result < firer.gunfire) {
    const h = hitShip(state, target, RULE);
    state = h.state;
    outcome = h.outcome;
    events.push({ type: 'gunfire', side, ship, target, outcome, critical, rule: RULE }, ...h.events);
  } else {
    events.push({ type: 'gunfire', side, ship, target, outcome, critical, rule: RULE });
  }
  const n = nextShot(state, map, otherSide(side));
  return { state: n.state, events: [...events, ...n.events] };
}

/**
 * 7.9: the battle is over. Ships that fired or were fired upon stay in the hex for the rest of the game
 * turn; the others of the moving stack may sail on. With 10.1 on, captures may be tried first.
 */
function endCombat(state: GameState, map: GameMap): Step {
  const c = state.naval.combat!;
  const stoppedTurn = { ...state.naval.stoppedTurn };
  for (const s of [...c.fired, ...c.targeted]) if (afloat(state, s)) stoppedTurn[s] = state.turn;
  state = { ...state, naval: { ...state.naval, stoppedTurn } };
  const events: GameEvent[] = [{ type: 'navalCombatEnded', hex: c.hex, rule: RULE }];
  const capturer = state.options.shipCapture ? captureSide(state, c) : null;
  if (capturer) {
    const pending: ShipCaptureDecision = { kind: 'shipCapture', side: capturer, rule: '10.1' };
    return { state: { ...state, pending: [...state.pending, pending] }, events };
  }
  const r = finishCombat(state, map);
  return { state: r.state, events: [...events, ...r.events] };
}
