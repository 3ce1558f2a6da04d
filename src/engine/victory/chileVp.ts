import type { GameMap } from '../map/types';
import type { GameState } from '../state';

/** 5.1: Chile's Victory Points — the VP of every objective hex Chile controls, plus 5.5's naval bonus VP. */
export function chileVp(state: GameState, map: GameMap): number {
  let vp = state.bonusVp;
  for (const hex of state.control.chile) vp += map.hexes[hex]?.town?.vp ?? 0;
  return vp;
}
