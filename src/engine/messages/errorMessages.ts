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
  /** The phase offers actions of this type, but not this one, and no rule check says why. */
  readonly 'error.notThisOne': ParamsOf<'action' | 'phase'>;
  /** The rules forbid this action: `first` says why, with its case (a why-not message, explain/). */
  readonly 'error.ruleRefuses': ParamsOf<'action' | 'first'>;
  // A field of the action that no action of its type could have (actionFields.ts): `path` names the field, `value` is it as given.
  readonly 'error.missingField': ParamsOf<'action' | 'path'>;
  readonly 'error.unknownField': ParamsOf<'action' | 'path'>;
  readonly 'error.badField': ParamsOf<'action' | 'path' | 'value'>;
  /** 2.2: not one of the naval areas I–XIII. */
  readonly 'error.noSuchArea': ParamsOf<'path' | 'value'>;
  /** 2.1: not a hex of the map. */
  readonly 'error.noSuchHex': ParamsOf<'path' | 'value'>;
  /** 2.3: no piece of this game has that id. */
  readonly 'error.noSuchPiece': ParamsOf<'path' | 'value'>;
}
