import type { PhaseAction } from '../actions';
import type { GameMap } from '../map/types';
import { sameLocation } from '../pieces/location';
import type { Side } from '../side';
import type { GameState } from '../state';
import { pieceSide, unplacedPieces } from './pieceSide';
import { setupDestinations } from './setupDestinations';
import { setupGroupOf } from './setupGroupOf';

/**
 * 3.1–3.5: what the side setting up may do — finish (once every piece is placed), take the historical
 * set-up, or place (or move again) any of its pieces where its set-up group allows.
 */
export function setupActions(state: GameState, side: Side, map: GameMap): PhaseAction[] {
  const actions: PhaseAction[] = [];
  if (unplacedPieces(state, side).length === 0) actions.push({ type: 'endPhase', side });
  actions.push({ type: 'historicalSetup', side });
  const pieces = [...Object.entries(state.units), ...Object.entries(state.ships), ...Object.entries(state.supply)];
  const seenUnplacedSupply = new Set<string>();
  for (const [piece, p] of pieces) {
    if (pieceSide(state, piece) !== side) continue;
    if (p.location.kind !== 'unplaced' && p.location.kind !== 'hex' && p.location.kind !== 'holdingBox') continue;
    const group = setupGroupOf(state, piece);
    if (!group || group.place !== 'map') continue;
    // Unplaced Supply Columns of a nation are alike: offer the first one only.
    const col = state.supply[piece];
    if (col && p.location.kind === 'unplaced') {
      if (seenUnplacedSupply.has(col.nation)) continue;
      seenUnplacedSupply.add(col.nation);
    }
    for (const to of setupDestinations(group, map, state.ships[piece] !== undefined)) {
      if (!sameLocation(to, p.location)) actions.push({ type: 'setupPlace', side, piece, to });
    }
  }
  return actions;
}
