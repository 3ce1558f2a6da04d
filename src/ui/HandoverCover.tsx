import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hexName, sideInSentence, sideWithArticle } from './describe';
import { pendingPrompt } from './play/pendingPrompt';
import { RollBeforeHandover } from './play/RollBeforeHandover';
import { battleAtTheTable, rollsBeforeHandover } from './play/seat';
import { useGameStore, useSideToAct } from './store';

/**
 * Hot seat: when the side that must act is not the player at the screen, this cover replaces the whole
 * board (nothing of the previous player's secrets stays in the page) until the next player takes over.
 * If the player who just acted rolled dice, he first sees them and their result (issue 18), and
 * dismisses them himself; only then does the cover ask for the device. A naval combat in hot seat is
 * fought at the table (7.9): the cover calls both players once, not the firing side at every shot; when
 * the roller's own dice brought it about, his dice screen makes that call itself (issue 20).
 */
export function HandoverCover() {
  const { t } = useTranslation();
  const game = useGameStore((s) => s.game);
  const takeOver = useGameStore((s) => s.takeOver);
  // The step's key is a string (a stable selection); the step itself is rebuilt only when the key changes.
  const rollKey = useGameStore((s) => rollsBeforeHandover(s)?.key ?? null);
  const rollStep = useMemo(() => (rollKey ? rollsBeforeHandover(useGameStore.getState()) : null), [rollKey]);
  const dismissRolls = useGameStore((s) => s.dismissRolls);
  const next = useSideToAct();
  const atTheTable = useGameStore(battleAtTheTable);
  if (!next) return null;
  const combat = game.naval.combat;
  if (rollStep) {
    // 7.9: the dice that brought a battle about are shown with the call to both players, and one tap
    // opens the battle: the board stays unrendered from the roller's dice to the battle's open view.
    const call = rollStep.battle === 'begins' && atTheTable && combat ? { place: hexName(combat.hex), first: atTheTable } : undefined;
    const done = () => {
      dismissRolls(rollStep.key);
      if (call) takeOver('observer');
    };
    return <RollBeforeHandover step={rollStep} call={call} onDone={done} />;
  }
  if (atTheTable && combat) {
    // 7.9: both players come to the screen for the battle; it shows only what both may see.
    return (
      <div className="handover" data-testid="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
        <div className="handover-card battle-call">
          <h2 id="handover-title">{t('handover.battleTitle', { place: hexName(combat.hex) })}</h2>
          <p>{t('handover.battle', { side: sideInSentence(atTheTable) })}</p>
          <p className="handover-note">{t('handover.battleNote')}</p>
          <button type="button" autoFocus onClick={() => takeOver('observer')}>
            {t('handover.battleButton')}
          </button>
        </div>
      </div>
    );
  }
  const decision = game.pending.at(-1);
  const side = sideInSentence(next);
  const adjective = t(next === 'chile' ? 'sides.chileAdj' : 'sides.alliedAdj');
  return (
    <div className="handover" data-testid="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">
      <div className={`handover-card side-${next}`}>
        <h2 id="handover-title">{t('handover.title', { side: sideWithArticle(next) })}</h2>
        <p>{decision ? t('handover.mustDecide', { side, prompt: pendingPrompt(game, decision), context: next }) : t('handover.turn', { side: adjective })}</p>
        <p className="handover-note">{t('handover.note', { side: sideWithArticle(next) })}</p>
        <button type="button" autoFocus onClick={() => takeOver(next)}>
          {t('handover.button', { side: adjective })}
        </button>
      </div>
    </div>
  );
}
