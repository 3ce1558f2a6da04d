import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useEffect, useRef, type RefObject } from 'react';

export interface PanZoom {
  zoomBy(k: number): void;
  panBy(dx: number, dy: number): void;
  fit(): void;
}

/**
 * Pan and zoom of the map by mouse drag, wheel, touch (pinch) and keyboard, with d3-zoom on the
 * `surface` (the element around the SVG). During a gesture the SVG is moved as one composited layer
 * with a CSS transform (no repaint of the map per frame, no React render); when the gesture ends the
 * transform is written onto the content group and the map is drawn sharp again. `fitTo` is the
 * content's size; the view starts fitted to the window.
 */
export function usePanZoom(
  surfaceRef: RefObject<HTMLDivElement | null>,
  svgRef: RefObject<SVGSVGElement | null>,
  contentRef: RefObject<SVGGElement | null>,
  fitTo: { width: number; height: number },
): PanZoom {
  const current = useRef<ZoomTransform>(zoomIdentity);
  const committed = useRef<ZoomTransform>(zoomIdentity);
  const behaviour = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);

  const fitTransform = () => {
    const el = surfaceRef.current;
    const w = el?.clientWidth || 1000;
    const h = el?.clientHeight || 700;
    const k = Math.min(w / fitTo.width, h / fitTo.height) * 0.96;
    return zoomIdentity.translate((w - fitTo.width * k) / 2, (h - fitTo.height * k) / 2).scale(k);
  };

  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const commit = () => {
      committed.current = current.current;
      contentRef.current?.setAttribute('transform', current.current.toString());
      const svg = svgRef.current;
      if (svg) svg.style.transform = '';
    };
    const z = zoom<HTMLDivElement, unknown>()
      .scaleExtent([0.2, 12])
      .on('zoom', (e: { transform: ZoomTransform; sourceEvent: unknown }) => {
        current.current = e.transform;
        const svg = svgRef.current;
        if (!e.sourceEvent || !svg) return commit(); // programmatic: draw at once
        // The change since the last committed transform, as a CSS transform of the whole SVG.
        const r = e.transform.k / committed.current.k;
        const x = e.transform.x - r * committed.current.x;
        const y = e.transform.y - r * committed.current.y;
        svg.style.transform = `translate(${x}px, ${y}px) scale(${r})`;
      })
      .on('end', commit);
    behaviour.current = z;
    const sel = select(surface);
    sel.call(z).on('dblclick.zoom', null);
    sel.call(z.transform, fitTransform());
    return () => {
      sel.on('.zoom', null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [surfaceRef, fitTo.width, fitTo.height]);

  const act = (f: (z: ZoomBehavior<HTMLDivElement, unknown>, el: HTMLDivElement) => void) => {
    if (behaviour.current && surfaceRef.current) f(behaviour.current, surfaceRef.current);
  };
  return {
    zoomBy: (k) => act((z, el) => select(el).call(z.scaleBy, k)),
    panBy: (dx, dy) => act((z, el) => select(el).call(z.translateBy, dx / current.current.k, dy / current.current.k)),
    fit: () => act((z, el) => select(el).call(z.transform, fitTransform())),
  };
}
