import type { GameMap, Town } from '../../engine';
import type { HexGeometry, Point } from './hexGeometry';
import type { Rect } from './fitBounds';
import { LABEL_FONT } from './mapScale';

/** A town's name plate: beside its hex (a port's on the sea side, west; an inland town's east), never over the hex's counters. */
export interface TownLabel {
  readonly hex: string;
  readonly town: Town;
  /** Where the plate is pinned: the hex's west or east edge, at its middle. It grows away from the hex. */
  readonly anchor: Point;
  readonly side: 'west' | 'east';
  /** Its size at scale 1, in drawing units (an estimate from the name's length: no layout is asked). */
  readonly width: number;
  readonly height: number;
}

/** The VP badge's radius and the gap between the badge and the name, at scale 1. */
export const BADGE_R = LABEL_FONT * 0.55;
export const GAP = LABEL_FONT * 0.25;
const CHAR = LABEL_FONT * 0.56;

/** Every town's label, most important first: Victory Points, then forts, then ports, then by hex. */
export function townLabels(map: GameMap, geometry: HexGeometry): TownLabel[] {
  const towns = Object.keys(map.hexes)
    .sort()
    .flatMap((hex) => {
      const town = map.hexes[hex]?.town;
      return town ? [{ hex, town }] : [];
    });
  const rank = (t: Town) => t.vp * 4 + (t.fort ? 2 : 0) + (t.port ? 1 : 0);
  return towns
    .sort((a, b) => rank(b.town) - rank(a.town) || (a.hex < b.hex ? -1 : 1))
    .map(({ hex, town }) => {
      const c = geometry.center(hex);
      const side = town.port ? 'west' : 'east';
      const edge = geometry.size * 0.8;
      return {
        hex,
        town,
        side,
        anchor: { x: c.x + (side === 'west' ? -edge : edge), y: c.y },
        width: town.name.length * CHAR + (town.vp > 0 ? 2 * BADGE_R + GAP : 0) + GAP,
        height: LABEL_FONT * 1.3,
      };
    });
}

/** A label's box in drawing units at `scale`. */
export function labelBox(label: TownLabel, scale: number): Rect {
  const w = label.width * scale;
  const h = label.height * scale;
  return { x: label.side === 'west' ? label.anchor.x - w : label.anchor.x, y: label.anchor.y - h / 2, width: w, height: h };
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The labels left out at `scale` so that none overlaps another: each, in order of importance, is shown
 * unless it would overlap one already shown (a town with Victory Points always beats one without).
 */
export function hiddenLabels(labels: readonly TownLabel[], scale: number): Set<string> {
  const shown: Rect[] = [];
  const hidden = new Set<string>();
  for (const l of labels) {
    const box = labelBox(l, scale);
    if (shown.some((s) => overlap(s, box))) hidden.add(l.hex);
    else shown.push(box);
  }
  return hidden;
}
