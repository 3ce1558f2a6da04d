import { hexId, parseHexId } from '../../engine/hex/hexId';
import type { MapExtent } from '../../engine/map/types';
import type { Action, PlayerView } from '../../engine';
import { shipPlace } from '../naval/nadcSelection';
import type { HexActions } from '../play/useHexActions';

const STEP: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0],
};

/** The hex an arrow key moves the cursor to: a row up or down, a column left or right, kept on the map. */
export function moveCursor(hex: string, key: string, extent: MapExtent): string {
  const d = STEP[key];
  if (!d) return hex;
  const { col, row } = parseHexId(hex);
  const c = Math.max(extent.minCol, Math.min(extent.maxCol, col + d[0]));
  const r = Math.max(extent.minRow, Math.min(extent.maxRow, row + d[1]));
  return hexId(c, r);
}

/**
 * The hexes where the player at the screen can act now, in order: where a legal action is aimed
 * (a unit that can begin a move, a placement, an attack…) and where ships may be given an NADC.
 */
export function actingHexes(actions: HexActions, legal: readonly Action[], view: PlayerView | null): string[] {
  const hexes = new Set<string>();
  for (const place of actions.byPlace.keys()) if (place !== 'holdingBox') hexes.add(place);
  if (view) {
    for (const a of legal) {
      if (a.type !== 'orderShip') continue;
      const p = shipPlace(view, a.ship);
      if (p && p !== 'holdingBox') hexes.add(p);
    }
  }
  return [...hexes].sort();
}

/** The next (or previous) of `hexes` after `from`, wrapping round; the first when `from` is not among them. */
export function cycle(hexes: readonly string[], from: string | null, back = false): string | null {
  if (hexes.length === 0) return null;
  const i = from === null ? -1 : hexes.indexOf(from);
  if (i < 0) return back ? hexes[hexes.length - 1]! : hexes[0]!;
  return hexes[(i + (back ? hexes.length - 1 : 1)) % hexes.length]!;
}
