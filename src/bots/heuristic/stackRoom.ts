import { movementCost } from '../../engine';
import { stackingLimit } from '../../engine/stacking/stackingLimit';
import { forcesAt, HOLDING_BOX, landDistance, landNeighbours, type Board, type Space } from './world';

/**
 * 8.1: how many more land units of the side a space takes before it is over the stacking limit (6, 7 with
 * a fort; the ES option one fewer), the excess eliminated in the side's next Administrative Phase. The
 * Holding Box has no limit. Issue 20: in 66 of 100 heuristic games (seeds 96000–96099) units were lost so,
 * 2.4 a game — Chile's convoys put 7–9 units ashore in one hex, Allied stacks ended their marches on others.
 */
export function roomAt(board: Board, space: Space): number {
  if (space === HOLDING_BOX) return Infinity;
  return stackingLimit(board.view, space) - forcesAt(board, space, board.me).units.length;
}

/**
 * Whether a stack of `moving` units that steps into `to` with `mp` movement points left before the step
 * could go on from there towards `target` (a neighbour nearer it, open to the stack, affordable and with
 * room for it): else it would end its move in `to`.
 */
export function couldGoOn(board: Board, from: Space, to: Space, mp: number, target: Space, visited: ReadonlySet<Space>, moving: number): boolean {
  const cost = movementCost(board.map, board.view.options, from, to);
  if (cost === null) return false;
  const left = mp - cost;
  const here = landDistance(board.map, to, target);
  return landNeighbours(board.map, to).some((n) => {
    if (visited.has(n) || n === from || forcesAt(board, n, board.foe).units.length > 0 || roomAt(board, n) < moving) return false;
    const c = movementCost(board.map, board.view.options, to, n);
    return c !== null && c <= left && landDistance(board.map, n, target) < here;
  });
}

/** 8.1: the most land units one moving stack should hold: as many as a hex without a fort takes. */
export function stackCap(board: Board): number {
  return board.view.options.stacking === 'es' ? 5 : 6;
}
