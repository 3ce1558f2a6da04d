import type { GameState } from '../state';

/**
 * 5.5: at the end of a game turn Chile gains one VP if at least twice as many Allied warships as
 * Chilean warships were sunk that turn. The project requires at least one Allied warship sunk: 0 ≥ 2×0
 * would otherwise reward doing nothing (docs/rules-notes.md).
 */
export function navalBonusEarned(state: Pick<GameState, 'warshipsSunkThisTurn'>): boolean {
  const { allied, chile } = state.warshipsSunkThisTurn;
  return allied > 0 && allied >= 2 * chile;
}
