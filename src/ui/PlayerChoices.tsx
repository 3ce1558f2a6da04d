import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { atLineStart } from './i18n/atLineStart';

export type Players = Record<'chile' | 'allied', string>;

const KINDS = ['human', 'random', 'heuristic', 'search'] as const;
const isBot = (kind: string): kind is 'random' | 'heuristic' | 'search' => kind === 'random' || kind === 'heuristic' || kind === 'search';

/**
 * The new-game screen's players: who plays each side, a human or one of the bots (src/bots/bots.ts), and
 * under a side given a bot one line on what that bot is — "random / heuristic / search (strongest)" were
 * names alone to a first-time player (QA, tablet).
 */
export function PlayerChoices({ players, onChange }: { players: Players; onChange(players: Players): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend>{t('newGame.players')}</legend>
      {(['chile', 'allied'] as const).map((side) => {
        const kind = players[side];
        const hintId = `${id}-${side}-hint`;
        return (
          <div key={side} className="player-choice">
            <label className="option choice">
              <span>{atLineStart(t(`sides.${side}`), i18n.language)}</span>
              <select
                aria-label={atLineStart(t(`sides.${side}`), i18n.language)}
                aria-describedby={isBot(kind) ? hintId : undefined}
                value={kind}
                onChange={(e) => onChange({ ...players, [side]: e.target.value })}
              >
                {KINDS.map((p) => (
                  <option key={p} value={p}>{t(`bot.${p}`)}</option>
                ))}
              </select>
            </label>
            {isBot(kind) && <small id={hintId} className="player-hint" data-testid={`player-hint-${side}`}>{t(`newGame.botAbout.${kind}`)}</small>}
          </div>
        );
      })}
    </fieldset>
  );
}
