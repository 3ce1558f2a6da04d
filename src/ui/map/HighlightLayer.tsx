import { memo } from 'react';
import { t } from '../i18n';
import type { HexActions } from '../play/useHexActions';
import type { HexGeometry } from './hexGeometry';
import '../naval/naval.css';

const KIND: Readonly<Record<string, string>> = {
  beginAttack: 'attack', resolveAssault: 'attack', intercept: 'attack', retreat: 'retreat', moveStep: 'move', sail: 'move', beginMove: 'own',
  embark: 'own', debark: 'move', raid: 'attack', infernalMachine: 'attack',
};

/**
 * Hexes where a click does something now, tinted by what it does (each marked data-legal: a click there
 * takes a legal action); during a land move, the cost to reach each; during a naval move (7.2), the
 * hexes of the stack's goal stand out with the number of hexes of the way, the other waypoints faintly.
 * Memoised: it redraws when the actions, the geometry or the language (`lang`, for the costs' words) change.
 */
export const HighlightLayer = memo(function HighlightLayer({ actions, geometry }: { actions: HexActions; geometry: HexGeometry; lang: string }) {
  const places = [...actions.byPlace].filter(([p]) => p !== 'holdingBox');
  const reach = [...actions.reach].filter(([p]) => p !== 'holdingBox');
  const sail = actions.sail;
  const kind = (hex: string, type: string) => {
    if (type === 'sail' && sail) return sail.goals.has(hex) ? 'goal' : 'waypoint';
    return KIND[type] ?? 'place';
  };
  return (
    <g className="highlight-layer" pointerEvents="none">
      {reach.map(([hex, r]) => {
        const c = geometry.center(hex);
        return (
          <g key={`r${hex}`} data-reach={hex} data-legal="true">
            <polygon className="hl hl-reach" points={geometry.polygon(hex)} />
            <text x={c.x} y={c.y + geometry.size * 0.75} textAnchor="middle" className="hl-cost" fontSize={geometry.size * 0.42}>
              {t('counter.mp', { cost: r.cost })}
            </text>
          </g>
        );
      })}
      {places.map(([hex, list]) => {
        const k = kind(hex, list[0]!.type);
        const steps = k === 'goal' ? sail?.steps.get(hex) : undefined;
        const c = geometry.center(hex);
        return (
          <g key={hex}>
            <polygon data-highlight={hex} data-legal="true" data-kind={k} className={`hl hl-${k}`} points={geometry.polygon(hex)} />
            {steps !== undefined && (
              <text x={c.x} y={c.y + geometry.size * 0.2} textAnchor="middle" className="hl-steps" fontSize={geometry.size * 0.55} data-steps={hex}>
                {steps}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
});
