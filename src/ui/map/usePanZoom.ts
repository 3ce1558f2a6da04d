import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface PanZoom {
  transform: ZoomTransform;
  zoomBy(k: number): void;
  panBy(dx: number, dy: number): void;
  fit(): void;
}

/**
 * Pan and zoom of the map by mouse drag, wheel, touch (pinch) and keyboard, with d3-zoom: it handles
 * the gestures of every input device better than hand-written code would. `fitTo` is the content's
 * size; the view starts fitted to the window.
 */
export function usePanZoom(svgRef: RefObject<SVGSVGElement | null>, fitTo: { width: number; height: number }): PanZoom {
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
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
      .on('zoom', (e: { transform: ZoomTransform }) => setTransform(e.transform));
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
    transform,
    zoomBy: (k) => act((z, svg) => select(svg).call(z.scaleBy, k)),
    panBy: (dx, dy) => act((z, svg) => select(svg).call(z.translateBy, dx / transform.k, dy / transform.k)),
    fit: () => act((z, svg) => select(svg).call(z.transform, fitTransform())),
  };
}
