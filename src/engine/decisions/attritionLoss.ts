import { z } from 'zod';
import type { ActionOf } from '../actions';
import { takeAttrition } from '../land/attrition';
import { message } from '../message';
import { pieceList } from '../position/schemaParts';
import { LAND_MOVEMENT, ownPieces } from './checkParts';
import { decisionBase } from './decisionBase';
import { decisionEntry } from './entry';

/** 8.3 / 8.5: the owner picks the unit (or a Supply Column of the stack) that suffers movement attrition. */
export const attritionLossEntry = decisionEntry('attritionLoss', {
  answeredBy: 'phasing',
  answers: (_state, d): ActionOf<'takeAttrition'>[] => d.candidates.map((piece) => ({ type: 'takeAttrition', side: d.side, piece })),
  perform: (state, _d, a) => takeAttrition(state, a.piece),
  message: () => message('prompt.attritionLoss', {}),
  schema: z.strictObject({ ...decisionBase('attritionLoss'), candidates: pieceList(200).min(1) }),
  // 8.3 / 8.5: pieces of the mover.
  phases: LAND_MOVEMENT,
  check: (d, state, _map, path) => ownPieces(state, d.candidates, d.side, `${path}.candidates`, true),
});
