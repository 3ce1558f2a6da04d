import { z } from 'zod';
import type { Action, ActionOf } from '../actions';
import { landStepWhyNot } from '../explain/landMoveWhyNot';
import { dropOff, forcedMarch, moveStep, stopMove } from '../land/move';
import { movementCost } from '../land/movementCost';
import { adjacentSpaces, mayEnter } from '../land/reachableHexes';
import type { LandMoveDecision } from '../land/types';
import type { GameMap } from '../map/types';
import { message } from '../message';
import { pieceList, space } from '../position/schemaParts';
import type { GameState } from '../state';
import { LAND_MOVEMENT, allIn, first, onMap, ownPieces } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

type LandMoveAnswer = ActionOf<'moveStep' | 'dropOff' | 'forcedMarch' | 'stopMove'>;

/** 8.2–8.6: step into an adjacent space the MP allow, drop a piece off, roll again (8.4), or stop. */
function answers(state: GameState, d: LandMoveDecision, map: GameMap, only?: Action): LandMoveAnswer[] {
  const withLandUnit = d.pieces.some((p) => state.units[p] !== undefined);
  // Checking one answer (`only`): a step only to its space, none for another kind of answer.
  const onlyTo = only === undefined ? undefined : only.type === 'moveStep' ? only.to : null;
  const steps = (onlyTo === null ? [] : adjacentSpaces(map, d.at))
    .filter((to) => {
      if (onlyTo !== undefined && to !== onlyTo) return false;
      const cost = movementCost(map, state.options, d.at, to);
      return cost !== null && cost <= d.mp && mayEnter(state, d.side, to, withLandUnit);
    })
    .map((to): LandMoveAnswer => ({ type: 'moveStep', side: d.side, to }));
  const drops = d.pieces.length > 1 ? d.pieces.map((piece): LandMoveAnswer => ({ type: 'dropOff', side: d.side, piece })) : [];
  return [...steps, ...drops, ...(d.doubles ? [] : [{ type: 'forcedMarch', side: d.side } as const]), { type: 'stopMove', side: d.side }];
}

function perform(state: GameState, d: LandMoveDecision, a: LandMoveAnswer, map: GameMap) {
  switch (a.type) {
    case 'moveStep':
      return moveStep(state, map, d, a.to);
    case 'dropOff':
      return dropOff(state, d, a.piece);
    case 'forcedMarch':
      return forcedMarch(state, d);
    case 'stopMove':
      return stopMove(state, d);
  }
}

/** 8.2–8.4: a unit or stack on the move, with what is left of its allowance. */
export const landMoveEntry = decisionEntry('landMove', {
  answeredBy: 'phasing',
  answers,
  perform,
  whyNot: { intent: 'landMoveTo', explain: (state, d, map, to) => landStepWhyNot(state, map, d, to) },
  message: (d) => message('prompt.landMove', { from: d.at, count: d.pieces.length, piece: d.pieces[0]!, mp: d.mp, doubles: d.doubles }),
  schema: z.strictObject({
    ...decisionBase('landMove'),
    at: space,
    pieces: pieceList(200),
    // 8.2: one die (the higher of two) plus at most the cavalry bonus.
    mp: z.number().int().min(0).max(7),
    path: z.array(space).min(1).max(200),
    doubles: z.boolean(),
    rolledWith: pieceList(200),
  }),
  // 8.2–8.4: the moving pieces stand where the move has got to, along its path.
  phases: LAND_MOVEMENT,
  check: (d, state, map, path) => {
    const offMap = d.path.find((s) => !onMap(map, s));
    const unrolled = d.pieces.find((p) => !d.rolledWith.includes(p));
    return first(
      d.side === state.side ? null : message('position.pending.notPhasing', { path, decision: d.kind, side: d.side, rule: '8.2' }), // 8.2: only the phasing player moves
      offMap === undefined ? null : message('position.record.hexOffMap', { path: `${path}.path`, hex: offMap }),
      d.path[d.path.length - 1] === d.at ? null : message('position.pending.moveNotAtPathEnd', { path, hex: d.at }),
      d.pieces.length > 0 ? null : message('position.pending.nothingMoving', { path }),
      ownPieces(state, d.pieces, d.side, `${path}.pieces`, true),
      ownPieces(state, d.rolledWith, d.side, `${path}.rolledWith`, true),
      allIn(state, d.pieces, d.at, `${path}.pieces`),
      // 8.4: the pieces still moving are among those that made the last roll.
      unrolled === undefined ? null : message('position.pending.movedWithoutRoll', { path, piece: unrolled }),
    );
  },
});
