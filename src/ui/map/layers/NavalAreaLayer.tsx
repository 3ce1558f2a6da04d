import { memo } from 'react';
import { neighbours } from '../../../engine/hex';
import { NAVAL_AREAS } from '../../../engine/map/types';
import type { LayerProps } from './layerProps';
import { AREA_LINE } from './mapColours';

/** 2.2: naval areas divided by blue-dotted lines, each marked with its big roman numeral. */
export const NavalAreaLayer = memo(function NavalAreaLayer({ map, geometry }: LayerProps) {
  const s = geometry.size;
  const boundaries: { key: string; a: string; b: string }[] = [];
  for (const id of Object.keys(map.hexes).sort()) {
    const area = map.hexes[id]?.seaArea;
    if (!area) continue;
    for (const n of neighbours(id)) {
      const other = map.hexes[n]?.seaArea;
      if (other && other !== area && id < n) boundaries.push({ key: `${id}-${n}`, a: id, b: n });
    }
  }
  const labels = NAVAL_AREAS.flatMap((area) => {
    const ids = Object.keys(map.hexes).filter((id) => map.hexes[id]?.seaArea === area);
    if (ids.length === 0) return [];
    const cx = ids.reduce((t, id) => t + geometry.center(id).x, 0) / ids.length;
    const cy = ids.reduce((t, id) => t + geometry.center(id).y, 0) / ids.length;
    // the area's own hex nearest its centroid, so the numeral sits inside the area
    const at = ids.sort().reduce((best, id) => {
      const d = (p: string) => (geometry.center(p).x - cx) ** 2 + (geometry.center(p).y - cy) ** 2;
      return d(id) < d(best) ? id : best;
    });
    return [{ area, at: geometry.center(at) }];
  });
  return (
    <g className="naval-area-layer" data-layer="naval-areas">
      <g stroke={AREA_LINE} strokeWidth={s / 9} strokeLinecap="round" strokeDasharray={`0.1 ${s / 4}`} fill="none">
        {boundaries.map(({ key, a, b }) => {
          const [p, q] = geometry.edge(a, b);
          return <line key={key} data-hexside={key} x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
        })}
      </g>
      {labels.map(({ area, at }) => (
        <text
          key={area}
          className="naval-area-numeral"
          data-area={area}
          x={at.x}
          y={at.y}
          dy="0.35em"
          textAnchor="middle"
          fontSize={s * 1.3}
          fontFamily="Georgia, 'Times New Roman', serif"
          fontWeight={700}
          fill={AREA_LINE}
          fillOpacity={0.55}
        >
          {area}
        </text>
      ))}
    </g>
  );
});
