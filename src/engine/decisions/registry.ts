import type { z } from 'zod';
import type { DecisionOf, PendingDecision, PendingKind } from '../pending';
import { advanceEntry } from './advance';
import { attritionLossEntry } from './attritionLoss';
import { catchRunnersEntry } from './catchRunners';
import { combatLossesEntry } from './combatLosses';
import { combatSupplyEntry } from './combatSupply';
import { eliminateExcessEntry } from './eliminateExcess';
import type { DecisionEntry, Operation } from './entry';
import { formAttackEntry } from './formAttack';
import { formMoveEntry } from './formMove';
import { interceptionEntry } from './interception';
import { landMoveEntry } from './landMove';
import { navalFireEntry } from './navalFire';
import { placeNewUnitEntry } from './placeNewUnit';
import { placeSupplyColumnEntry } from './placeSupplyColumn';
import { repairChoiceEntry } from './repairChoice';
import { retreatEntry } from './retreat';
import { runBlockadeEntry } from './runBlockade';
import { setAsideEntry } from './setAside';
import { shipCaptureEntry } from './shipCapture';

const ENTRIES = {
  // 4.1 I, 6.3–6.5, 8.1: the Administrative and Consume Supply Columns Phases, stacking.
  placeSupplyColumn: placeSupplyColumnEntry,
  eliminateExcess: eliminateExcessEntry,
  repairChoice: repairChoiceEntry,
  placeNewUnit: placeNewUnitEntry,
  // 8.2–8.11: land operations.
  formMove: formMoveEntry,
  landMove: landMoveEntry,
  attritionLoss: attritionLossEntry,
  formAttack: formAttackEntry,
  combatSupply: combatSupplyEntry,
  combatLosses: combatLossesEntry,
  retreat: retreatEntry,
  advance: advanceEntry,
  // 7.3–7.9, 10.1: naval operations.
  interception: interceptionEntry,
  runBlockade: runBlockadeEntry,
  catchRunners: catchRunnersEntry,
  setAside: setAsideEntry,
  navalFire: navalFireEntry,
  shipCapture: shipCaptureEntry,
};

/**
 * Every kind of pending decision, each declared once in its own file (decisions/<kind>.ts). The type
 * makes it exhaustive: a kind of PendingDecision without an entry, or an entry of another kind's type,
 * does not compile.
 */
export const DECISIONS: { readonly [K in PendingKind]: DecisionEntry<K> } = ENTRIES;

/** The kinds, in the registry's order. */
export const PENDING_KINDS: readonly PendingKind[] = Object.values(DECISIONS).map((e) => e.kind);

/** The kinds asked within an operation under way (each entry's `within`), in the registry's order. */
export const kindsWithin = (operation: Operation): readonly PendingKind[] => PENDING_KINDS.filter((k) => DECISIONS[k].within === operation);

/** 8.7–8.11: the decisions of a land battle under way (state.land.battle). */
export const BATTLE_KINDS = kindsWithin('landBattle');
/** 7.9, 10.1: the decisions of a naval combat under way (state.naval.combat). */
export const NAVAL_COMBAT_KINDS = kindsWithin('navalCombat');
/**
 * 7.2–7.9: the decisions of the Naval Movement Phase (each entry's `phases`); they refer to the stacks
 * formed for that phase (naval/stacks.ts formStacks).
 */
export const NAVAL_MOVEMENT_KINDS: readonly PendingKind[] = PENDING_KINDS.filter((k) => DECISIONS[k].phases.includes('navalMovement'));

/**
 * Call `use` with the entry of d's kind and d itself, both typed by that kind: the correlated-union
 * pattern of TypeScript 4.6+ (microsoft/TypeScript#47109), where DECISIONS[kind] with kind: K is
 * DecisionEntry<K>, so no decision is ever cast to its kind.
 */
export function withEntry<R>(d: PendingDecision, use: <K extends PendingKind>(entry: DecisionEntry<K>, d: DecisionOf<K>) => R): R {
  return call(d.kind, d, use);
}

function call<K extends PendingKind, R>(kind: K, d: DecisionOf<K>, use: <J extends PendingKind>(entry: DecisionEntry<J>, d: DecisionOf<J>) => R): R {
  return use(DECISIONS[kind], d);
}

type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;
type AllTrue<T extends Record<PendingKind, boolean>> = T[PendingKind] extends true ? true : false;
type Assert<T extends true> = T;
/** true, or the file does not compile: each entry's schema has exactly its decision's fields, no more. */
export type DecisionSchemasExact = Assert<AllTrue<{ [K in PendingKind]: SameKeys<z.output<(typeof ENTRIES)[K]['schema']>, DecisionOf<K>> }>>;
