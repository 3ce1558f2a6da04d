import { z } from 'zod';
import type { ActionOf } from '../actions';
import { message } from '../message';
import { pieceId } from '../position/schemaParts';
import { first, ships } from './checkParts';
import { decisionBase } from './decisionBase';
import { columnPlaces } from '../supply/columnPlaces';
import { repairDelay, repairPay } from '../supply/repair';
import { decisionEntry } from './entry';

/**
 * 6.5: the repair die is rolled; the owner pays that many Supply Columns from one place that has them,
 * or the ship waits that many turns on the turn track.
 */
export const repairChoiceEntry = decisionEntry('repairChoice', {
  answeredBy: 'phasing',
  answers: (state, d): ActionOf<'repairPay' | 'repairDelay'>[] => [
    ...columnPlaces(state, d.side)
      .filter((p) => p.count >= d.roll)
      .map((p) => ({ type: 'repairPay' as const, side: d.side, from: p.location })),
    { type: 'repairDelay', side: d.side },
  ],
  perform: (state, d, a) => (a.type === 'repairPay' ? repairPay(state, d, a.from) : repairDelay(state, d)),
  message: (d) => message('prompt.repairChoice', { ship: d.ship, count: d.roll }),
  schema: z.strictObject({ ...decisionBase('repairChoice'), ship: pieceId, roll: z.number().int().min(1).max(6) }),
  // 6.5: a damaged warship of the deciding side.
  phases: ['consumeSupply'],
  check: (d, state, _map, path) =>
    // 6.5: only a damaged warship is repaired.
    first(ships(state, [d.ship], `${path}.ship`, d.side), state.ships[d.ship]?.damaged ? null : message('position.pending.shipNotDamaged', { path, ship: d.ship })),
});
