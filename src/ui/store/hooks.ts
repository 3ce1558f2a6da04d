import type { Action, Side } from '../../engine';
import { legalActionsOf, sideToAct } from './selectors';
import { useGameStore } from './useGameStore';

/** The legal actions of the game on the board, computed once per state (shared: never change the list). */
export function useLegalActions(): readonly Action[] {
  return useGameStore((s) => legalActionsOf(s.game));
}

/** The side that must act in the game on the board, null once it is over. */
export function useSideToAct(): Side | null {
  return useGameStore((s) => sideToAct(s.game));
}
