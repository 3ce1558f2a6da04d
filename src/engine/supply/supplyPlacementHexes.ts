import { capturedByChile } from '../control/controller';
import type { HexId } from '../hex';
import type { GameState } from '../state';
import type { PlaceSupplyColumnDecision } from './types';
import { SUPPLY_DEPOTS } from './supplyDepots';

/**
 * 4.1 I: where the next Allied Supply Column may go — Lima or Callao (Peruvian), or Oruro or La Paz
 * (Bolivian), never a city captured by Chile; while Bolivia is in the war at least one column each
 * Administrative Phase must be Bolivian, so the last one must be when none has been yet.
 */
export function supplyPlacementHexes(state: GameState, decision: PlaceSupplyColumnDecision): HexId[] {
  const peru = SUPPLY_DEPOTS.peru.filter((d) => !capturedByChile(state, d.hex)).map((d) => d.hex);
  const bolivia = state.boliviaInWar ? SUPPLY_DEPOTS.bolivia.filter((d) => !capturedByChile(state, d.hex)).map((d) => d.hex) : [];
  const mustBeBolivian = bolivia.length > 0 && !decision.bolivianPlaced && decision.remaining === 1;
  return mustBeBolivian ? bolivia : [...peru, ...bolivia];
}
