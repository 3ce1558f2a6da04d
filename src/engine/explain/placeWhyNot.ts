import type { Action } from '../actions';
import { LAND_UNITS, type SetupGroup } from '../counters';
import type { GameMap } from '../map/types';
import { at, sameLocation, type Location } from '../pieces/location';
import { topPending } from '../pending';
import { phaseInfo } from '../sequence/phases';
import type { GameState } from '../state';
import { pieceSide } from '../setup/pieceSide';
import { setupDestinations } from '../setup/setupDestinations';
import { setupGroupOf } from '../setup/setupGroupOf';
import { columnPlaces } from '../supply/columnPlaces';
import { HOLDING_BOX, type Space } from '../land/types';
import { newUnitWhyNot } from './newUnitWhyNot';
import { actor, turnCheck } from './turnCheck';
import { explain, type Explanation } from './types';

const toLocation = (space: Space): Location => (space === HOLDING_BOX ? at.holdingBox : at.hex(space));

/** 3.1: unplaced Supply Columns of a nation are alike; setupActions offers the first, so a place intent means that one. */
export function setupPiece(state: GameState, piece: string): string {
  const col = state.supply[piece];
  if (!col || col.location.kind !== 'unplaced') return piece;
  return Object.entries(state.supply).find(([, c]) => c.nation === col.nation && c.location.kind === 'unplaced')?.[0] ?? piece;
}

/** The actions a place intent may stand for now (any of them legal makes it legal). */
export function placeActions(state: GameState, piece: string, hex: Space): Action[] {
  const side = actor(state);
  const to = toLocation(hex);
  const top = topPending(state.pending);
  if (top?.kind === 'placeSupplyColumn') return hex === HOLDING_BOX ? [] : [{ type: 'placeSupplyColumn', side, hex }];
  if (top?.kind === 'placeNewUnit') return [{ type: 'placeNewUnit', side, unit: top.unit, to }];
  if (top) return [];
  if (state.phase === 'setup') return [{ type: 'setupPlace', side, piece: setupPiece(state, piece), to }];
  if (state.phase === 'consumeSupply') {
    return columnPlaces(state, side).flatMap((p) => (['recruit', 'rebuild'] as const).map((type): Action => ({ type, side, unit: piece, from: p.location, to })));
  }
  return [];
}

function setupWhyNot(state: GameState, map: GameMap, piece: string, hex: Space): Explanation | null {
  const side = actor(state);
  const owner = pieceSide(state, piece);
  if (owner === null) return explain('whyNot.noSuchPiece', { id: piece }, '3.1');
  if (owner !== side) return explain('whyNot.notYoursToSetUp', { piece }, '3.1');
  const p = state.units[piece] ?? state.ships[piece] ?? state.supply[piece];
  const group: SetupGroup | null = setupGroupOf(state, piece);
  if (!p || !group) return explain('whyNot.notSetUpAtStart', { piece }, '3.1');
  if (group.place !== 'map') return explain(group.place === 'recruitPool' ? 'whyNot.startsInRecruitPool' : 'whyNot.startsOnTurnTrack', { piece, rule: group.rule }, group.rule);
  if (p.location.kind !== 'unplaced' && p.location.kind !== 'hex' && p.location.kind !== 'holdingBox') return explain('whyNot.notOnMapToSetUp', { piece }, '3.1');
  const to = toLocation(hex);
  if (sameLocation(p.location, to)) return explain('whyNot.alreadyPlaced', { piece, hex }, '3.1');
  const isShip = state.ships[piece] !== undefined;
  if (!setupDestinations(group, map, isShip).some((d) => sameLocation(d, to))) {
    return explain(isShip ? 'whyNot.shipSetsUpIn' : 'whyNot.setsUpIn', { piece, group: group.id, rule: group.rule }, group.rule);
  }
  return null;
}

function recruitWhyNot(state: GameState, map: GameMap, piece: string, hex: Space): Explanation | null {
  const side = actor(state);
  const def = LAND_UNITS.find((u) => u.id === piece);
  const st = state.units[piece];
  if (!def || !st) return explain('whyNot.onlyLandUnitsBuilt', {}, '6.4');
  if (pieceSide(state, piece) !== side) return explain('whyNot.notYours', { piece }, '6.4');
  const kind = st.location.kind === 'deadPile' ? 'rebuild' : st.location.kind === 'recruitPool' ? 'recruit' : null;
  if (!kind) return explain('whyNot.nothingToBuild', { piece }, '6.4');
  const rule = kind === 'rebuild' ? '6.3' : '6.4';
  if (columnPlaces(state, side).length === 0) return explain('whyNot.noColumnToPay', { rule }, '6.1');
  if (kind === 'recruit' && def.reinforcementTurn !== null && def.reinforcementTurn > state.turn) {
    return explain('whyNot.notYetRecruitable', { piece, turn: def.reinforcementTurn }, '9.0');
  }
  if (def.nation === 'bolivia' && !state.boliviaInWar) return explain('whyNot.boliviaOutUnits', {}, '5.6');
  return newUnitWhyNot(state, map, def.nation, hex);
}

/**
 * 3.2–3.5, 6.3, 6.4: why `piece` may not be placed in `hex` now, with no decision pending (null if
 * nothing forbids it). A pending decision's own why-not (4.1 a Supply Column, 6.3 / 6.4 a new unit)
 * is in its entry (decisions/).
 */
export function placeWhyNot(state: GameState, map: GameMap, piece: string, hex: Space): Explanation | null {
  const pre = turnCheck(state, state.phase, 'whyNot.placedOnlyIn');
  if (pre) return pre;
  if (state.phase === 'setup') return setupWhyNot(state, map, setupPiece(state, piece), hex);
  if (state.phase === 'consumeSupply') return recruitWhyNot(state, map, piece, hex);
  const info = phaseInfo(state.phase);
  return explain('whyNot.nothingPlacedNow', { phase: state.phase, rule: info.rule }, info.rule);
}
