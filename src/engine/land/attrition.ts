import type { GameState } from '../state';
import type { Step } from '../step';
import { fortStands, isColumn, spaceOf } from './spaces';
import { loseStep, removeColumn } from './stepLoss';
import type { AttritionLossDecision, LandMoveDecision } from './types';


/**
 * 8.3–8.5: who may take the step of movement attrition after doubles. EN (8.4): any piece that moved
 * under the doubles roll, dropped-off ones included; ES: only those still moving at the end. Pieces
 * that ended in a fort hex are immune (8.3). A Supply Column of the stack may absorb it (8.5), but a
 * stack of Supply Columns alone suffers none.
 */
export function attritionCandidates(state: GameState, move: LandMoveDecision): string[] {
  const pool = state.options.attritionAfterDropOffs === 'en' ? move.rolledWith : move.pieces;
  const inPlay = pool.filter((p) => {
    const loc = state.units[p]?.location ?? state.supply[p]?.location;
    const space = loc ? spaceOf(loc) : null;
    return space !== null && !fortStands(state, space);
  });
  if (!inPlay.some((p) => !isColumn(state, p))) return [];
  return inPlay;
}

function apply(state: GameState, piece: string): Step {
  if (isColumn(state, piece)) {
    const side = state.supply[piece]!.nation === 'chile' ? 'chile' : 'allied';
    return { state: removeColumn(state, piece), events: [{ type: 'eliminated', side, piece, reason: 'reason.columnAbsorbsAttrition', rule: '8.5' }] };
  }
  return loseStep(state, piece, 'reason.movementAttrition', '8.3');
}

/** 8.3: apply the attrition at once when there is no choice, else ask the owner which piece takes it. */
export function startAttrition(state: GameState, move: LandMoveDecision): Step {
  const candidates = attritionCandidates(state, move);
  if (candidates.length === 0) return { state, events: [] };
  if (candidates.length === 1) return apply(state, candidates[0]!);
  const decision: AttritionLossDecision = {
    kind: 'attritionLoss',
    side: move.side,
    rule: '8.3',
    candidates,
  };
  return { state: { ...state, pending: [...state.pending, decision] }, events: [] };
}

/** 8.3 / 8.5: the piece the owner chose takes the step of attrition. */
export function takeAttrition(state: GameState, piece: string): Step {
  return apply({ ...state, pending: state.pending.slice(0, -1) }, piece);
}
