import { isCoastalLand } from '../naval/seaGeometry';
import { FORTS, LAND_UNITS, SHIPS } from '../counters';
import type { GameMap } from '../map/types';
import { message, type Message } from '../message';
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
export function validatePosition(p: ParsedPosition, map: GameMap): Message | null {
  const landById = new Map(LAND_UNITS.map((u) => [u.id, u]));
  const shipById = new Map(SHIPS.map((s) => [s.id, s]));
  const fortIds = new Set(FORTS.map((f) => f.id));
  const cargoSteps = new Map<string, number>();

  const checkPlace = (path: string, nation: string, loc: Location, landPiece: boolean): Message | null => {
    if (loc.kind === 'hex') {
      if (!map.hexes[loc.hex]) return message('position.pieceOffMap', { path, hex: loc.hex });
      if (landPiece && !isLand(map, loc.hex)) return message('position.pieceNotOnLand', { path, hex: loc.hex });
    }
    if (loc.kind === 'holdingBox' && nation !== 'chile') return message('position.inBoxNotChilean', { path });
    if (loc.kind === 'aboard') {
      const t = shipById.get(loc.transport);
      if (!t || t.type !== 'transport') return message('position.aboardNoTransport', { path, id: loc.transport });
      if (sideOf(t.nation) !== sideOf(nation as 'chile')) return message('position.aboardEnemy', { path });
    }
    return null;
  };

  for (const [id, u] of Object.entries(p.units)) {
    const def = landById.get(id);
    if (!def) return message('position.unknownUnit', { path: `units.${id}` });
    if (u.steps > def.steps) return message('position.tooManySteps', { path: `units.${id}`, count: u.steps, max: def.steps });
    const bad = checkPlace(`units.${id}`, def.nation, u.location, true);
    if (bad) return bad;
    if (!p.boliviaInWar && def.nation === 'bolivia' && u.location.kind !== 'outOfPlay') return message('position.boliviaOut', { path: `units.${id}` });
    if (u.location.kind === 'aboard') cargoSteps.set(u.location.transport, (cargoSteps.get(u.location.transport) ?? 0) + (u.steps === 2 ? 2 : 1));
  }
  for (const [id, s] of Object.entries(p.supply)) {
    const bad = checkPlace(`supply.${id}`, s.nation, s.location, true);
    if (bad) return bad;
    // 7.1: a Supply Column is carried as a full-strength unit.
    if (s.location.kind === 'aboard') cargoSteps.set(s.location.transport, (cargoSteps.get(s.location.transport) ?? 0) + 2);
  }
  for (const [transport, steps] of cargoSteps) {
    if (steps > 2) return message('position.transportOverloaded', { path: `ships.${transport}`, count: steps });
  }
  for (const [id, s] of Object.entries(p.ships)) {
    const def = shipById.get(id);
    if (!def) return message('position.unknownShip', { path: `ships.${id}` });
    if (s.location.kind === 'aboard' || s.location.kind === 'recruitPool') return message(s.location.kind === 'aboard' ? 'position.shipAboard' : 'position.shipInRecruitPool', { path: `ships.${id}` });
    if (s.location.kind === 'holdingBox' && def.nation !== 'chile') return message('position.inBoxNotChilean', { path: `ships.${id}` });
    if (s.location.kind === 'hex') {
      const hex = map.hexes[s.location.hex];
      if (!hex) return message('position.pieceOffMap', { path: `ships.${id}`, hex: s.location.hex });
      // 7.6: ships end their movement at sea or in a coastal hex (a port, a blockade, a landing, a raid).
      if (hex.terrain !== 'sea' && !isCoastalLand(map, s.location.hex)) return message('position.shipInland', { path: `ships.${id}`, hex: s.location.hex });
    }
  }
  for (const id of Object.keys(p.forts)) if (!fortIds.has(id)) return message('position.unknownFort', { path: `forts.${id}` });
  for (const side of ['chile', 'allied'] as const) {
    for (const order of p.nadc[side]) {
      const def = shipById.get(order.ship);
      if (!def || sideOf(def.nation) !== side) return message('position.nadcNotOwnShip', { path: `nadc.${side}`, id: order.ship, side });
    }
  }
  for (const hex of Object.keys(p.control)) if (!map.hexes[hex]) return message('position.controlOffMap', { path: `control.${hex}` });
  return null;
}
