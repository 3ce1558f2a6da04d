import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { formStacks } from './stacks';

/** 4.1 III: as the Naval Movement Phase begins, the phasing player's ships form their stacks (compulsory returns included). */
export function beginNavalMovement(state: GameState, map: GameMap): { state: GameState; events: GameEvent[] } {
  return formStacks(state, map);
}

/** 7.6: raids are counted per Naval Combat Phase; this phase's moving stacks are history. */
export function beginNavalCombat(state: GameState): { state: GameState; events: GameEvent[] } {
  const stacks = state.naval.stacks.map((s) => ({ ...s, route: [], checks: [] }));
  return { state: { ...state, naval: { ...state.naval, raided: [], stacks } }, events: [] };
}
