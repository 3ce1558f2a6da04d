import { z } from 'zod';
import type { ActionOf } from '../actions';
import { landUnit } from '../counters';
import { newUnitWhyNot } from '../explain/newUnitWhyNot';
import { message } from '../message';
import { pieceId } from '../position/schemaParts';
import { first, ownPieces } from './checkParts';
import { decisionBase } from './decisionBase';
import { newUnitPlaces } from '../supply/newUnitPlaces';
import { placeNewUnit } from '../supply/placeNewUnit';
import { decisionEntry } from './entry';

/** 6.3 / 6.4: a rebuilt or recruited unit that waited on the turn track is placed now, or waits again. */
export const placeNewUnitEntry = decisionEntry('placeNewUnit', {
  answeredBy: 'phasing',
  answers: (state, d, map): ActionOf<'placeNewUnit'>[] =>
    newUnitPlaces(state, map, landUnit(d.unit).nation).map((to) => ({ type: 'placeNewUnit', side: d.side, unit: d.unit, to })),
  perform: (state, d, a) => placeNewUnit(state, d, a.to),
  whyNot: { intent: 'place', explain: (state, d, map, hex) => newUnitWhyNot(state, map, landUnit(d.unit).nation, hex) },
  message: (d) => message('prompt.placeNewUnit', { unit: d.unit }),
  schema: z.strictObject({ ...decisionBase('placeNewUnit'), unit: pieceId }),
  // 6.3 / 6.4: a unit of the deciding side waiting on the turn track.
  phases: ['consumeSupply'],
  over: ['placeNewUnit'],
  check: (d, state, _map, path) =>
    first(
      ownPieces(state, [d.unit], d.side, `${path}.unit`, false),
      // 6.3: a new unit waits on the turn track until it is placed.
      state.units[d.unit]?.location.kind === 'turnTrack' ? null : message('position.pending.notOnTurnTrack', { path, unit: d.unit }),
    ),
});
