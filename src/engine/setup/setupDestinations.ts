import type { SetupGroup } from '../counters';
import { hexesWithin, type HexId } from '../hex';
import type { GameMap } from '../map/types';
import { at, type Location } from '../pieces/location';
import { portsOf } from '../map/portsOf';
import { townHex } from '../map/townHexes';

const isLand = (map: GameMap, hex: HexId) => {
  const t = map.hexes[hex]?.terrain;
  return t !== undefined && t !== 'sea' && t !== 'lake';
};

/**
 * 3.2–3.5: every place a piece of this set-up group may be set up — the hexes the rules name, the
 * named towns, "within three hexes of Lima, but not in Lima" (land hexes only), "any Peruvian port",
 * and the Chile Holding Box where 3.5 allows it. Ships go only to ports; land pieces only to land.
 */
export function setupDestinations(group: SetupGroup, map: GameMap, isShip: boolean): readonly Location[] {
  // A function of constant data (the group, the map): worked out once for each (issue 20 §4).
  let byMap = KEPT.get(group);
  if (!byMap) KEPT.set(group, (byMap = new WeakMap()));
  let kept = byMap.get(map);
  if (!kept) byMap.set(map, (kept = {}));
  const which = isShip ? 'ship' : 'land';
  return (kept[which] ??= destinations(group, map, isShip));
}

const KEPT = new WeakMap<SetupGroup, WeakMap<GameMap, { ship?: readonly Location[]; land?: readonly Location[] }>>();

function destinations(group: SetupGroup, map: GameMap, isShip: boolean): readonly Location[] {
  if (group.place !== 'map') return [];
  const hexes = new Set<HexId>(group.hexes ?? []);
  for (const name of group.towns ?? []) {
    const hex = townHex(map, name);
    if (hex) hexes.add(hex);
  }
  if (group.near) {
    for (const h of hexesWithin(group.near.hex, group.near.within)) {
      if (group.near.excludeCentre && h === group.near.hex) continue;
      if (map.hexes[h]) hexes.add(h);
    }
  }
  if (group.anyPortOf) for (const h of portsOf(map, group.anyPortOf)) hexes.add(h);
  const usable = [...hexes].sort().filter((h) => (isShip ? map.hexes[h]?.town?.port === true : isLand(map, h)));
  // Each place frozen: the same objects go into every listing (and, placed, into the state).
  const out: Location[] = usable.map((h) => Object.freeze(at.hex(h)));
  if (group.holdingBox) out.push(at.holdingBox);
  return out;
}
