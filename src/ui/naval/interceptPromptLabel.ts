import type { Action, GameState } from '../../engine';
import type { InterceptionQuestionOdds } from '../../engine/odds';
import { t } from '../i18n';
import { rollThatFollows } from './interceptAndRoll';
import { chanceText } from './interceptionText';
import { interceptWords } from './interceptWords';
import { rollWords } from './rollWords';
import { withTransportsWords } from './withTransportsWords';

/**
 * 7.3: the prompt's button for an interception, with its odds, as a raid's has: the Interception panel
 * that gives them comes below the prompt, out of sight on a tablet or a phone (QA round 7: the odds were
 * 0 in 6 and the player never saw them). A declaration reads in the panel's and the map's words
 * (interceptWords, issue 20): "…: roll the die" when the die follows at once, "… (no roll)" when the
 * interception needs none (the hex entered, 7.3; a blockade, 7.6) — then only "it succeeds" follows, not
 * "no roll" twice. The roll reads as the panel's — "Roll the die" or "Intercept (no roll)" (rollWords),
 * the transports going along or not (withTransportsWords) — with its odds, or "it succeeds".
 * Null for a button whose odds are not known (its words are then the caller's).
 */
export function interceptPromptLabel(game: GameState, a: Action, words: string, odds: InterceptionQuestionOdds | null): string | null {
  if (!odds) return null;
  const choice =
    a.type === 'intercept' ? odds.adding.find((o) => o.hexes.at(-1) === a.hex) : a.type === 'interceptRoll' ? (a.transports ? odds.declaredWithTransports : odds.declared) : null;
  if (!choice) return null;
  const label = a.type === 'intercept' ? interceptWords(game, a, words) : a.type === 'interceptRoll' && a.transports ? withTransportsWords(choice) : rollWords(choice);
  if (!choice.automatic) return t('results.interceptOdds', { label, p: chanceText(choice.pSuccess) });
  // 7.3 / 7.6: "(no roll)" is already said when the declaration, or the roll, takes the interception at once.
  return t(a.type === 'interceptRoll' || rollThatFollows(game, a) ? 'results.interceptSucceeds' : 'results.interceptAutomatic', { label });
}
