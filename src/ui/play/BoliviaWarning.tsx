import { useTranslation } from 'react-i18next';
import { getMap, type PlayerView, type Side } from '../../engine';
import { landUnitsIn } from '../../engine/stacking/landUnitsIn';
import { BOLIVIAN_CAPITALS, BOLIVIA_QUITS_AT_VP } from '../../engine/turn/boliviaQuits';
import { hexName } from '../describe';
import { vpSources } from '../gameOver/vpSources';
import { currentLanguage } from '../i18n';
import { useGameStore } from '../store';
import './stacking.css';

/**
 * 5.6: Bolivia quits the war at the end of a game turn in which Chile holds 7 VP or more, or Oruro and La
 * Paz — "thereby giving the Allied player an opportunity to potentially recapture". The status line said
 * only "Bolivia quits at 7", and a learner whose Chile had taken four towns on turn 2 lost every Bolivian
 * unit at the end of his own turn without having been told that this was the turn to retake them (table
 * QA round 19). Shown to the player at the screen, in either player turn of such a game turn, with what
 * would have to change; not in the Allied Victory Determination Phase, which has already reckoned it.
 */
export function BoliviaWarning({ view, side }: { view: PlayerView; side: Side | null }) {
  const { t } = useTranslation();
  const game = useGameStore((s) => s.game);
  if (!side || view.viewer !== side || view.result || !view.boliviaInWar || view.phase === 'setup') return null;
  if (view.side === 'allied' && view.phase === 'victoryDetermination') return null;
  const { hexes, bonus } = vpSources(view, getMap(view.options));
  const vp = hexes.reduce((sum, h) => sum + h.vp, bonus);
  const byVp = vp >= BOLIVIA_QUITS_AT_VP;
  const byCapitals = BOLIVIAN_CAPITALS.every((hex) => landUnitsIn(game, hex, 'chile').length > 0);
  if (!byVp && !byCapitals) return null;
  const list = (items: string[]) => new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items);
  const lines: string[] = [];
  if (side === 'chile') {
    if (byVp) lines.push(t('phaseHint.boliviaAboutToQuitChile', { vp, min: BOLIVIA_QUITS_AT_VP }));
    if (byCapitals) lines.push(t('phaseHint.boliviaCapitalsChile'));
  } else {
    if (byVp) {
      const need = vp - BOLIVIA_QUITS_AT_VP + 1;
      const held = list(hexes.map((h) => t('phaseHint.boliviaHexVp', { hex: hexName(h.hex), vp: h.vp })));
      // 5.5: the naval bonus is Chile's for good; when it alone reaches the mark, no recapture helps.
      if (need > vp - bonus) lines.push(t('phaseHint.boliviaLostToBonus', { vp, bonus, min: BOLIVIA_QUITS_AT_VP }));
      else lines.push(t(bonus > 0 ? 'phaseHint.boliviaAboutToQuitBonus' : 'phaseHint.boliviaAboutToQuit', { vp, min: BOLIVIA_QUITS_AT_VP, need, held, bonus }));
    }
    if (byCapitals) lines.push(t('phaseHint.boliviaCapitals'));
  }
  return (
    <div className="bolivia-warning" data-testid="bolivia-warning" role="status">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
