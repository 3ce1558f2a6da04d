import { movePiece } from '../pieces/movePiece';
import type { Location } from '../pieces/location';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';

/** 3.1–3.5: place (or move again) one piece during its side's set-up. */
export function placeAtSetup(state: GameState, side: Side, piece: string, to: Location): Step {
  return { state: movePiece(state, piece, to), events: [{ type: 'placed', side, piece, to, rule: '3.1' }] };
}
