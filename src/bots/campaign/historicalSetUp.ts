import type { Action, GameState } from '../../engine';
import { historicalOverflowPlacement } from '../../engine/setup/historicalOverflow';

/** How a bot game is set up: as the new-game screen's default, the historical set-up (3.2), or each side placing its own pieces (3.1). */
export type SetupChoice = 'historical' | 'free';

export const SETUP_CHOICES: readonly SetupChoice[] = ['historical', 'free'];

/**
 * The set-up the new-game screen's historical set-up applies for a side, whoever plays it, before its
 * player or bot decides anything (src/ui/store/sessionSlice.ts: historicalSetUp, chileSetUpDue): the
 * Allies' at the start of the game (3.1: the Allies set up first), Chile's as the Allies end their
 * set-up (after their turn-1 NADCs, 4.2). Null when none is due. `last` is the last action applied.
 */
export function historicalSetUpDue(state: GameState, last: Action | undefined): Action | null {
  if (state.phase !== 'setup') return null;
  if (last === undefined) return state.step === 0 ? { type: 'historicalSetup', side: 'allied' } : null;
  if (state.side === 'chile' && last.type === 'endPhase' && last.side === 'allied') return { type: 'historicalSetup', side: 'chile' };
  // 8.1: under the Spanish stacking limit, the pieces the historical set-up stacks over it, placed elsewhere
  // (setup/historicalOverflow.ts), as the new-game screen's session does.
  if ((last.type === 'historicalSetup' || last.type === 'setupPlace') && last.side === state.side) return historicalOverflowPlacement(state, state.side);
  return null;
}
