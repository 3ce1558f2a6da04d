import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { formStacks } from './stacks';

/** 4.1 III: as the Naval Movement Phase begins, the phasing player's ships form their stacks (compulsory returns included). */
export function beginNavalMovement(state: GameState, map: GameMap): Step {
  return formStacks(state, map);
}

/** 7.6: raids are counted per Naval Combat Phase; this phase's moving stacks are history. */
export function beginNavalCombat(state: GameState): Step {
  const stacks = state.naval.stacks.map((s) => ({ ...s, route: [], checks: [] }));
  return { state: { ...state, naval: { ...state.naval, raided: [], stacks } }, events: [] };
}
