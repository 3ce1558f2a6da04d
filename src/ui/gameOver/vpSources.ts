import type { GameMap, PlayerView } from '../../engine';
import type { HexId } from '../../engine/hex';

export interface VpSource {
  readonly hex: HexId;
  readonly vp: number;
}

/**
 * 5.1: where Chile's VP come from — each objective hex Chile holds, with its VP, the most first (then by
 * hex id, for a stable order) — and 5.5's naval bonus. Their sum is the engine's `chileVp`.
 */
export function vpSources(view: Pick<PlayerView, 'control' | 'bonusVp'>, map: GameMap): { readonly hexes: readonly VpSource[]; readonly bonus: number } {
  const hexes = view.control.chile.flatMap((hex) => {
    const vp = map.hexes[hex]?.town?.vp ?? 0;
    return vp > 0 ? [{ hex, vp }] : [];
  });
  hexes.sort((a, b) => b.vp - a.vp || a.hex.localeCompare(b.hex));
  return { hexes, bonus: view.bonusVp };
}
