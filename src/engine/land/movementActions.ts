import type { Action } from '../actions';
import type { GameMap } from '../map/types';
import type { Side } from '../side';
import type { GameState } from '../state';
import { movableAt, movableSpaces } from './movers';
import { movementCost } from './movementCost';
import { adjacentSpaces, mayEnter } from './reachableHexes';
import type { AttritionLossDecision, FormMoveDecision, LandMoveDecision } from './types';

/** V. Land Movement Phase (8.2): start a move from any space with pieces that may move, or end the phase. */
export function landMovementActions(state: GameState, side: Side): Action[] {
  return [{ type: 'endPhase', side }, ...movableSpaces(state, side).map((from): Action => ({ type: 'beginMove', side, from }))];
}

/** 8.4 note: choose the moving pieces (at least one), roll, or call the move off. */
export function formMoveAnswers(state: GameState, d: FormMoveDecision): Action[] {
  const toggles = movableAt(state, d.side, d.from)
    .filter((p) => !(d.pieces.length === 1 && d.pieces[0] === p))
    .map((piece): Action => ({ type: 'toggleMover', side: d.side, piece }));
  return [...(d.pieces.length > 0 ? [{ type: 'rollMove', side: d.side } as Action] : []), ...toggles, { type: 'cancelMove', side: d.side }];
}

/** 8.2–8.6: step into an adjacent space the MP allow, drop a piece off, roll again (8.4), or stop. */
export function landMoveAnswers(state: GameState, d: LandMoveDecision, map: GameMap): Action[] {
  const withLandUnit = d.pieces.some((p) => state.units[p] !== undefined);
  const steps = adjacentSpaces(map, d.at)
    .filter((to) => {
      const cost = movementCost(map, state.options, d.at, to);
      return cost !== null && cost <= d.mp && mayEnter(state, d.side, to, withLandUnit);
    })
    .map((to): Action => ({ type: 'moveStep', side: d.side, to }));
  const drops = d.pieces.length > 1 ? d.pieces.map((piece): Action => ({ type: 'dropOff', side: d.side, piece })) : [];
  return [...steps, ...drops, ...(d.doubles ? [] : [{ type: 'forcedMarch', side: d.side } as Action]), { type: 'stopMove', side: d.side }];
}

export function attritionAnswers(d: AttritionLossDecision): Action[] {
  return d.candidates.map((piece): Action => ({ type: 'takeAttrition', side: d.side, piece }));
}

