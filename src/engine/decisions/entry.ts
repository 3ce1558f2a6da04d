import type { z } from 'zod';
import type { Action, AnswerAction } from '../actions';
import type { Explanation, Intent } from '../explain/types';
import type { Battle, Space } from '../land/types';
import type { GameMap } from '../map/types';
import type { Message, MessageOf, PromptCode } from '../message';
import type { DecisionOf, PendingKind } from '../pending';
import { sameAction } from '../sameAction';
import type { PhaseId } from '../sequence/phases';
import type { GameState } from '../state';
import type { Step } from '../step';

/**
 * Who answers a decision, i.e. whose `side` it carries: the phasing player, the other player, or
 * either, as the procedure says (a battle asks the attacker and the defender in turn). Checked against
 * every decision of played games (decisions/registry.test.ts).
 */
export type Answerer = 'phasing' | 'nonPhasing' | 'either';

/**
 * An operation under way that asks its own decisions and rests on them: a land battle (state.land.battle,
 * 8.7–8.11) or a naval combat (state.naval.combat, 7.9, 10.1).
 */
export type Operation = 'landBattle' | 'navalCombat';

/** Why an intent that answers the decision is refused (explain/whyNot.ts asks it; null: nothing forbids it). */
export interface DecisionWhyNot<K extends PendingKind> {
  /** The intent (explain/types.ts) that stands for an answer to this decision, aimed at a space. */
  readonly intent: Extract<Intent['kind'], 'landMoveTo' | 'place'>;
  readonly explain: (state: GameState, d: DecisionOf<K>, map: GameMap, hex: Space) => Explanation | null;
}

/**
 * A pending decision of kind K, declared in one place (Rally the Troops' `states.x`): who answers it,
 * its legal answers and their effect, its why-not, what it asks (a code), its JSON shape, where in the
 * sequence of play it can arise and what a position holding it must satisfy. decisions/registry.ts
 * holds one entry per kind.
 */
export interface DecisionEntry<K extends PendingKind> {
  readonly kind: K;
  readonly answeredBy: Answerer;
  /** Its legal answers, when it is the newest pending decision (legalActions). */
  readonly answers: (state: GameState, d: DecisionOf<K>, map: GameMap) => AnswerAction[];
  /** Its effect: `action` performed if it is one of the legal answers (sameAction), else null (applyAction). */
  readonly answer: (state: GameState, d: DecisionOf<K>, action: Action, map: GameMap) => Step | null;
  /** What it asks its player, as a code (the interface words it). */
  readonly message: (d: DecisionOf<K>) => MessageOf<PromptCode>;
  /** Why not, for the intent that answers it; without one, the player is told to answer it first. */
  readonly whyNot?: DecisionWhyNot<K>;
  /** Its JSON shape, every field and nothing more (positions and game files). */
  readonly schema: z.ZodType<DecisionOf<K>>;
  /** The phases whose procedures ask it (a position with it in another phase could never be reached in play). */
  readonly phases: readonly PhaseId[];
  /** The kinds of decision that may wait under it (asked before it and not yet answered); none if absent. */
  readonly over?: readonly PendingKind[];
  /**
   * The operation under way that asks it, if any: a position holding it needs that operation's record,
   * and the record rests only on such a decision on top (position/battleRecord.ts, navalRecord.ts).
   */
  readonly within?: Operation;
  /**
   * Of a land battle's decision (within 'landBattle', and only those): how it fits the battle under way
   * — the stage it is asked in, who decides, about what (land/battle.ts runBattle). The first problem, or null.
   */
  readonly fitsBattle?: (state: GameState, battle: Battle, d: DecisionOf<K>, path: string) => Message | null;
  /**
   * What it needs of the rest of a position (loadPosition): the first problem, or null. `path` names the
   * decision in the position ("pending.2"), for the message's `path`.
   */
  readonly check: (d: DecisionOf<K>, state: GameState, map: GameMap, path: string) => Message | null;
}

/** An entry as written: its answers of type A, and what each does. */
export interface DecisionSpec<K extends PendingKind, A extends AnswerAction, S extends z.ZodType<DecisionOf<K>>> extends Omit<DecisionEntry<K>, 'kind' | 'answers' | 'answer' | 'schema'> {
  /**
   * With `only` (applyAction checking one answer), it may leave out answers that cannot equal it, and
   * nothing else; ignoring `only` is always correct (as PhaseActions' `only`).
   */
  readonly answers: (state: GameState, d: DecisionOf<K>, map: GameMap, only?: Action) => A[];
  /** The effect of one of its legal answers. */
  readonly perform: (state: GameState, d: DecisionOf<K>, answer: A, map: GameMap) => Step;
  readonly schema: S;
}

/**
 * The entry of kind `kind`. Its answers' type stays inside it: applyAction hands it any action, and
 * only one of the answers it lists (the very list legalActions shows) is ever performed.
 */
export function decisionEntry<K extends PendingKind, A extends AnswerAction, S extends z.ZodType<DecisionOf<K>>>(
  kind: K,
  spec: DecisionSpec<K, A, S>,
): DecisionEntry<K> & { readonly schema: S } {
  const { perform, ...rest } = spec;
  return {
    kind,
    ...rest,
    answer: (state, d, action, map) => {
      const legal = spec.answers(state, d, map, action).find((a) => sameAction(a, action));
      return legal ? perform(state, d, legal, map) : null;
    },
  };
}
