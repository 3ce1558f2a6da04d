import { memo } from 'react';
import { t } from '../i18n';
import type { HexActions } from '../play/useHexActions';
import type { HexGeometry } from './hexGeometry';

const KIND: Readonly<Record<string, string>> = {
  beginAttack: 'attack', resolveAssault: 'attack', intercept: 'attack', retreat: 'retreat', moveStep: 'move', sail: 'move', beginMove: 'own',
};

/**
 * Hexes where a click does something now, tinted by what it does; during a land move, the cost to reach
 * each. Memoised: it redraws when the actions, the geometry or the language (`lang`, for the costs' words) change.
 */
export const HighlightLayer = memo(function HighlightLayer({ actions, geometry }: { actions: HexActions; geometry: HexGeometry; lang: string }) {
  const places = [...actions.byPlace].filter(([p]) => p !== 'holdingBox');
  const reach = [...actions.reach].filter(([p]) => p !== 'holdingBox');
  return (
    <g className="highlight-layer" pointerEvents="none">
      {reach.map(([hex, r]) => {
        const c = geometry.center(hex);
        return (
          <g key={`r${hex}`} data-reach={hex}>
            <polygon className="hl hl-reach" points={geometry.polygon(hex)} />
            <text x={c.x} y={c.y + geometry.size * 0.75} textAnchor="middle" className="hl-cost" fontSize={geometry.size * 0.42}>
              {t('counter.mp', { cost: r.cost })}
            </text>
          </g>
        );
      })}
      {places.map(([hex, list]) => (
        <polygon key={hex} data-highlight={hex} className={`hl hl-${KIND[list[0]!.type] ?? 'place'}`} points={geometry.polygon(hex)} />
      ))}
    </g>
  );
});
