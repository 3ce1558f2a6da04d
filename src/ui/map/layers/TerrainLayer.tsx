import { memo } from 'react';
import type { Terrain } from '../../../engine/map/types';
import type { LayerProps } from './layerProps';
import { TERRAIN_FILL, TERRAIN_INK } from './mapColours';
import { terrainOutlines } from './terrainOutlines';

const TERRAINS: readonly Terrain[] = ['sea', 'lake', 'clear', 'rough', 'mountain', 'desert', 'saltDesert'];

export const terrainPatternId = (t: Terrain) => `wotp-terrain-${t}`;

/** One pattern per terrain, scaled to the hex: readable whole-map and close up. */
function TerrainPatterns({ size }: { size: number }) {
  const s = size / 2; // pattern tile
  return (
    <defs>
      {TERRAINS.map((t) => {
        const ink = TERRAIN_INK[t];
        return (
          <pattern key={t} id={terrainPatternId(t)} patternUnits="userSpaceOnUse" width={s} height={s}>
            <rect width={s} height={s} fill={TERRAIN_FILL[t]} />
            {t === 'mountain' && (
              // diagonal hatching
              <path d={`M0,${s} L${s},0 M${-s / 4},${s / 4} L${s / 4},${-s / 4} M${(3 * s) / 4},${(5 * s) / 4} L${(5 * s) / 4},${(3 * s) / 4}`} stroke={ink} strokeWidth={s / 9} />
            )}
            {t === 'rough' && (
              // small broken-ground chevrons
              <path d={`M${s * 0.15},${s * 0.7} L${s * 0.35},${s * 0.45} L${s * 0.55},${s * 0.7}`} fill="none" stroke={ink} strokeWidth={s / 14} />
            )}
            {t === 'desert' && (
              <>
                <circle cx={s * 0.25} cy={s * 0.25} r={s / 14} fill={ink} />
                <circle cx={s * 0.75} cy={s * 0.75} r={s / 14} fill={ink} />
              </>
            )}
            {t === 'saltDesert' && (
              // salt crust: little crosses
              <path d={`M${s * 0.2},${s * 0.3} h${s * 0.2} M${s * 0.3},${s * 0.2} v${s * 0.2} M${s * 0.6},${s * 0.7} h${s * 0.2} M${s * 0.7},${s * 0.6} v${s * 0.2}`} stroke={ink} strokeWidth={s / 14} />
            )}
            {t === 'lake' && <path d={`M0,${s * 0.5} q${s / 4},${-s / 6} ${s / 2},0 t${s / 2},0`} fill="none" stroke={ink} strokeWidth={s / 14} />}
          </pattern>
        );
      })}
    </defs>
  );
}

/** Terrain of every hex (8.6): sea blue, land tinted and patterned per terrain type; impassable hexsides. */
export const TerrainLayer = memo(function TerrainLayer({ map, geometry }: LayerProps) {
  const outlines = terrainOutlines(map, geometry);
  return (
    <g className="terrain-layer" data-layer="terrain">
      <TerrainPatterns size={geometry.size} />
      {TERRAINS.filter((t) => outlines.has(t)).map((t) => (
        <path
          key={t}
          data-terrain={t}
          d={outlines.get(t)}
          fill={`url(#${terrainPatternId(t)})`}
          stroke={t === 'sea' ? '#b7d7f0' : '#b9a98a'}
          strokeWidth={geometry.size / 30}
        />
      ))}
      <g className="impassable" data-layer="impassable" stroke="#7a1f12" strokeWidth={geometry.size / 5} strokeLinecap="round">
        {map.impassable.map(([a, b]) => {
          const [p, q] = geometry.edge(a, b);
          // 8.6: impassable hexside (lake water between two land hexes)
          return <line key={`${a}-${b}`} data-hexside={`${a}-${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} />;
        })}
      </g>
    </g>
  );
});
