import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useEffect, useRef, type RefObject } from 'react';
import { boundsOf, type Rect } from './fitBounds';
import { anyInSight, centreView, revealView, type ViewTransform } from './fitView';

/** Where the view is kept while the map is not drawn (a hand-over unmounts it): null, the default view. */
export interface ViewMemory {
  load(): ViewTransform | null;
  save(view: ViewTransform | null): void;
}

export interface PanZoom {
  zoomBy(k: number): void;
  panBy(dx: number, dy: number): void;
  fit(): void;
  /** Bring a rectangle of the map into view (revealView): pan to it, zoom out only if it does not fit. */
  reveal(rect: Rect): void;
  /**
   * Bring `rects` (hexes) into view, unless one of them is in sight already, clear of the boxes of
   * `covered` (px: what lies over the map): then the view is the player's and is left as it is
   * (anyInSight). Else the view is centred on them (centreView: a hex under the map's key is in sight,
   * yet out of reach).
   */
  revealAny(rects: readonly Rect[], covered: readonly Rect[]): void;
}

/**
 * Pan and zoom of the map by mouse drag, wheel, touch (pinch) and keyboard, with d3-zoom on the
 * `surface` (the element around the SVG). During a gesture the SVG is moved as one composited layer
 * with a CSS transform (no repaint of the map per frame, no React render); when the gesture ends the
 * transform is written onto the content group and the map is drawn sharp again. `fit` gives the
 * default view for the surface's size (fitView); the view starts there, or where `memory` kept it.
 * `onCommit` hears the zoom of each committed transform (the labels and counters are scaled to it
 * without a React render).
 */
export function usePanZoom(
  surfaceRef: RefObject<HTMLDivElement | null>,
  svgRef: RefObject<SVGSVGElement | null>,
  contentRef: RefObject<SVGGElement | null>,
  fit: (surface: { width: number; height: number }) => ViewTransform,
  onCommit?: (k: number) => void,
  memory?: ViewMemory,
  onGesture?: () => void,
): PanZoom {
  const current = useRef<ZoomTransform>(zoomIdentity);
  const committed = useRef<ZoomTransform>(zoomIdentity);
  const behaviour = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);

  const latest = useRef({ fit, onCommit, memory, onGesture });
  /**
   * The gesture under way has moved the map: by more than a finger's jitter (the long press's 10 px), or
   * zoomed it. A finger resting on a hex for its card (a long press) quivers a px or two: that is no pan,
   * and it closed the card it had opened (QA round 19c). The gesture's end quiets the hovers anyway.
   */
  const moved = useRef(false);
  const startedAt = useRef<ZoomTransform>(zoomIdentity);
  /** The view is the default one (not moved by the player since): a resize of the surface fits it again. */
  const atFit = useRef(true);
  latest.current = { fit, onCommit, memory, onGesture };

  const size = () => ({ width: surfaceRef.current?.clientWidth || 1000, height: surfaceRef.current?.clientHeight || 700 });
  const fitTransform = () => {
    const v = latest.current.fit(size());
    return zoomIdentity.translate(v.x, v.y).scale(v.k);
  };

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const commit = () => {
      committed.current = current.current;
      contentRef.current?.setAttribute('transform', current.current.toString());
      const svg = svgRef.current;
      if (svg) svg.style.transform = '';
      latest.current.onCommit?.(current.current.k);
      const { x, y, k } = current.current;
      latest.current.memory?.save(atFit.current ? null : { x, y, k });
    };
    const z = zoom<HTMLDivElement, unknown>()
      .scaleExtent([0.2, 12])
      .on('start', () => {
        moved.current = false;
        startedAt.current = current.current;
      })
      .on('zoom', (e: { transform: ZoomTransform; sourceEvent: unknown }) => {
        current.current = e.transform;
        const svg = svgRef.current;
        if (e.sourceEvent) {
          atFit.current = false;
          const s0 = startedAt.current;
          if (e.transform.k !== s0.k || Math.hypot(e.transform.x - s0.x, e.transform.y - s0.y) > 10) moved.current = true;
          if (moved.current) latest.current.onGesture?.();
        }
        if (!e.sourceEvent || !svg) return commit(); // programmatic: draw at once
        // The change since the last committed transform, as a CSS transform of the whole SVG.
        const r = e.transform.k / committed.current.k;
        const x = e.transform.x - r * committed.current.x;
        const y = e.transform.y - r * committed.current.y;
        svg.style.transform = `translate(${x}px, ${y}px) scale(${r})`;
      })
      .on('end', (e: { sourceEvent: unknown }) => {
        commit();
        if (e.sourceEvent) latest.current.onGesture?.();
        moved.current = false;
      });
    behaviour.current = z;
    const sel = select(surface);
    sel.call(z).on('dblclick.zoom', null);
    // The view the player left, if the map was drawn for him before (a hand-over); else the default one.
    const kept = latest.current.memory?.load() ?? null;
    atFit.current = kept === null;
    sel.call(z.transform, kept ? zoomIdentity.translate(kept.x, kept.y).scale(kept.k) : fitTransform());
    // The surface changes size as the panels around it grow or shrink: the default view follows it.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => {
      if (atFit.current) sel.call(z.transform, fitTransform());
    });
    resized?.observe(surface);
    return () => {
      resized?.disconnect();
      sel.on('.zoom', null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [surfaceRef]);

  const act = (f: (z: ZoomBehavior<HTMLDivElement, unknown>, el: HTMLDivElement) => void) => {
    if (behaviour.current && surfaceRef.current) f(behaviour.current, surfaceRef.current);
  };
  const reveal = (rect: Rect, view = revealView) => act((z, el) => {
    const v = view(current.current, size(), rect);
    if (v.k === current.current.k && v.x === current.current.x && v.y === current.current.y) return;
    atFit.current = false;
    select(el).call(z.transform, zoomIdentity.translate(v.x, v.y).scale(v.k));
  });
  return {
    zoomBy: (k) => act((z, el) => {
      atFit.current = false;
      select(el).call(z.scaleBy, k);
    }),
    panBy: (dx, dy) => act((z, el) => {
      atFit.current = false;
      select(el).call(z.translateBy, dx / current.current.k, dy / current.current.k);
    }),
    fit: () => act((z, el) => {
      atFit.current = true;
      select(el).call(z.transform, fitTransform());
    }),
    reveal: (rect) => reveal(rect),
    revealAny: (rects, covered) => {
      const { x, y, k } = current.current;
      if (rects.length > 0 && !anyInSight({ x, y, k }, size(), rects, covered)) reveal(boundsOf(rects), centreView);
    },
  };
}
