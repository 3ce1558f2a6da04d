import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useEffect, useRef, type RefObject } from 'react';

export interface PanZoom {
  zoomBy(k: number): void;
  panBy(dx: number, dy: number): void;
  fit(): void;
}

/**
 * Pan and zoom of the map by mouse drag, wheel, touch (pinch) and keyboard, with d3-zoom: it handles
 * the gestures of every input device better than hand-written code would. `fitTo` is the content's
 * size; the view starts fitted to the window.
 */
export function usePanZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  contentRef: RefObject<SVGGElement | null>,
  fitTo: { width: number; height: number },
): PanZoom {
  // The transform goes straight onto the content group: panning re-renders nothing in React.
  const transform = useRef<ZoomTransform>(zoomIdentity);
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);

  const fitTransform = () => {
    const svg = svgRef.current;
    const w = svg?.clientWidth || 1000;
    const h = svg?.clientHeight || 700;
    const k = Math.min(w / fitTo.width, h / fitTo.height) * 0.96;
    return zoomIdentity.translate((w - fitTo.width * k) / 2, (h - fitTo.height * k) / 2).scale(k);
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const z = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.2, 12])
      .on('zoom', (e: { transform: ZoomTransform }) => {
        transform.current = e.transform;
        contentRef.current?.setAttribute('transform', e.transform.toString());
      });
    behaviour.current = z;
    const sel = select(svg);
    sel.call(z).on('dblclick.zoom', null);
    sel.call(z.transform, fitTransform());
    return () => {
      sel.on('.zoom', null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svgRef, fitTo.width, fitTo.height]);

  const act = (f: (z: ZoomBehavior<SVGSVGElement, unknown>, svg: SVGSVGElement) => void) => {
    if (behaviour.current && svgRef.current) f(behaviour.current, svgRef.current);
  };
  return {
    zoomBy: (k) => act((z, svg) => select(svg).call(z.scaleBy, k)),
    panBy: (dx, dy) => act((z, svg) => select(svg).call(z.translateBy, dx / transform.current.k, dy / transform.current.k)),
    fit: () => act((z, svg) => select(svg).call(z.transform, fitTransform())),
  };
}
