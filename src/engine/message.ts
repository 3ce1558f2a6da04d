import type { DiceMessageParams, ModifierParams, RollPurposeParams } from './messages/diceMessages';
import type { ErrorMessageParams } from './messages/errorMessages';
import type { FileMessageParams, PositionMessageParams } from './messages/fileMessages';
import type { ChitNoteParams, LandMessageParams, LandPromptParams, LandReasonParams } from './messages/landMessages';
import type { NavalMessageParams, NavalPromptParams, NavalReasonParams } from './messages/navalMessages';
import type { OddsMessageParams } from './messages/oddsMessages';
import type { OptionMessageParams } from './messages/optionMessages';
import type { PositionRecordMessageParams } from './messages/positionRecordMessages';
import type { SequenceMessageParams } from './messages/sequenceMessages';
import type { SupplyMessageParams, SupplyPromptParams, SupplyReasonParams } from './messages/supplyMessages';
import type { ParamVocabulary } from './messages/vocabulary';
import type { WhyNotMessageParams } from './messages/whyNotMessages';

/**
 * The engine speaks in codes, the interface in words (issue 22). Everything the engine has to say — a
 * decision's prompt, a roll's purpose, a modifier's reason, an error, a why-not answer — is a Message:
 * a code from this closed list and its parameters (ids, hexes, numbers, sides, phases, rule cases:
 * never prose, messages/vocabulary.ts). The interface holds the words for every code, in English and
 * Spanish (src/ui/i18n/messages), so states and game files hold no sentence and rewording changes no hash.
 * Each area's codes are in its own file under messages/.
 */
export interface MessageParams
  extends ErrorMessageParams,
    FileMessageParams,
    PositionMessageParams,
    PositionRecordMessageParams,
    DiceMessageParams,
    LandMessageParams,
    NavalMessageParams,
    SupplyMessageParams,
    SequenceMessageParams,
    OptionMessageParams,
    OddsMessageParams,
    WhyNotMessageParams {}

declare module './messages/vocabulary' {
  /** A message inside another (ParamVocabulary's `first`) is any message. */
  interface NestedMessage {
    readonly message: Message;
  }
}
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** true, or the file does not compile: the nested-message slot is filled with exactly Message. */
export type NestedMessageIsMessage = Assert<Same<ParamVocabulary['first'], Message>>;

export type MessageCode = keyof MessageParams;

/** A code with exactly its own parameters. */
export type Message = { readonly [C in MessageCode]: { readonly code: C; readonly params: MessageParams[C] } }[MessageCode];

/** A message whose code is one of `C`. */
export type MessageOf<C extends MessageCode> = Extract<Message, { readonly code: C }>;

/**
 * Build a message; the parameters are checked against the code. The result is spelt out, not
 * `MessageOf<C>`: that `Extract` over the ~370 codes at each of the engine's calls made `tsc` take
 * 88 s, 30 s with this (2026-12-01, CI's margin). For a concrete code both are the same type.
 */
export function message<C extends MessageCode>(code: C, params: MessageParams[C]): { readonly code: C; readonly params: MessageParams[C] } {
  return { code, params };
}

/** The codes of each kind of text, for fields that take only one kind. */
export type PromptCode = keyof LandPromptParams | keyof NavalPromptParams | keyof SupplyPromptParams;
/** Why a piece was lost or halted (events' `reason`): codes without parameters. */
export type ReasonCode = keyof LandReasonParams | keyof NavalReasonParams | keyof SupplyReasonParams;
/** 5.6: why Bolivia quits the war. */
export type BoliviaQuitsReason = MessageOf<'reason.chileHoldsOruroAndLaPaz' | 'reason.chileVpBoliviaQuits'>;
export type RollPurposeCode = keyof RollPurposeParams;
export type ModifierCode = keyof ModifierParams;
export type ChitNoteCode = keyof ChitNoteParams;
/** What a drawn combat advantage chit did (8.9). */
export type ChitNote = MessageOf<ChitNoteCode>;
export type ResultCode = 'result.chileanVictory' | 'result.suddenDeath' | 'result.alliedVictory' | 'result.draw';
/** How the game ended, in a sentence's code (GameResult.summary). */
export type ResultSummary = MessageOf<ResultCode>;
/** What a Victory Determination Phase found (5.1). */
export type VictoryOutcome = MessageOf<ResultCode | 'outcome.gameGoesOn'>;
export type OddsNoteCode = keyof OddsMessageParams;
/** What an odds calculation assumes (odds/). */
export type OddsNote = MessageOf<OddsNoteCode>;
export type OptionCode = keyof OptionMessageParams;
export type WhyNotCode = keyof WhyNotMessageParams;
