import { useTranslation } from 'react-i18next';
import type { GameEvent, PlayerView } from '../../engine';
import { eventText } from '../describe';
import { useGameStore } from '../store';

/** What the engine reckons as the game turn closes (5.5, 5.6, 5.1–5.4), told in the phase's prompt. */
const RECKONED: ReadonlySet<string> = new Set<GameEvent['type']>(['navalBonus', 'boliviaQuits', 'victoryChecked']);
const reckonedHere = (event: { readonly type: string }): event is GameEvent => RECKONED.has(event.type);

/**
 * 4.1 VII / 5.0: what the Victory Determination Phase determined, in its prompt. The Allied phase VII
 * closes the game turn: the engine awards the 5.5 bonus, takes Bolivia out of the war (5.6) and records
 * Chile's VP (judged on turns 5, 9 and 12) as it begins — and the prompt said only "nothing to do". The
 * Allied player, who ends the game turn and hands the device on at once, learnt that Bolivia had quit
 * only from the log (table QA). Chile's phase VII has nothing to determine; its prompt says when it comes.
 */
export function VictoryReckoning({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  const log = useGameStore((s) => s.log);
  if (view.phase !== 'victoryDetermination' || view.pending.length > 0 || view.result) return null;
  if (view.side === 'chile') {
    return (
      <p className="phase-hint" data-testid="victory-reckoning">
        {t('phaseHint.victoryChile')}
      </p>
    );
  }
  const record = view.vpRecord.at(-1);
  // The lines the engine logged as this phase began (nothing else happens in it before it ends).
  const reckoned = log.flatMap((e) => (e.step === view.step && reckonedHere(e.event) ? [e.event] : []));
  return (
    <div className="phase-hint" data-testid="victory-reckoning">
      {record && record.turn === view.turn && (
        <p>{t('phaseHint.victoryVp', { vp: record.chileVp, turn: view.turn })}</p>
      )}
      {reckoned.length > 0 && (
        <ul>
          {reckoned.map((e, i) => (
            <li key={i}>
              {eventText(e)}
              {e.type === 'navalBonus' && <> ({e.rule})</>}
              {e.type === 'boliviaQuits' && <> {t('phaseHint.boliviaGone')}</>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
