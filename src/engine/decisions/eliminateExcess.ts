import { z } from 'zod';
import type { ActionOf } from '../actions';
import { message } from '../message';
import { hexId } from '../position/schemaParts';
import { decisionBase } from './decisionBase';
import { eliminateForStacking } from '../stacking/eliminateForStacking';
import { landUnitsIn } from '../stacking/landUnitsIn';
import { decisionEntry } from './entry';

/** 8.1: the phasing player eliminates units of an overstacked hex, one at a time, until it complies. */
export const eliminateExcessEntry = decisionEntry('eliminateExcess', {
  answeredBy: 'phasing',
  answers: (state, d): ActionOf<'eliminateUnit'>[] => landUnitsIn(state, d.hex, d.side).map((unit) => ({ type: 'eliminateUnit', side: d.side, unit })),
  perform: (state, d, a) => eliminateForStacking(state, d, a.unit),
  message: (d) => message('prompt.eliminateExcess', { hex: d.hex, count: d.excess }),
  schema: z.strictObject({ ...decisionBase('eliminateExcess'), hex: hexId, excess: z.number().int().min(1).max(200) }),
  // 8.1: the phasing player's overstacked hex, on the map; one decision a hex, above the columns to place.
  phases: ['administrative'],
  over: ['eliminateExcess', 'placeSupplyColumn'],
  check: (d, state, map, path) =>
    !map.hexes[d.hex]
      ? message('position.record.hexOffMap', { path, hex: d.hex })
      : d.side !== state.side
        ? message('position.pending.notPhasing', { path, decision: d.kind, side: d.side, rule: '8.1' }) // 8.1: stacking is enforced on the phasing player
        : null,
});
