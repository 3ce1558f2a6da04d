import { memo } from 'react';
import type { LayerProps } from './layerProps';
import { RIVER_BLUE } from './mapColours';

/** River hexsides (8.6: +2 MP to cross; 8.9: +1 to the defender), drawn along the shared hexside. */
export const RiverLayer = memo(function RiverLayer({ map, geometry }: LayerProps) {
  return (
    <g className="river-layer" data-layer="rivers" stroke={RIVER_BLUE} strokeWidth={geometry.size / 6} strokeLinecap="round" fill="none">
      {map.rivers.map(([a, b]) => {
        const [p, q] = geometry.edge(a, b);
        return <line key={`${a}-${b}`} data-hexside={`${a}-${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
      })}
    </g>
  );
});
