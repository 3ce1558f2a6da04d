import type { Side } from '../side';
import { GAME_TURNS, PHASE_IDS, PLAYER_TURN_ORDER, SETUP_ORDER, type PhaseId } from './phases';

/** Where the turn track stands: game turn, phasing player, phase. */
export interface TrackPosition {
  readonly turn: number;
  readonly side: Side;
  readonly phase: PhaseId;
}

/**
 * 4.1: the phase after `at` — phases I–VII in order, the Chilean player turn then the Allied one,
 * then the next game turn; null after the Allied Victory Determination Phase of the last turn.
 */
export function nextPhase(at: TrackPosition): TrackPosition | null {
  const first = PHASE_IDS[0]!;
  if (at.phase === 'setup') {
    // 3.1: the Allies set up first, then Chile; then game turn 1 begins with Chile's player turn.
    const nextSetter = SETUP_ORDER[SETUP_ORDER.indexOf(at.side) + 1];
    return nextSetter ? { turn: 1, side: nextSetter, phase: 'setup' } : { turn: 1, side: PLAYER_TURN_ORDER[0]!, phase: first };
  }
  const i = PHASE_IDS.indexOf(at.phase);
  const next = PHASE_IDS[i + 1];
  if (next) return { ...at, phase: next };
  const s = PLAYER_TURN_ORDER.indexOf(at.side);
  const nextSide = PLAYER_TURN_ORDER[s + 1];
  if (nextSide) return { turn: at.turn, side: nextSide, phase: first };
  if (at.turn >= GAME_TURNS) return null;
  return { turn: at.turn + 1, side: PLAYER_TURN_ORDER[0]!, phase: first };
}
