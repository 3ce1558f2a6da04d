import { isCoastalLand } from '../naval/seaGeometry';
import { FORTS, LAND_UNITS, SHIPS } from '../counters';
import type { GameMap } from '../map/types';
import type { Location } from '../pieces/location';
import { sideOf } from '../sideOf';
import type { ParsedPosition } from './positionSchema';

const isLand = (map: GameMap, hex: string) => {
  const t = map.hexes[hex]?.terrain;
  return t !== undefined && t !== 'sea' && t !== 'lake';
};

/**
 * What the schema can't see: ids against the counter manifest, hexes against the map, who may be
 * where, transport capacity (7.1), Bolivia out of the war (5.6). Returns the first problem, or null.
 * (Pending decisions, battles and naval operations: validateRecords, once the pieces are known good.)
 */
export function validatePosition(p: ParsedPosition, map: GameMap): string | null {
  const landById = new Map(LAND_UNITS.map((u) => [u.id, u]));
  const shipById = new Map(SHIPS.map((s) => [s.id, s]));
  const fortIds = new Set(FORTS.map((f) => f.id));
  const cargoSteps = new Map<string, number>();

  const checkPlace = (what: string, nation: string, loc: Location, landPiece: boolean): string | null => {
    if (loc.kind === 'hex') {
      if (!map.hexes[loc.hex]) return `${what} is in hex ${loc.hex}, which is not on the map`;
      if (landPiece && !isLand(map, loc.hex)) return `${what} is in hex ${loc.hex}, which is not land`;
    }
    if (loc.kind === 'holdingBox' && nation !== 'chile') return `${what} is in the Chile Holding Box but is not Chilean`;
    if (loc.kind === 'aboard') {
      const t = shipById.get(loc.transport);
      if (!t || t.type !== 'transport') return `${what} is aboard "${loc.transport}", which is not a transport`;
      if (sideOf(t.nation) !== sideOf(nation as 'chile')) return `${what} is aboard an enemy transport`;
    }
    return null;
  };

  for (const [id, u] of Object.entries(p.units)) {
    const def = landById.get(id);
    if (!def) return `units.${id}: no such land unit in the counter manifest`;
    if (u.steps > def.steps) return `units.${id}: ${u.steps} steps, but the unit has only ${def.steps}`;
    const bad = checkPlace(`units.${id}`, def.nation, u.location, true);
    if (bad) return bad;
    if (!p.boliviaInWar && def.nation === 'bolivia' && u.location.kind !== 'outOfPlay') return `units.${id}: Bolivia has quit the war (5.6), so its units are out of play`;
    if (u.location.kind === 'aboard') cargoSteps.set(u.location.transport, (cargoSteps.get(u.location.transport) ?? 0) + (u.steps === 2 ? 2 : 1));
  }
  for (const [id, s] of Object.entries(p.supply)) {
    const bad = checkPlace(`supply.${id}`, s.nation, s.location, true);
    if (bad) return bad;
    // 7.1: a Supply Column is carried as a full-strength unit.
    if (s.location.kind === 'aboard') cargoSteps.set(s.location.transport, (cargoSteps.get(s.location.transport) ?? 0) + 2);
  }
  for (const [transport, steps] of cargoSteps) {
    if (steps > 2) return `ships.${transport}: carries ${steps} steps, more than the two a transport may (7.1)`;
  }
  for (const [id, s] of Object.entries(p.ships)) {
    const def = shipById.get(id);
    if (!def) return `ships.${id}: no such ship in the counter manifest`;
    if (s.location.kind === 'aboard' || s.location.kind === 'recruitPool') return `ships.${id}: a ship can't be ${s.location.kind === 'aboard' ? 'aboard a ship' : 'in a recruit pool'}`;
    if (s.location.kind === 'holdingBox' && def.nation !== 'chile') return `ships.${id}: only Chilean ships use the Chile Holding Box`;
    if (s.location.kind === 'hex') {
      const hex = map.hexes[s.location.hex];
      if (!hex) return `ships.${id} is in hex ${s.location.hex}, which is not on the map`;
      // 7.6: ships end their movement at sea or in a coastal hex (a port, a blockade, a landing, a raid).
      if (hex.terrain !== 'sea' && !isCoastalLand(map, s.location.hex)) return `ships.${id} is in hex ${s.location.hex}, neither a sea hex nor a port (or other coastal hex)`;
    }
  }
  for (const id of Object.keys(p.forts)) if (!fortIds.has(id)) return `forts.${id}: no such fort`;
  for (const side of ['chile', 'allied'] as const) {
    for (const order of p.nadc[side]) {
      const def = shipById.get(order.ship);
      if (!def || sideOf(def.nation) !== side) return `nadc.${side}: "${order.ship}" is not a ${side === 'chile' ? 'Chilean' : 'Peruvian'} ship`;
    }
  }
  for (const hex of Object.keys(p.control)) if (!map.hexes[hex]) return `control.${hex}: not a hex of the map`;
  return null;
}
