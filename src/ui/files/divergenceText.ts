import type { Action, GameState, Side } from '../../engine';
import type { Message } from '../../engine/message';
import type { EngineError } from '../../engine/result';

/** The strings of en.ts / es.ts the text is made of. */
export type DivergenceKey = 'files.doesNotReplay' | 'files.notTheAnswer' | 'files.notTheirTurn' | 'files.unknownAction' | 'files.otherEdition';

/**
 * The words a front end lends the text: the browser its i18next in the player's language, the command
 * line the same tables in English (scripts/wotp.ts). This module holds no words and imports no React,
 * no DOM and no i18next, so both say the same thing (QA round 19, MINOR-3: the command line said only
 * "diverges at step 40 of 1251: It is Chile who must act now.").
 */
export interface DivergenceWords {
  readonly t: (key: DivergenceKey, values: Readonly<Record<string, string>>) => string;
  /** An engine message in words (messages/say.ts). */
  readonly say: (message: Message) => string;
  /** An action as its button reads (describe.ts). */
  readonly actionLabel: (action: Action, phase: GameState['phase']) => string;
  /** A side named after a preposition ("the Allies"). */
  readonly sideWithArticle: (side: Side) => string;
}

/** Where a file stops replaying (replayGameFile): the step, from 1 (0: before any step), and why. */
export interface Divergence {
  readonly step: number;
  readonly error: EngineError;
}

/**
 * Why a file does not replay, naming the step's action as the game lists it (QA round 9: "step 217:
 * First: Calama … advance or stay" said neither what the file did nor why it could not): an action
 * that is not the answer to the question asked then, or taken by the side not to act, says so in the
 * file's terms; a hash that differs says the file was changed after it was saved. `action` is the
 * file's action at that step, `before` the state it was tried on; `editions` adds which edition wrote
 * the file when it is not this one (QA round 7: it may replay there).
 */
export function divergenceText(
  words: DivergenceWords,
  action: Action | undefined,
  before: GameState,
  divergence: Divergence,
  editions?: { readonly file: string | undefined; readonly app: string },
): string {
  const m = divergence.error.message;
  let named = '';
  if (action) {
    let label: unknown;
    try {
      label = words.actionLabel(action, before.phase);
    } catch {
      label = undefined;
    }
    // An action type the game does not know has no label ("step 5 (undefined)": QA round 10): its type, quoted.
    // Quoted as the language quotes ("teleport" in English; «teleport» in Spanish: QA round 15).
    named = ` (${typeof label === 'string' && label !== '' ? label : words.t('files.unknownAction', { type: String(action.type) })})`;
  }
  const error =
    m.code === 'error.answerFirst'
      ? words.t('files.notTheAnswer', { question: words.say(m.params.first) })
      : m.code === 'error.notYourTurn' && action
        ? words.t('files.notTheirTurn', { side: words.sideWithArticle(action.side), toAct: words.sideWithArticle(m.params.side) })
        : words.say(m);
  const text = words.t('files.doesNotReplay', { step: `${divergence.step}${named}`, error });
  const wrote = editions?.file;
  return wrote && editions && wrote !== editions.app ? `${text} ${words.t('files.otherEdition', { file: wrote, app: editions.app })}` : text;
}
