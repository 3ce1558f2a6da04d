import type { GameMap, Town } from '../../engine';
import type { HexGeometry, Point } from './hexGeometry';
import type { Rect } from './fitBounds';
import { LABEL_FONT } from './mapScale';
import { oncePerMap } from './oncePerMap';

export type LabelSide = 'west' | 'east';
export const otherSide = (side: LabelSide): LabelSide => (side === 'west' ? 'east' : 'west');

/** A town's name plate: beside its hex (a port's on the sea side, west; an inland town's east), never over the hex's counters. */
export interface TownLabel {
  readonly hex: string;
  readonly town: Town;
  /** Where the plate is pinned: the hex's west or east edge, at its middle. It grows away from the hex. */
  readonly anchor: Point;
  /** Its side by choice (a port's west, an inland town's east); placeLabels may put it on the other. */
  readonly side: LabelSide;
  /** Where it is pinned on either side. */
  readonly anchors: Readonly<Record<LabelSide, Point>>;
  /** The square the hex's counters cover (the hex's middle), which another town's plate keeps clear of. */
  readonly counters: Rect;
  /** Its size at scale 1, in drawing units (an estimate from the name's length: no layout is asked). */
  readonly width: number;
  readonly height: number;
}

/** The VP badge's radius and the gap between the badge and the name, at scale 1. */
export const BADGE_R = LABEL_FONT * 0.55;
export const GAP = LABEL_FONT * 0.25;
const CHAR = LABEL_FONT * 0.56;
/** Half the side of the square a hex's counters cover, as a share of the hex's size (a counter at its largest is about 1.4 × 21 units in a 20-unit hex). */
const COUNTER_HALF = 0.7;

/** Every town's label, most important first: Victory Points, then forts, then ports, then by hex (worked out once a map). */
export const townLabels = oncePerMap(function townLabels(map: GameMap, geometry: HexGeometry): readonly TownLabel[] {
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
      const side: LabelSide = town.port ? 'west' : 'east';
      const edge = geometry.size * 0.8;
      const anchors = { west: { x: c.x - edge, y: c.y }, east: { x: c.x + edge, y: c.y } };
      const half = geometry.size * COUNTER_HALF;
      return {
        hex,
        town,
        side,
        anchor: anchors[side],
        anchors,
        counters: { x: c.x - half, y: c.y - half, width: 2 * half, height: 2 * half },
        width: town.name.length * CHAR + (town.vp > 0 ? 2 * BADGE_R + GAP : 0) + GAP,
        height: LABEL_FONT * 1.3,
      };
    });
});

/** A label's box in drawing units at `scale`, on its own side or on `side`. */
export function labelBox(label: TownLabel, scale: number, side: LabelSide = label.side): Rect {
  const w = label.width * scale;
  const h = label.height * scale;
  const anchor = label.anchors[side];
  return { x: side === 'west' ? anchor.x - w : anchor.x, y: anchor.y - h / 2, width: w, height: h };
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where the plates go at one zoom: the ones left out, and the ones put on the other side of their hex. */
export interface LabelPlacement {
  readonly hidden: ReadonlySet<string>;
  readonly flipped: ReadonlySet<string>;
}

/**
 * The plates at `scale`, in order of importance: each on its own side if it covers neither a plate
 * already shown nor another town's hex (where its counters and its name's owner stand), else on the other
 * side if that is clear; else a town with Victory Points keeps its plate where it overlaps no plate
 * (a town's hex covered rather than its Victory Points unsaid), and the others are left out. The
 * Arequipa plate lay over Puno at the default zoom, and Puno's was hidden under it (QA round 8).
 */
export function placeLabels(labels: readonly TownLabel[], scale: number): LabelPlacement {
  const shown: Rect[] = [];
  const hidden = new Set<string>();
  const flipped = new Set<string>();
  const clearOfPlates = (box: Rect) => !shown.some((s) => overlap(s, box));
  const clearOfTowns = (l: TownLabel, box: Rect) => !labels.some((o) => o.hex !== l.hex && overlap(o.counters, box));
  for (const l of labels) {
    const sides = [l.side, otherSide(l.side)];
    const side =
      sides.find((sd) => {
        const box = labelBox(l, scale, sd);
        return clearOfPlates(box) && clearOfTowns(l, box);
      }) ?? (l.town.vp > 0 ? sides.find((sd) => clearOfPlates(labelBox(l, scale, sd))) : undefined);
    if (side === undefined) {
      hidden.add(l.hex);
      continue;
    }
    if (side !== l.side) flipped.add(l.hex);
    shown.push(labelBox(l, scale, side));
  }
  return { hidden, flipped };
}

/** The labels left out at `scale` (placeLabels). */
export function hiddenLabels(labels: readonly TownLabel[], scale: number): ReadonlySet<string> {
  return placeLabels(labels, scale).hidden;
}

/** The boxes of the plates shown at `scale`, each on the side placeLabels puts it. */
export function shownLabelBoxes(labels: readonly TownLabel[], scale: number): Rect[] {
  const { hidden, flipped } = placeLabels(labels, scale);
  return labels.filter((l) => !hidden.has(l.hex)).map((l) => labelBox(l, scale, flipped.has(l.hex) ? otherSide(l.side) : l.side));
}
