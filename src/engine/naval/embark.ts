import type { PhaseAction } from '../actions';
import { landUnit, ship as shipDef } from '../counters';
import type { GameMap } from '../map/types';
import { at, sameLocation } from '../pieces/location';
import { movePiece } from '../pieces/movePiece';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import type { Step } from '../step';
import { afloat, cargoOf, inFriendlyPort, shipSide } from './seaGeometry';

/** 7.1 / 8.5: the steps a piece takes aboard — a land unit its steps, a Supply Column two (a full-strength unit). */
export function cargoSteps(state: GameState, piece: string): number {
  const u = state.units[piece];
  return u ? u.steps : 2;
}

export const TRANSPORT_CAPACITY = 2;

/** Transports of a side that may still embark: afloat in a friendly port (or the box) and not yet sailing or sailed. */
function loadingTransports(state: GameState, map: GameMap, side: Side): string[] {
  return Object.keys(state.ships)
    .filter((id) => shipDef(id).type === 'transport' && shipSide(state, id) === side && afloat(state, id))
    .filter((id) => inFriendlyPort(state, map, state.ships[id]!.location, side))
    .filter((id) => {
      const stack = state.naval.stacks.find((s) => s.ships.includes(id));
      return !stack || stack.status === 'waiting';
    })
    .sort();
}

/**
 * 7.1: at the start of the Naval Movement Phase, before it moves, a transport in a port friendly to
 * it and the unit may embark one full-strength unit or up to two one-step units — two steps at most; a
 * Supply Column counts as a full-strength unit.
 */
export function embarkActions(state: GameState, map: GameMap, side: Side): PhaseAction[] {
  const out: PhaseAction[] = [];
  const assaulting = new Set(state.amphibiousAssaults.flatMap((a) => a.units));
  for (const transport of loadingTransports(state, map, side)) {
    const where = state.ships[transport]!.location;
    const load = cargoOf(state, transport).reduce((n, p) => n + cargoSteps(state, p), 0);
    for (const [id, u] of Object.entries(state.units)) {
      if (sideOf(landUnit(id).nation) !== side || !sameLocation(u.location, where) || assaulting.has(id)) continue;
      if (load + u.steps <= TRANSPORT_CAPACITY) out.push({ type: 'embark', side, transport, piece: id });
    }
    for (const [id, c] of Object.entries(state.supply)) {
      if (sideOf(c.nation) !== side || !sameLocation(c.location, where)) continue;
      if (load + 2 <= TRANSPORT_CAPACITY) out.push({ type: 'embark', side, transport, piece: id });
    }
  }
  return out;
}

export function embark(state: GameState, side: Side, transport: string, piece: string): Step {
  return { state: movePiece(state, piece, at.aboard(transport)), events: [{ type: 'embarked', side, piece, transport, rule: '7.1' }] };
}
