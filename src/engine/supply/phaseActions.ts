import type { Action, PhaseAction } from '../actions';
import { LAND_UNITS, SHIPS } from '../counters';
import { neighbours } from '../hex';
import type { GameMap, Nation } from '../map/types';
import { sameLocation, type Location } from '../pieces/location';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import { columnPlaces } from './columnPlaces';
import { newUnitPlaces } from './newUnitPlaces';
import { repairYard } from './repairYard';
import { transportPorts } from './transportPorts';

/** 6.2: a Supply Column replenishes a unit in the same or an adjacent hex (or, in the box, in the box). */
function reaches(from: Location, unitAt: Location): boolean {
  if (sameLocation(from, unitAt)) return true;
  return from.kind === 'hex' && unitAt.kind === 'hex' && neighbours(unitAt.hex).includes(from.hex);
}

/**
 * 4.1 II / 6.1–6.5: what the phasing player may spend Supply Columns on, plus ending the phase. With
 * `only` (applyAction checking one action, PhaseActions): ending the phase is checked alone, and an
 * action on a unit or a ship lists that unit's or ship's actions only (issue 20 §4).
 */
export function consumeSupplyActions(state: GameState, side: Side, map: GameMap, only?: Action): PhaseAction[] {
  const actions: PhaseAction[] = [{ type: 'endPhase', side }];
  if (only?.type === 'endPhase') return actions;
  const places = columnPlaces(state, side);
  if (places.length === 0) return actions;
  const unit = only && 'unit' in only ? only.unit : undefined;
  const ship = only && 'ship' in only ? only.ship : undefined;
  const own = LAND_UNITS.filter((u) => sideOf(u.nation) === side && state.units[u.id] && (only === undefined || u.id === unit));
  // 6.3 / 6.4: where a nation's new units go is the same for each of its units: worked out once a listing.
  const places6 = new Map<Nation, Location[]>();
  const placesFor = (nation: Nation): Location[] => {
    let p = places6.get(nation);
    if (!p) places6.set(nation, (p = newUnitPlaces(state, map, nation)));
    return p;
  };

  for (const u of own) {
    const st = state.units[u.id]!;
    // 6.2 replenish a depleted unit on the map (or in the box); 6.3 / 6.4: one recruited or rebuilt only
    // from a subsequent game turn (unless the replenishNewUnits option, this edition's earlier reading).
    const justBuilt = st.builtTurn === state.turn && !state.options.replenishNewUnits;
    if (st.steps < u.steps && !justBuilt && (st.location.kind === 'hex' || st.location.kind === 'holdingBox')) {
      for (const p of places) if (reaches(p.location, st.location)) actions.push({ type: 'replenish', side, unit: u.id, from: p.location });
    }
    // 6.3 rebuild from the dead pile; 6.4 recruit from the recruit pool (Bolivia only while in the war, 5.6).
    const kind = st.location.kind === 'deadPile' ? 'rebuild' : st.location.kind === 'recruitPool' ? 'recruit' : null;
    // 9.0: a reinforcement can be recruited only from its R-turn on (Esmeralda waits in the pool until turn 2).
    const notYet = kind === 'recruit' && u.reinforcementTurn !== null && u.reinforcementTurn > state.turn;
    if (kind && !notYet && (u.nation !== 'bolivia' || state.boliviaInWar)) {
      for (const to of placesFor(u.nation)) {
        for (const p of places) actions.push({ type: kind, side, unit: u.id, from: p.location, to });
      }
    }
  }
  // 6.3 rebuild a sunk transport for three Supply Columns (from one place).
  const ships = only === undefined ? SHIPS : SHIPS.filter((s) => s.id === ship);
  for (const s of ships) {
    if (sideOf(s.nation) !== side || s.type !== 'transport' || state.ships[s.id]?.location.kind !== 'deadPile') continue;
    for (const to of transportPorts(state, map, s.nation)) {
      for (const p of places) if (p.count >= 3) actions.push({ type: 'rebuildTransport', side, ship: s.id, from: p.location, to });
    }
  }
  // 6.5 repair a damaged warship in Callao (Allies) or the Chile Holding Box (Chile).
  const yard = repairYard(side);
  for (const s of ships) {
    const st = state.ships[s.id];
    if (sideOf(s.nation) === side && s.type === 'warship' && st?.damaged && sameLocation(st.location, yard)) actions.push({ type: 'repair', side, ship: s.id });
  }
  return actions;
}

