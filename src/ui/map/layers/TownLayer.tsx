import { t } from '../../i18n';
import { memo } from 'react';
import type { Town } from '../../../engine/map/types';
import type { LayerProps } from './layerProps';
import { NATION_COLOUR } from './mapColours';

export function Anchor({ x, y, r }: { x: number; y: number; r: number }) {
  // 2.4 port: a small anchor
  return (
    <g className="port-anchor" stroke="#143a66" strokeWidth={r / 4} fill="none" strokeLinecap="round">
      <title>{t('map.port')}</title>
      <circle cx={x} cy={y - r * 0.8} r={r * 0.22} />
      <line x1={x} y1={y - r * 0.58} x2={x} y2={y + r * 0.8} />
      <line x1={x - r * 0.45} y1={y - r * 0.2} x2={x + r * 0.45} y2={y - r * 0.2} />
      <path d={`M${x - r * 0.75},${y + r * 0.2} Q${x - r * 0.6},${y + r * 0.85} ${x},${y + r * 0.8} Q${x + r * 0.6},${y + r * 0.85} ${x + r * 0.75},${y + r * 0.2}`} />
    </g>
  );
}

export function Fort({ x, y, r }: { x: number; y: number; r: number }) {
  // 3.2, 3.3: a bastioned fort outline
  const pts = [0, 1, 2, 3, 4].map((i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return `${(x + r * Math.cos(a)).toFixed(2)},${(y + r * Math.sin(a)).toFixed(2)}`;
  });
  return (
    <polygon className="fort-mark" points={pts.join(' ')} fill="#3b3b3b" stroke="#fff" strokeWidth={r / 5}>
      <title>{t('map.fort')}</title>
    </polygon>
  );
}

function TownMark({ hex, town, geometry }: { hex: string; town: Town; geometry: LayerProps['geometry'] }) {
  const c = geometry.center(hex);
  const s = geometry.size;
  const colour = NATION_COLOUR[town.nation];
  return (
    <g className="town" data-town-hex={hex} data-town={town.name} data-nation={town.nation}>
      <circle className="town-symbol" cx={c.x} cy={c.y} r={s * 0.2} fill={colour} stroke="#fff" strokeWidth={s / 18} />
      {town.port && <Anchor x={c.x - s * 0.48} y={c.y - s * 0.38} r={s * 0.2} />}
      {town.fort && <Fort x={c.x} y={c.y - s * 0.5} r={s * 0.16} />}
    </g>
  );
}

/** Towns (2.4, 3.2): symbol in the nation's colour, port anchor, fort. Names and VP are TownLabelLayer's, above the counters. */
export const TownLayer = memo(function TownLayer({ map, geometry }: LayerProps) {
  const towns = Object.keys(map.hexes)
    .sort()
    .flatMap((hex) => {
      const town = map.hexes[hex]?.town;
      return town ? [{ hex, town }] : [];
    });
  return (
    <g className="town-layer" data-layer="towns">
      {towns.map(({ hex, town }) => (
        <TownMark key={hex} hex={hex} town={town} geometry={geometry} />
      ))}
    </g>
  );
});
