import { memo } from 'react';
import type { LayerProps } from './layerProps';

/** Railroads of 1879 (8.6: 1 MP along a connected line), centre to centre, with crossties. */
export const RailroadLayer = memo(function RailroadLayer({ map, geometry }: LayerProps) {
  const w = geometry.size / 12;
  return (
    <g className="railroad-layer" data-layer="railroads" fill="none" strokeLinecap="butt">
      {map.railroads.map(([a, b]) => {
        const p = geometry.center(a);
        const q = geometry.center(b);
        return (
          <g key={`${a}-${b}`} data-link={`${a}-${b}`}>
            <line x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke="#222" strokeWidth={w} />
            <line x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke="#222" strokeWidth={w * 4} strokeDasharray={`${w} ${w * 3}`} />
          </g>
        );
      })}
    </g>
  );
});
