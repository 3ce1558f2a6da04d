import { useTranslation } from 'react-i18next';
import type { PlayerView, Side } from '../../engine';
import { overstackedHexes } from '../../engine/stacking/overstackedHexes';
import { stackingLimit } from '../../engine/stacking/stackingLimit';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { hexName } from '../describe';
import './stacking.css';

/**
 * 8.1: the acting player's own hexes over the stacking limit, while he can still move units out. The
 * limit is enforced only at his next Administrative Phase, where he must eliminate the excess; nothing
 * said so until then (table QA round 4: two recruits landed at Antofagasta, which held six, and the
 * game asked for two units at the next turn's start). Not shown in the Administrative Phase itself,
 * where the engine's own decision asks for the eliminations.
 */
export function StackingWarning({ view, side }: { view: PlayerView; side: Side | null }) {
  const { t } = useTranslation();
  if (!side || view.viewer !== side || view.phase === 'administrative' || view.phase === 'setup') return null;
  const over = overstackedHexes(publicRecords(view), side);
  if (over.length === 0) return null;
  return (
    <ul className="stacking-warning" data-testid="stacking-warning" role="status">
      {over.map(({ hex, excess }) => {
        const limit = stackingLimit(publicRecords(view), hex);
        return <li key={hex}>{t('phaseHint.overStacked', { hex: hexName(hex), units: limit + excess, limit, count: excess })}</li>;
      })}
    </ul>
  );
}
