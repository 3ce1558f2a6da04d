import { boundsOf, type Rect } from './fitBounds';

/** A d3-zoom transform as numbers: screen = content × k + (x, y). */
export interface ViewTransform {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

/** A margin kept around the fitted view, as a share of the surface. */
const MARGIN = 0.02;

/** Where `span` (a view's extent in drawing units) starts to be centred on `centre`, kept inside [lo, hi] when it fits. */
function place(centre: number, span: number, lo: number, hi: number): number {
  if (span >= hi - lo) return (lo + hi) / 2 - span / 2;
  return Math.min(Math.max(centre - span / 2, lo), hi - span);
}

/** Whether all of `rect` (drawing units) is in sight through `view`, inside the margin. */
export function inSight(view: ViewTransform, surface: { readonly width: number; readonly height: number }, rect: Rect): boolean {
  const mx = surface.width * MARGIN;
  const my = surface.height * MARGIN;
  const left = rect.x * view.k + view.x;
  const top = rect.y * view.k + view.y;
  return left >= mx && top >= my && left + rect.width * view.k <= surface.width - mx && top + rect.height * view.k <= surface.height - my;
}

/**
 * Whether any of `rects` (drawing units: one a hex) is in sight through `view` and clear of every box of
 * `covered` (what lies over the map — its controls, its key —, px from the surface's top left): one of
 * them can be tapped where it is.
 */
export function anyInSight(view: ViewTransform, surface: { readonly width: number; readonly height: number }, rects: readonly Rect[], covered: readonly Rect[]): boolean {
  const onScreen = (r: Rect): Rect => ({ x: r.x * view.k + view.x, y: r.y * view.k + view.y, width: r.width * view.k, height: r.height * view.k });
  const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  return rects.some((r) => inSight(view, surface, r) && !covered.some((c) => overlaps(onScreen(r), c)));
}

/**
 * The view that brings `rect` (drawing units) into sight: the same view when it is in sight already
 * (inside the margin); else the same zoom, centred on it — zoomed out only as far as it takes to fit,
 * never in.
 */
export function revealView(view: ViewTransform, surface: { readonly width: number; readonly height: number }, rect: Rect): ViewTransform {
  return inSight(view, surface, rect) ? view : centreView(view, surface, rect);
}

/** The view centred on `rect` (drawing units) at the same zoom — zoomed out only as far as it takes to fit, never in. */
export function centreView(view: ViewTransform, surface: { readonly width: number; readonly height: number }, rect: Rect): ViewTransform {
  const mx = surface.width * MARGIN;
  const my = surface.height * MARGIN;
  const k = Math.min(view.k, (surface.width - 2 * mx) / rect.width, (surface.height - 2 * my) / rect.height);
  return { k, x: surface.width / 2 - (rect.x + rect.width / 2) * k, y: surface.height / 2 - (rect.y + rect.height / 2) * k };
}

/**
 * The default view of the map (the ⤢ button and the 0 key return to it). The theatre (`theatre`, from
 * theatreRects: land, coastal sea, the Holding Box) is about twice as tall as it is wide, and a
 * landscape screen is the other way round: fitting all of it leaves half the screen empty and the
 * counters unreadable. So the view zooms in as far as it can while all of `focus` (the rows that must
 * be in view, focusRect) stays in view, but no further than the theatre's width filling the surface;
 * it centres on the focus, kept inside the theatre, and on the columns of land and coast of the rows
 * it shows. On a screen as tall as the theatre (a tablet upright) that is the whole theatre.
 */
export function fitView(surface: { readonly width: number; readonly height: number }, theatre: readonly Rect[], focus: Rect): ViewTransform {
  const b = boundsOf(theatre);
  const w = surface.width * (1 - 2 * MARGIN);
  const h = surface.height * (1 - 2 * MARGIN);
  const k = Math.min(w / focus.width, h / focus.height, w / b.width);
  const viewW = surface.width / k;
  const viewH = surface.height / k;
  const top = place(focus.y + focus.height / 2, viewH, b.y - MARGIN * viewH, b.y + b.height + MARGIN * viewH);
  const rows = theatre.filter((r) => r.y + r.height / 2 >= top && r.y + r.height / 2 <= top + viewH);
  const shown = boundsOf(rows.length > 0 ? rows : theatre);
  const left = place(shown.x + shown.width / 2, viewW, b.x - MARGIN * viewW, b.x + b.width + MARGIN * viewW);
  return { k, x: -left * k, y: -top * k };
}
