import { getMap, type Action, type PlayerView } from '../../engine';
import { foughtHere } from '../../engine/naval/foughtHere';
import { portLackingProvisions } from '../../engine/naval/provisions';
import { sailDistances, sailPlan } from '../../engine/naval/sailPlan';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { hexName, placeName } from '../describe';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { isBlockade } from './blockadeRisk';
import { fleetName } from './fleetName';
import { movableStacks, shownStack } from './shownStack';

/**
 * 7.2 / 7.3 / 7.8: the Naval Movement Phase in the prompt — which stack's moves are lit and where it
 * must go, the way to the nearest hex of its goal (its length, the Supply Column spent leaving port, the
 * enemy warships that could intercept on it), or which port lacks the Supply Column it needs to leave.
 * Worked out from the player's own view.
 */
export function SailPrompt({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const selectedPiece = useGameStore((s) => s.selectedPiece);
  const focusMap = useGameStore((s) => s.focusMap);
  if (view.phase !== 'navalMovement' || view.pending.length > 0) return null;
  const stack = shownStack(view, legal, selectedPiece);
  if (!stack) return null;
  const map = getMap(view.options);
  const fleet = fleetName(stack.ships);
  const place = placeName(stack.at);
  const waiting = movableStacks(view, legal).filter((s) => s.status === 'waiting');
  const lack = portLackingProvisions(publicRecords(view), map, stack);
  if (lack) {
    return (
      <div className="naval-prompt" data-testid="sail-prompt">
        <p className="risk" data-testid="no-provisions">{t('navalTable.sail.noProvisions', { fleet, place: placeName(lack), count: stack.ships.length })}</p>
        {waiting.length > 1 && <p>{t('navalTable.sail.choose', { count: waiting.length })}</p>}
      </div>
    );
  }
  // 7.2: once in its NADC area the stack may stop or sail on inside it; there is no nearer goal to show.
  const here = stack.at.kind === 'hex' ? map.hexes[stack.at.hex] : undefined;
  const inArea = stack.area !== null && here?.terrain === 'sea' && here.seaArea === stack.area;
  // 7.9: short of its area after a battle, the ships it left free may stop with the ones it held.
  const afterBattle = !inArea && stack.area !== null && stack.status === 'sailing' && foughtHere(publicRecords(view), stack);
  const goal = inArea ? null : sailDistances(view, map, stack).goal;
  // A Chilean fleet returning with no NADC whose nearest goal is a sea hex of the box's area puts into the box from there.
  const intoBox = (hex: string) => {
    const h = map.hexes[hex];
    return stack.side === 'chile' && stack.area === null && h?.terrain === 'sea' && h.seaArea === map.holdingBox.navalArea;
  };
  const plan = goal ? sailPlan(view, map, stack, goal) : null;
  // 7.2 / 7.9: a stack under way is told it may end its movement only where the engine lists that.
  const mayStop = legal.some((a) => a.type === 'endMove' && a.stack === stack.id);
  const head =
    stack.status === 'sailing'
      ? t(mayStop ? 'navalTable.sail.sailingMayStop' : 'navalTable.sail.sailing', { fleet, place, count: stack.ships.length })
      : stack.area === null
        ? // 4.1 / 7.2: Chile's fleets may also make for the Holding Box, entered from a hex of its area.
          t(stack.side === 'chile' ? 'navalTable.sail.toPortOrBox' : 'navalTable.sail.toPort', { fleet, place, count: stack.ships.length, area: map.holdingBox.navalArea })
        : t('navalTable.sail.toArea', { fleet, place, area: stack.area, count: stack.ships.length });
  return (
    <div className="naval-prompt" data-testid="sail-prompt">
      <p>
        <strong>{head}</strong>
      </p>
      {inArea && stack.area !== null && <p>{t('navalTable.sail.inArea', { area: stack.area })}</p>}
      {afterBattle && stack.area !== null && <p data-testid="after-battle">{t('navalTable.sail.afterBattle', { area: stack.area })}</p>}
      {plan && (
        <div data-testid="sail-plan">
          <p>
            {/* The box's entrance named as such: "hex 2825", under the tray, read as a hex to stop in (table QA round 11). */}
            {intoBox(plan.to)
              ? t('navalTable.sail.nearestBox', { hex: hexName(plan.to), area: map.holdingBox.navalArea, count: plan.path.length })
              : t('navalTable.sail.nearest', { hex: hexName(plan.to), count: plan.path.length })}
            {plan.provisions ? ` ${t('navalTable.sail.provisions')}` : ''}{' '}
            {/* The goal may lie off screen (a returning fleet's port, after the recap had panned the map
                away: QA round 6): the way is brought into view. */}
            <button type="button" className="log-link show-way" data-testid="show-way" onClick={() => focusMap([...(stack.at.kind === 'hex' ? [stack.at.hex] : []), ...plan.path])}>
              {t('navalTable.sail.showWay')}
            </button>
          </p>
          {plan.risks.length === 0 ? (
            <p>{t('navalTable.sail.noRisk', { hex: hexName(plan.to) })}</p>
          ) : (
            <>
              <p className="risk">{t('navalTable.sail.risks', { hex: hexName(plan.to) })}</p>
              <ul data-testid="interception-risks">
                {plan.risks.map((r) => (
                  <li key={r.from} className="risk">
                    {isBlockade(view, map, stack, r)
                      ? t('navalTable.sail.riskBlockade', { fleet: fleetName(r.ships), hex: hexName(r.from), count: r.ships.length })
                      : r.distance === 0
                      ? t('navalTable.sail.riskAutomatic', { fleet: fleetName(r.ships), hex: hexName(r.from), count: r.ships.length })
                      : r.chance === 0
                      ? t('navalTable.sail.riskNone', { fleet: fleetName(r.ships), hex: hexName(r.from), at: hexName(r.at), count: r.distance })
                      : t('navalTable.sail.risk', { fleet: fleetName(r.ships), hex: hexName(r.from), at: hexName(r.at), count: r.distance, chance: Math.round(r.chance * 100) })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {stack.status === 'waiting' && waiting.length > 1 && <p>{t('navalTable.sail.choose', { count: waiting.length })}</p>}
    </div>
  );
}
