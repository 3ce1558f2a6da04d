import type { GameMap } from '../../engine';
import { boundsOf, type Rect } from './fitBounds';
import type { ViewTransform } from './fitView';
import type { HexGeometry } from './hexGeometry';
import { labelScale } from './mapScale';
import { shownLabelBoxes, type TownLabel } from './townLabels';

/** A size on screen, in px. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** What the map's controls are to leave in sight, in drawing units (keepClearOfControls). */
export interface KeepClear {
  /** Never under the controls: the land and town names of the rows the default view is for (focusRect: Callao to Antofagasta). */
  readonly focus: readonly Rect[];
  /** Better not under them: the rest of the land and names (north of Callao, south of Antofagasta). */
  readonly rest: readonly Rect[];
}

/**
 * What the map's own controls (zoom, fit, shortcuts: the column or row at the surface's top left) are
 * to leave in sight in the default view, at zoom `k`: every land hex — a port is one — and every town
 * name shown at that zoom, on the side it is shown (shownLabelBoxes at labelScale(k)),
 * split into the focus rows and the rest.
 */
export function keepClearOfControls(map: GameMap, geometry: HexGeometry, labels: readonly TownLabel[], focus: Rect): (k: number) => KeepClear {
  const land = Object.entries(map.hexes)
    .filter(([, hex]) => hex.terrain !== 'sea')
    .map(([id]) => boundsOf(geometry.corners(id).map((p) => ({ x: p.x, y: p.y, width: 0, height: 0 }))));
  const inFocus = (r: Rect) => r.y + r.height / 2 >= focus.y && r.y + r.height / 2 <= focus.y + focus.height;
  return (k) => {
    const all = [...land, ...shownLabelBoxes(labels, labelScale(k))];
    return { focus: all.filter(inFocus), rest: all.filter((r) => !inFocus(r)) };
  };
}

/** Whether any of `rects` (drawing units), seen through `view`, lies under `corner` (px from the surface's top left). */
export function underCorner(view: ViewTransform, corner: Size, rects: readonly Rect[]): boolean {
  return rects.some((r) => r.x * view.k + view.x < corner.width && r.y * view.k + view.y < corner.height && (r.x + r.width) * view.k + view.x > 0 && (r.y + r.height) * view.k + view.y > 0);
}

/** A view zoomed out to less than this share of the plain fit's zoom is "much smaller": taken only to keep the focus rows clear. */
export const NOT_MUCH_SMALLER = 0.85;

/**
 * The default view (`fit`, fitView for the theatre) with the land and the town names clear of the
 * map's controls (`corner`: their box from the surface's top left, px). The QA tester found Callao and
 * Lima under the zoom buttons on a tablet upright and on a phone, where the buttons are a row along the
 * top. When the plain fit leaves all of it clear it is kept (a laptop's view is unchanged). Else it is
 * weighed against the fit of the surface beside the controls (the column's width off the left) and
 * below them (the row's height off the top): of the views not much smaller than the plain one
 * (NOT_MUCH_SMALLER), the one that leaves all the land clear, else the focus rows, and zooms in
 * furthest; if none of those leaves the focus rows clear, the one that does, even smaller.
 */
export function fitClearOfControls(surface: Size, corner: Size, keep: (k: number) => KeepClear, fit: (surface: Size) => ViewTransform): ViewTransform {
  const whole = fit(surface);
  if (corner.width <= 0 || corner.height <= 0) return whole;
  /** 2: all clear; 1: the focus rows clear; 0: something of the focus rows under the controls. */
  const level = (view: ViewTransform) => {
    const k = keep(view.k);
    return underCorner(view, corner, k.focus) ? 0 : underCorner(view, corner, k.rest) ? 1 : 2;
  };
  const options = [{ view: whole, level: level(whole) }];
  if (options[0]!.level === 2) return whole;
  if (corner.width < surface.width) {
    const v = fit({ width: surface.width - corner.width, height: surface.height });
    const view = { ...v, x: v.x + corner.width };
    options.push({ view, level: level(view) });
  }
  if (corner.height < surface.height) {
    const v = fit({ width: surface.width, height: surface.height - corner.height });
    const view = { ...v, y: v.y + corner.height };
    options.push({ view, level: level(view) });
  }
  const better = (a: (typeof options)[number], b: (typeof options)[number]) => (b.level !== a.level ? b.level > a.level : b.view.k > a.view.k);
  const best = (pool: typeof options) => pool.reduce((a, b) => (better(a, b) ? b : a));
  const near = best(options.filter((o) => o.view.k >= NOT_MUCH_SMALLER * whole.k));
  return (near.level > 0 ? near : best(options)).view;
}
