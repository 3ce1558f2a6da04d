import type { ParamsOf } from './vocabulary';

/** What a land decision asks (decisionMessage: each decision's entry, decisions/). */
export interface LandPromptParams {
  readonly 'prompt.formMove': ParamsOf<'from' | 'count'>; // 8.4 note: count = pieces chosen
  readonly 'prompt.landMove': ParamsOf<'from' | 'count' | 'piece' | 'mp' | 'doubles'>; // 8.2–8.4 (piece: the first of the stack, named when it moves alone)
  readonly 'prompt.attritionLoss': ParamsOf<never>; // 8.3, 8.5
  readonly 'prompt.formAttack': ParamsOf<'from' | 'to' | 'count'>; // 8.7
  readonly 'prompt.combatSupplyAttacker': ParamsOf<'hex'>; // 6.1, 8.9
  readonly 'prompt.combatSupplyDefender': ParamsOf<'hex'>;
  readonly 'prompt.combatLosses': ParamsOf<'count'>; // 8.9
  readonly 'prompt.retreat': ParamsOf<'from'>; // 8.10
  readonly 'prompt.advance': ParamsOf<'hex'>; // 8.11
}

/** Why a land unit lost a step or was eliminated, or why a move ended (events' `reason`). */
export interface LandReasonParams {
  readonly 'reason.combatHit': ParamsOf<never>; // 8.9
  readonly 'reason.couldNotRetreat': ParamsOf<never>; // 8.10
  readonly 'reason.heldGround': ParamsOf<never>; // 8.10
  readonly 'reason.movementAttrition': ParamsOf<never>; // 8.3
  readonly 'reason.columnAbsorbsAttrition': ParamsOf<never>; // 8.5
  readonly 'reason.undefendedColumn': ParamsOf<never>; // 8.7 note
  readonly 'reason.droppedOff': ParamsOf<never>; // 8.2
  readonly 'reason.haltedByDoubles': ParamsOf<never>; // 8.4
  readonly 'reason.stopped': ParamsOf<never>; // 8.2
}

/** What a drawn combat advantage chit did (8.9; the combatAdvantageDrawn event's `note`). */
export interface ChitNoteParams {
  readonly 'chit.leaderBonus': ParamsOf<'unit'>;
  readonly 'chit.twoDice': ParamsOf<'unit'>;
  readonly 'chit.extraDie': ParamsOf<'unit'>;
  readonly 'chit.threeDice': ParamsOf<'unit'>;
  readonly 'chit.ignoredAttackerDrew': ParamsOf<never>;
  readonly 'chit.ignoredDefenderDrew': ParamsOf<never>;
  readonly 'chit.ignoredNoCavalry': ParamsOf<never>;
  readonly 'chit.ignoredNoArtillery': ParamsOf<never>;
  readonly 'chit.noEffect': ParamsOf<never>;
}

export type LandMessageParams = LandPromptParams & LandReasonParams & ChitNoteParams;
