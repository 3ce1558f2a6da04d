import { useTranslation } from 'react-i18next';
import { decisionMessage } from '../engine';
import { say, SIDE_NAMES } from './describe';
import { useGameStore, useSideToAct } from './store';

/**
 * Hot seat: when the side that must act is not the player at the screen, this cover replaces the whole
 * board (nothing of the previous player's secrets stays in the page) until the next player takes over.
 */
export function HandoverCover() {
  const { t } = useTranslation();
  const game = useGameStore((s) => s.game);
  const takeOver = useGameStore((s) => s.takeOver);
  const next = useSideToAct();
  if (!next) return null;
  const decision = game.pending.at(-1);
  const side = SIDE_NAMES[next];
  return (
    <div className="handover" data-testid="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className={`handover-card side-${next}`}>
        <h2 id="handover-title">{t('handover.title', { side })}</h2>
        <p>{decision ? t('handover.mustDecide', { side, prompt: say(decisionMessage(decision)) }) : t('handover.turn', { side })}</p>
        <p className="handover-note">{t('handover.note', { side })}</p>
        <button type="button" autoFocus onClick={() => takeOver(next)}>
          {t('handover.button', { side: t(next === 'chile' ? 'sides.chileAdj' : 'sides.alliedAdj') })}
        </button>
      </div>
    </div>
  );
}
