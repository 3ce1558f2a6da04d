import { memo } from 'react';
import type { PlayerView } from '../../engine';
import type { HexGeometry } from './hexGeometry';

/**
 * Naval stacks under way (7.2): the hexes sailed so far (both players see them) and, for the owner
 * only, the rest of the planned route (viewFor leaves it out of the opponent's view altogether).
 */
export const RouteLayer = memo(function RouteLayer({ view, geometry }: { view: PlayerView; geometry: HexGeometry }) {
  // Routes belong to the Naval Movement Phase in which they are sailed.
  if (view.phase !== 'navalMovement') return null;
  const line = (hexes: readonly string[]) => hexes.map((h) => geometry.center(h)).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  return (
    <g className="route-layer" pointerEvents="none">
      {view.naval.stacks.map((s) => (
        <g key={s.id} data-route={s.id}>
          {s.sailed.length > 1 && <polyline points={line(s.sailed)} className={`route-sailed side-${s.side}`} />}
          {s.route.length > 0 && s.sailed.length > 0 && <polyline points={line([s.sailed.at(-1)!, ...s.route])} className={`route-planned side-${s.side}`} data-planned={s.id} />}
        </g>
      ))}
    </g>
  );
});
