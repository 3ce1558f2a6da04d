import type { Location } from '../pieces/location';
import type { GameState } from '../state';
import type { Step } from '../step';
import type { PlaceNewUnitDecision } from './types';

/** 6.3 / 6.4: place a waiting unit (it can't move this turn, 8.2), or it waits for the next turn box. */
export function placeNewUnit(state: GameState, d: PlaceNewUnitDecision, to: Location): Step {
  const unit = state.units[d.unit]!;
  return {
    state: {
      ...state,
      pending: state.pending.slice(0, -1),
      units: { ...state.units, [d.unit]: { ...unit, location: to, builtTurn: to.kind === 'turnTrack' ? null : state.turn } },
    },
    events: [{ type: 'placed', side: d.side, piece: d.unit, to, rule: '6.3' }],
  };
}
