import type { PhaseAction } from '../actions';
import { FORTS, landUnit, ship as shipDef } from '../counters';
import { roll } from '../dice';
import type { GameEvent } from '../events';
import { message } from '../message';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { at } from '../pieces/location';
import { otherSide, type Side } from '../side';
import { sideOf } from '../sideOf';
import { landUnitsIn } from '../stacking/landUnitsIn';
import type { GameState } from '../state';
import type { Step } from '../step';
import { isWarship, shipSide, shipsIn } from './seaGeometry';
import { hitShip, sinkShip } from './shipLoss';
import { withoutPieces } from '../pieces/withoutPieces';


/** A standing enemy fort in the hex (7.7), if any. */
function fortIn(state: GameState, hex: HexId, enemy: Side): string | null {
  return FORTS.find((f) => f.hex === hex && sideOf(f.nation) === enemy && state.forts[f.id]?.status === 'standing')?.id ?? null;
}

/**
 * 7.6 / 7.7: what a warship may raid: it is in a coastal (land) hex holding no enemy warship (even in
 * port) and has not raided this phase; the target is the enemy fort there until it is destroyed, else
 * any enemy land unit or Supply Column there. Ships and the port itself can't be raided.
 */
export function raidTargets(state: GameState, map: GameMap, ship: string): string[] {
  const loc = state.ships[ship]?.location;
  if (loc?.kind !== 'hex' || map.hexes[loc.hex]?.terrain === 'sea' || !isWarship(ship) || state.naval.raided.includes(ship)) return [];
  const side = shipSide(state, ship);
  const enemy = otherSide(side);
  if (shipsIn(state, loc.hex, enemy).some(isWarship)) return [];
  const fort = fortIn(state, loc.hex, enemy);
  if (fort) return [fort];
  const columns = Object.keys(state.supply)
    .filter((id) => {
      const c = state.supply[id]!;
      return sideOf(c.nation) === enemy && c.location.kind === 'hex' && c.location.hex === loc.hex;
    })
    .sort();
  return [...landUnitsIn(state, loc.hex, enemy), ...columns];
}

export function raidActions(state: GameState, map: GameMap, side: Side): PhaseAction[] {
  return Object.keys(state.ships)
    .filter((id) => shipSide(state, id) === side)
    .sort()
    .flatMap((ship) => raidTargets(state, map, ship).map((target) => ({ type: 'raid' as const, side, ship, target })));
}

/**
 * 7.6: 2d6 + the target's printed raid modifier; below the warship's gunfire factor is a hit: a land
 * unit loses a step (or is eliminated), a Supply Column is eliminated, a fort is destroyed for good (7.7;
 * never a critical hit on a fort, 7.10). 7.7: a fort always fires back, even when just destroyed: 2d6 +
 * the warship's armour modifier below the anti-ship factor damages it (sinks it if damaged); a natural
 * 2 sinks it outright (7.10).
 */
export function raid(state: GameState, side: Side, ship: string, target: string): Step {
  const def = shipDef(ship);
  const fort = FORTS.find((f) => f.id === target);
  const modifier = fort ? fort.raidModifier : state.units[target] ? landUnit(target).raidModifier : 0;
  const r = roll(state.dice, {
    purpose: message('roll.raid', { ship, target }),
    rule: fort ? '7.7' : '7.6',
    side,
    count: 2,
    reading: 'sum',
    modifiers: modifier !== 0 ? [{ value: modifier, ...message('modifier.targetRaid', {}), rule: '7.6' }] : [],
  });
  state = { ...state, dice: r.dice, naval: { ...state.naval, raided: [...state.naval.raided, ship] } };
  const hit = r.event.result < def.gunfire;
  const events: GameEvent[] = [r.event, { type: 'raid', side, ship, target, hit, rule: fort ? '7.7' : '7.6' }];
  if (hit) {
    if (fort) {
      state = { ...state, forts: { ...state.forts, [target]: { status: 'destroyed' } } };
    } else if (state.units[target]) {
      const u = state.units[target]!;
      state = { ...state, units: { ...state.units, [target]: u.steps > 1 ? { ...u, steps: u.steps - 1 } : { ...u, location: at.deadPile } } };
      if (u.steps <= 1) events.push({ type: 'eliminated', side: otherSide(side), piece: target, reason: 'reason.raided', rule: '7.6' });
    } else {
      state = { ...state, supply: withoutPieces(state.supply, [target]) };
    }
  }
  if (!fort) return { state, events };
  const armour = def.armour;
  const f = roll(state.dice, {
    purpose: message('roll.fortFire', { fort: fort.id, ship }),
    rule: '7.7',
    side: sideOf(fort.nation),
    count: 2,
    reading: 'sum',
    modifiers: armour !== 0 ? [{ value: armour, ...message('modifier.armour', { ship }), rule: '7.7' }] : [],
  });
  state = { ...state, dice: f.dice };
  events.push(f.event);
  const critical = f.event.dice[0] === 1 && f.event.dice[1] === 1;
  if (critical) {
    const s = sinkShip(state, ship, '7.10');
    events.push({ type: 'fortFire', side: sideOf(fort.nation), fort: fort.id, ship, outcome: 'sunk', critical, rule: '7.10' }, ...s.events);
    return { state: s.state, events };
  }
  if (f.event.result < fort.antiShip) {
    const h = hitShip(state, ship, '7.7');
    events.push({ type: 'fortFire', side: sideOf(fort.nation), fort: fort.id, ship, outcome: h.outcome, critical, rule: '7.7' }, ...h.events);
    return { state: h.state, events };
  }
  events.push({ type: 'fortFire', side: sideOf(fort.nation), fort: fort.id, ship, outcome: 'miss', critical, rule: '7.7' });
  return { state, events };
}
