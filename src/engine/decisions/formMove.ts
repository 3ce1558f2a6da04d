import { z } from 'zod';
import type { ActionOf } from '../actions';
import { explain } from '../explain/types';
import { cancelMove, rollMove, toggleMover } from '../land/move';
import { movableAt } from '../land/movers';
import type { FormMoveDecision } from '../land/types';
import { message } from '../message';
import { pieceList, space } from '../position/schemaParts';
import type { GameState } from '../state';
import { LAND_MOVEMENT, allIn, first, onMap, ownPieces } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

type FormMoveAnswer = ActionOf<'rollMove' | 'toggleMover' | 'cancelMove'>;

/** 8.4 note: choose the moving pieces (at least one), roll, or call the move off. */
function answers(state: GameState, d: FormMoveDecision): FormMoveAnswer[] {
  const toggles = movableAt(state, d.side, d.from)
    .filter((p) => !(d.pieces.length === 1 && d.pieces[0] === p))
    .map((piece): FormMoveAnswer => ({ type: 'toggleMover', side: d.side, piece }));
  return [...(d.pieces.length > 0 ? [{ type: 'rollMove', side: d.side } as const] : []), ...toggles, { type: 'cancelMove', side: d.side }];
}

/** 8.4 note: the mover declares which pieces of one place will move together, before rolling. */
export const formMoveEntry = decisionEntry('formMove', {
  answeredBy: 'phasing',
  answers,
  perform: (state, d, a) => (a.type === 'rollMove' ? rollMove(state, d) : a.type === 'toggleMover' ? toggleMover(state, d, a.piece) : cancelMove(state)),
  // 8.2: the pieces roll for their allowance before they step anywhere.
  whyNot: { intent: 'landMoveTo', explain: () => explain('whyNot.formMoveFirst', {}, '8.2') },
  message: (d) => message('prompt.formMove', { from: d.from, count: d.pieces.length }),
  schema: z.strictObject({ ...decisionBase('formMove'), from: space, pieces: pieceList(200) }),
  // 8.4 note: pieces of one space, the phasing player's.
  phases: LAND_MOVEMENT,
  check: (d, state, map, path) =>
    first(
      d.side === state.side ? null : message('position.pending.notPhasing', { path, decision: d.kind, side: d.side, rule: '8.2' }), // 8.2: only the phasing player moves
      onMap(map, d.from) ? null : message('position.record.hexOffMap', { path, hex: d.from }),
      ownPieces(state, d.pieces, d.side, `${path}.pieces`, true),
      allIn(state, d.pieces, d.from, `${path}.pieces`),
    ),
});
