import { applyAction, type Action, type GameState } from '../../engine';
import { t } from '../i18n';
import { rollThatFollows } from './interceptAndRoll';

/**
 * 7.3: what declaring these warships does, in the interception panel's words (issue 20): when nothing is
 * left to choose the roll follows at once — "…: roll the die", or "… (no roll)" where none is needed (the
 * hex entered, 7.3; a blockade, 7.6) — else the words alone. For a read-out of what a tap or Enter on
 * their hex does (interceptAndRoll takes it so).
 */
export function interceptWords(game: GameState, action: Action, words: string): string {
  const roll = rollThatFollows(game, action);
  if (!roll) return words;
  const declared = applyAction(game, action);
  const rolled = declared.ok ? applyAction(declared.state, roll) : null;
  const die = rolled?.ok === true && rolled.events.some((e) => e.type === 'roll');
  return t(die ? 'interception.andRoll' : 'interception.andNoRoll', { label: words });
}
