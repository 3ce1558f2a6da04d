import { getMap, type Action, type PlayerView } from '../../engine';
import { sailDistances, sailPlan } from '../../engine/naval/sailPlan';
import { hexName } from '../describe';
import { t } from '../i18n';
import type { HexGeometry } from '../map/hexGeometry';
import { isBlockade } from './blockadeRisk';
import { fleetName } from './fleetName';
import { shownStack } from './shownStack';

/**
 * 7.2 / 7.3: on the map, the way the shown stack would sail to the nearest hex of its goal (dashed),
 * and a ring on each enemy warship hex that could intercept on it, with its chance. From the player's
 * own view; drawn only while a stack waits to sail and no decision is pending.
 */
export function SailPreview({ view, legal, selectedPiece, geometry }: { view: PlayerView; legal: readonly Action[]; selectedPiece: string | null; geometry: HexGeometry }) {
  if (view.phase !== 'navalMovement' || view.pending.length > 0) return null;
  const stack = shownStack(view, legal, selectedPiece);
  if (!stack || !legal.some((a) => a.type === 'sail' && a.stack === stack.id)) return null;
  const map = getMap(view.options);
  const here = stack.at.kind === 'hex' ? map.hexes[stack.at.hex] : undefined;
  if (stack.area !== null && here?.terrain === 'sea' && here.seaArea === stack.area) return null;
  const goal = sailDistances(view, map, stack).goal;
  const plan = goal ? sailPlan(view, map, stack, goal) : null;
  if (!plan) return null;
  const points = [...(stack.at.kind === 'hex' ? [stack.at.hex] : []), ...plan.path].map((h) => geometry.center(h)).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const r = geometry.size * 1.05;
  const fontSize = geometry.size * 0.55;
  const badgeWidth = fontSize * 2.6;
  return (
    <g className="sail-preview" pointerEvents="none" data-preview={stack.id}>
      <polyline points={points} className="route-preview" />
      {plan.risks.map((risk) => {
        const c = geometry.center(risk.from);
        const pct = Math.round(risk.chance * 100);
        // 7.6: blockaders in the port the stack leaves take no roll: the ring says so, not a chance.
        const blockade = isBlockade(view, map, stack, risk);
        return (
          <g key={risk.from} data-risk={risk.from} data-blockade={blockade || undefined}>
            <title>
              {blockade
                ? t('navalTable.sail.riskBlockade', { fleet: fleetName(risk.ships), hex: hexName(risk.from), count: risk.ships.length })
                : risk.chance === 0
                ? t('navalTable.sail.riskNone', { fleet: fleetName(risk.ships), hex: hexName(risk.from), at: hexName(risk.at), count: risk.distance })
                : t('navalTable.sail.risk', { fleet: fleetName(risk.ships), hex: hexName(risk.from), at: hexName(risk.at), count: risk.distance, chance: pct })}
            </title>
            <circle cx={c.x} cy={c.y} r={r} className="risk-ring" />
            {/* A badge on the ring's own top edge, drawn over the chits: above the ring it sat on the next hex's
                counter and read as that stack's (Arica's 0 % on Tacna's regiment), and a chit hid it (QA round 7). */}
            <rect x={c.x - badgeWidth / 2} y={c.y - r - fontSize * 0.62} width={badgeWidth} height={fontSize * 1.24} rx={fontSize * 0.3} className="risk-badge" />
            <text x={c.x} y={c.y - r} dominantBaseline="central" textAnchor="middle" className="risk-label" fontSize={fontSize}>{blockade ? '7.6' : t('navalTable.sail.riskBadge', { chance: pct })}</text>
          </g>
        );
      })}
    </g>
  );
}
