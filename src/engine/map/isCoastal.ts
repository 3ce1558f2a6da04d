import { neighbours, type HexId } from '../hex';
import type { GameMap, NavalArea } from './types';

/** 2.4: a land hex is coastal when it touches a sea hex (a hex of some naval area). */
export function isCoastal(map: GameMap, hex: HexId): boolean {
  const h = map.hexes[hex];
  if (!h || h.terrain === 'sea') return false;
  return neighbours(hex).some((n) => map.hexes[n]?.terrain === 'sea');
}

/** The naval areas a coastal hex is connected to (2.4, 7.6), sorted. */
export function adjoiningAreas(map: GameMap, hex: HexId): NavalArea[] {
  const out = new Set<NavalArea>();
  for (const n of neighbours(hex)) {
    const area = map.hexes[n]?.seaArea;
    if (area) out.add(area);
  }
  return [...out].sort();
}
