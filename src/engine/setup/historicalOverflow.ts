import type { Action, SetupPlaceAction } from '../actions';
import { at, sameLocation, type Location } from '../pieces/location';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import { overstackedHexes } from '../stacking/overstackedHexes';
import { landUnit } from '../counters';
import { HISTORICAL_SETUP } from './historicalSetup';

/**
 * 8.1 (the Spanish reading, rules option `stacking`: 5 land units, 6 with a fort) and the historical
 * set-up (historicalSetup.ts), which stacks to the English limit: 6 units at Antofagasta, 7 at Callao
 * with its fort. Under the lower limit each side lost a unit as its first Administrative Phase began, in
 * every game (issue 20: 100 of 100 heuristic games, seeds 107100–107199). These pieces go elsewhere, in
 * this order, while the hex the historical set-up put them in is over the limit — each to a place its
 * set-up group allows. They move by ordinary `setupPlace` actions taken after the historical set-up
 * (the new-game screen's session and the heuristic bot take them), so the historical set-up itself, and
 * every game recorded with it, is unchanged.
 *
 * Which pieces is a design decision (docs/setup.md): history-and-geography.md gives no date of arrival
 * for any of the six Chilean units, nor a station for the Guías.
 */
export const HISTORICAL_OVERFLOW: readonly { readonly piece: string; readonly to: Location }[] = [
  // 3.5 "Antofagasta (3123) and/or the Chile Holding Box": a cavalry regiment waits in the box with the
  // transports, so Antofagasta keeps the four line regiments and the Cazadores (history §6a: the army's
  // two cavalry regiments; the Granaderos had the mixed carbines).
  { piece: 'cl-cav-granaderos', to: at.holdingBox },
  // 3.2 "within three hexes of Lima, but not in Lima": the Guías cavalry to Ancón (2006), the port on the
  // coast road two hexes north of Lima, screening Callao's northern approach (history §6b: its station
  // not found).
  { piece: 'pe-cav-guias', to: at.hex('2006') },
];

/**
 * The next placement that takes the historical set-up of `side` within the stacking limit, or null when
 * its hexes are within it (always, with the English limit). `state` may be a player's view of its own side.
 */
export function historicalOverflowPlacement(state: GameState, side: Side): SetupPlaceAction | null {
  if (state.phase !== 'setup') return null;
  const over = new Set(overstackedHexes(state, side).map((o) => o.hex));
  if (over.size === 0) return null;
  for (const { piece, to } of HISTORICAL_OVERFLOW) {
    if (sideOf(landUnit(piece).nation) !== side) continue;
    const place = HISTORICAL_SETUP[piece];
    const loc = state.units[piece]?.location;
    if (!place || typeof place !== 'object' || !('hex' in place) || loc?.kind !== 'hex' || loc.hex !== place.hex || !over.has(loc.hex)) continue;
    if (sameLocation(loc, to)) continue;
    return { type: 'setupPlace', side, piece, to };
  }
  return null;
}

/** Whether `action` is one of HISTORICAL_OVERFLOW's placements (a saved game's opening reads them as part of the historical set-up). */
export function isOverflowPlacement(action: Action): boolean {
  return action.type === 'setupPlace' && HISTORICAL_OVERFLOW.some((o) => o.piece === action.piece && sameLocation(o.to, action.to));
}
