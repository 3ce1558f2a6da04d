import { findShip, FORTS, landUnit, LAND_UNITS } from '../counters';
import type { GameMap } from '../map/types';
import { isCoastalLand } from '../naval/seaGeometry';
import { cargoSteps, TRANSPORT_CAPACITY } from '../naval/embark';
import type { Location } from '../pieces/location';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import { violation, type Violation } from './violation';

const LOCATION_KINDS = ['hex', 'holdingBox', 'recruitPool', 'turnTrack', 'aboard', 'deadPile', 'outOfPlay', 'unplaced'];
/** The manifest's land-unit ids (a frozen lookup, so an unknown id is a violation, not an exception). */
const KNOWN_UNITS: ReadonlySet<string> = new Set(LAND_UNITS.map((u) => u.id));
const isLand = (map: GameMap, hex: string) => {
  const t = map.hexes[hex]?.terrain;
  return t !== undefined && t !== 'sea' && t !== 'lake';
};

/**
 * Every piece is in exactly one place and that place exists: one record per id (a land unit, a ship
 * and a Supply Column never share an id), a known kind of location, a land hex of the map for land
 * pieces (a sea or coastal hex for ships, 7.6), aboard only an afloat transport of its side (7.1).
 */
export function locationViolations(state: GameState, map: GameMap): Violation[] {
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const group of [state.units, state.ships, state.supply]) {
    for (const id of Object.keys(group)) {
      if (seen.has(id)) out.push(violation('oneLocation', `${id} is recorded twice (as two kinds of piece)`));
      seen.add(id);
    }
  }
  const place = (what: string, loc: Location, landPiece: boolean, side: string) => {
    if (!LOCATION_KINDS.includes(loc?.kind)) return out.push(violation('oneLocation', `${what} has no valid location`));
    if (loc.kind === 'hex') {
      if (!map.hexes[loc.hex]) out.push(violation('oneLocation', `${what} is in hex ${loc.hex}, off the map`));
      else if (landPiece && !isLand(map, loc.hex)) out.push(violation('oneLocation', `${what} is in hex ${loc.hex}, which is not land`, '2.4'));
      else if (!landPiece && map.hexes[loc.hex]!.terrain !== 'sea' && !isCoastalLand(map, loc.hex)) out.push(violation('oneLocation', `${what} is in inland hex ${loc.hex}`, '7.6'));
    }
    if (loc.kind === 'holdingBox' && side !== 'chile') out.push(violation('oneLocation', `${what} is in the Chile Holding Box`, '2.4'));
    if (loc.kind === 'aboard') {
      const t = findShip(loc.transport);
      const tLoc = state.ships[loc.transport]?.location.kind;
      if (!t || t.type !== 'transport') out.push(violation('oneLocation', `${what} is aboard ${loc.transport}, which is no transport`, '7.1'));
      else if (tLoc !== 'hex' && tLoc !== 'holdingBox') out.push(violation('oneLocation', `${what} is aboard ${loc.transport}, which is not afloat`, '7.9'));
      else if (sideOf(t.nation) !== side && state.naval.captured[loc.transport] !== side) out.push(violation('oneLocation', `${what} is aboard an enemy transport`, '7.1'));
    }
    return 0;
  };
  for (const [id, u] of Object.entries(state.units)) {
    const def = KNOWN_UNITS.has(id) ? landUnit(id) : undefined;
    if (!def) out.push(violation('oneLocation', `unit ${id} is not in the counter manifest`));
    else place(`unit ${id}`, u.location, true, sideOf(def.nation));
  }
  for (const [id, s] of Object.entries(state.ships)) {
    const def = findShip(id);
    if (!def) out.push(violation('oneLocation', `ship ${id} is not in the counter manifest`));
    else if (s.location.kind === 'aboard' || s.location.kind === 'recruitPool') out.push(violation('oneLocation', `ship ${id} is ${s.location.kind}`));
    else place(`ship ${id}`, s.location, false, state.naval.captured[id] ?? sideOf(def.nation));
  }
  for (const [id, c] of Object.entries(state.supply)) place(`Supply Column ${id}`, c.location, true, sideOf(c.nation));
  return out;
}

/** 2.7: a unit in play has 1 step, or 2 if its counter has two; no piece outside its range. */
export function stepViolations(state: GameState): Violation[] {
  const out: Violation[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    if (!KNOWN_UNITS.has(id)) continue;
    const max = landUnit(id).steps;
    if (!Number.isInteger(u.steps) || u.steps < 1 || u.steps > max) out.push(violation('steps', `unit ${id} has ${u.steps} steps (1–${max})`, '2.7'));
  }
  return out;
}

/** 7.1: a transport carries at most two steps (a Supply Column counts as two). */
export function capacityViolations(state: GameState): Violation[] {
  const load = new Map<string, number>();
  for (const group of [state.units, state.supply]) {
    for (const [id, p] of Object.entries(group)) {
      if (p.location.kind === 'aboard') load.set(p.location.transport, (load.get(p.location.transport) ?? 0) + cargoSteps(state, id));
    }
  }
  return [...load]
    .filter(([, steps]) => steps > TRANSPORT_CAPACITY)
    .map(([t, steps]) => violation('capacity', `transport ${t} carries ${steps} steps, more than ${TRANSPORT_CAPACITY}`, '7.1'));
}

/** 5.6: once Bolivia has quit, none of its units or Supply Columns is in play, nor its fort (7.7; rules option boliviaFortsStay). */
export function boliviaViolations(state: GameState): Violation[] {
  if (state.boliviaInWar) return [];
  const out: Violation[] = [];
  for (const [id, u] of Object.entries(state.units)) {
    if (KNOWN_UNITS.has(id) && landUnit(id).nation === 'bolivia' && u.location.kind !== 'outOfPlay') {
      out.push(violation('bolivia', `Bolivian unit ${id} is in play after Bolivia quit`, '5.6'));
    }
  }
  for (const [id, c] of Object.entries(state.supply)) {
    if (c.nation === 'bolivia') out.push(violation('bolivia', `Bolivian Supply Column ${id} is in play after Bolivia quit`, '5.6'));
  }
  // 5.6 / 7.7: and its fort, unless the boliviaFortsStay option keeps it.
  if (!state.options.boliviaFortsStay) {
    for (const f of FORTS) if (f.nation === 'bolivia' && state.forts[f.id]?.status === 'standing') out.push(violation('bolivia', `Bolivian fort ${f.id} stands after Bolivia quit`, '5.6'));
  }
  return out;
}
