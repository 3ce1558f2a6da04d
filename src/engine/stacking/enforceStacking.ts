import type { Side } from '../side';
import type { GameState } from '../state';
import type { EliminateExcessDecision } from './types';
import { overstackedHexes } from './overstackedHexes';

/** 8.1: stacking is enforced in the Administrative Phase: one decision per overstacked hex of the owner. */
export function enforceStacking(state: GameState, side: Side): GameState {
  const decisions: EliminateExcessDecision[] = overstackedHexes(state, side).map(({ hex, excess }) => ({
    kind: 'eliminateExcess',
    side,
    hex,
    excess,
    rule: '8.1',
  }));
  return decisions.length ? { ...state, pending: [...state.pending, ...decisions] } : state;
}
