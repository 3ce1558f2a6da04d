import { movePiece } from '../pieces/movePiece';
import { sameLocation, type Location } from '../pieces/location';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { historicalOverflowPlacement } from './historicalOverflow';

/**
 * 3.1–3.5: place (or move again) one piece during its side's set-up. A placement that takes the historical
 * set-up within the Spanish stacking limit (historicalOverflow.ts) cites 8.1, the rule it is made for, so
 * the log says why the piece left its historical place.
 */
export function placeAtSetup(state: GameState, side: Side, piece: string, to: Location): Step {
  const due = historicalOverflowPlacement(state, side);
  const rule = due?.piece === piece && sameLocation(due.to, to) ? '8.1' : '3.1';
  return { state: movePiece(state, piece, to), events: [{ type: 'placed', side, piece, to, rule }] };
}
