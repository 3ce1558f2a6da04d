import type { ParamsOf } from './vocabulary';

/** Why the engine refused an action (applyAction, whyIllegal). */
export interface ErrorMessageParams {
  /** Not an action of any known shape. */
  readonly 'error.notAnAction': ParamsOf<never>;
  /** Too large, too deeply nested or not plain JSON. */
  readonly 'error.actionTooLarge': ParamsOf<never>;
  readonly 'error.gameOver': ParamsOf<never>;
  /** 4.1: the side named by the action is not the one to act. */
  readonly 'error.notYourTurn': ParamsOf<'side'>;
  /** A pending decision must be answered first: `first` is its description. */
  readonly 'error.answerFirst': ParamsOf<'first'>;
  /** The action's type is not allowed in this phase. */
  readonly 'error.notInPhase': ParamsOf<'action' | 'phase'>;
}
