import { z } from 'zod';
import type { ActionOf } from '../actions';
import { capturedByChile } from '../control/controller';
import { explain, type Explanation } from '../explain/types';
import { HOLDING_BOX, type Space } from '../land/types';
import { message } from '../message';
import { decisionBase } from './decisionBase';
import type { GameState } from '../state';
import type { HexId } from '../hex';
import { placeSupplyColumn } from '../supply/placeSupplyColumn';
import { placingEndsPhase } from '../supply/allotAtPhaseEnd';
import { leavePhase } from '../sequence/leavePhase';
import type { GameMap } from '../map/types';
import type { Step } from '../step';
import type { PlaceSupplyColumnDecision } from '../supply/types';
import { depotNation } from '../supply/supplyDepots';
import { supplyPlacementHexes } from '../supply/supplyPlacementHexes';
import { decisionEntry } from './entry';

/** 4.1 I: why the next Allied Supply Column may not go to `hex` (null if it may). */
function whyNotHere(state: GameState, d: PlaceSupplyColumnDecision, hex: Space): Explanation | null {
  if (hex !== HOLDING_BOX && supplyPlacementHexes(state, d).includes(hex)) return null;
  const nation = hex === HOLDING_BOX ? null : depotNation(hex);
  if (nation === null) return explain('whyNot.notADepot', { hex }, '4.1');
  if (capturedByChile(state, hex as string)) return explain('whyNot.depotCaptured', { hex }, '4.1');
  if (nation === 'bolivia' && !state.boliviaInWar) return explain('whyNot.boliviaOutColumns', {}, '5.6');
  return explain('whyNot.lastColumnBolivian', {}, '4.1');
}

/**
 * 4.1 I: one column placed; the columns were rolled as the phase ended (the NADC orders done), so once
 * the last is placed the Consume Supply Columns Phase begins.
 */
function place(state: GameState, d: PlaceSupplyColumnDecision, hex: HexId, map: GameMap): Step {
  const placed = placeSupplyColumn(state, d, hex);
  if (placed.state.pending.length > 0 || !placingEndsPhase(placed.state)) return placed;
  return leavePhase(placed.state, map, placed.events);
}

/** 4.1 I: the Allied player places each newly allotted Supply Column in a depot city, one at a time. */
export const placeSupplyColumnEntry = decisionEntry('placeSupplyColumn', {
  answeredBy: 'phasing',
  answers: (state, d): ActionOf<'placeSupplyColumn'>[] => supplyPlacementHexes(state, d).map((hex) => ({ type: 'placeSupplyColumn', side: d.side, hex })),
  perform: (state, d, a, map) => place(state, d, a.hex, map),
  whyNot: { intent: 'place', explain: (state, d, _map, hex) => whyNotHere(state, d, hex) },
  message: (d) => message('prompt.placeSupplyColumn', { count: d.remaining }),
  schema: z.strictObject({ ...decisionBase('placeSupplyColumn'), remaining: z.number().int().min(1).max(60), bolivianPlaced: z.boolean() }),
  // 4.1 I: the Allied player places the columns just allotted.
  phases: ['administrative'],
  check: (d, _state, _map, path) => (d.side === 'allied' ? null : message('position.pending.columnsNotAllied', { path })), // 4.1: only the Allied player places Supply Columns
});
