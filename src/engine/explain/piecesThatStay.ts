import { columnsAt, unitsAt } from '../land/spaces';
import type { Space } from '../land/types';
import type { Side } from '../side';
import type { GameState } from '../state';

/** Why a piece may not start a move this phase (8.2, 7.6). */
export type StayReason = 'moved' | 'built' | 'landed';

export interface PieceThatStays {
  readonly piece: string;
  readonly reason: StayReason;
  readonly rule: string;
}

/**
 * 8.2 / 7.6: the side's pieces in `space` that may not start a move now, each with its reason — it
 * has ended its movement this phase (8.2, 8.4), it was built or rebuilt this turn (8.2), or it landed
 * from the sea and stays for its assault (7.6). The pieces a move is formed from (formMove) are the
 * others: a player who saw three landed regiments missing from the list was not told why (table QA round 13).
 * The same checks as `mayMove`, in its order.
 */
export function piecesThatStay(state: GameState, side: Side, space: Space): PieceThatStays[] {
  const out: PieceThatStays[] = [];
  for (const piece of [...unitsAt(state, space, side), ...columnsAt(state, space, side)]) {
    if (state.land.moved.includes(piece)) out.push({ piece, reason: 'moved', rule: '8.2' });
    else if (state.units[piece]?.builtTurn === state.turn) out.push({ piece, reason: 'built', rule: '8.2' });
    else if (state.amphibiousAssaults.some((a) => a.units.includes(piece))) out.push({ piece, reason: 'landed', rule: '7.6' });
  }
  return out;
}
