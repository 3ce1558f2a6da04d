import type { PhaseAction } from '../actions';
import { landUnit, ship as shipDef } from '../counters';
import type { GameMap } from '../map/types';
import { at } from '../pieces/location';
import { placeKey, type PlaceKey } from '../pieces/piecesByPlace';
import { movePiece } from '../pieces/movePiece';
import type { Side } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import type { Step } from '../step';
import { afloat, cargoOf, inFriendlyPort, isStopped, shipSide } from './seaGeometry';

/** 7.1 / 8.5: the steps a piece takes aboard — a land unit its steps, a Supply Column two (a full-strength unit). */
export function cargoSteps(state: GameState, piece: string): number {
  const u = state.units[piece];
  return u ? u.steps : 2;
}

export const TRANSPORT_CAPACITY = 2;

/**
 * Transports of a side that may still embark: afloat in a friendly port (or the box) and not yet sailing
 * or sailed. A transport held by a naval combat (7.9) or that has landed troops (7.6) has sailed, though
 * it is in no stack any more.
 */
function loadingTransports(state: GameState, map: GameMap, side: Side): string[] {
  const out: string[] = [];
  for (const id of Object.keys(state.ships)) {
    if (shipDef(id).type !== 'transport' || shipSide(state, id) !== side || !afloat(state, id) || isStopped(state, id)) continue;
    if (!inFriendlyPort(state, map, state.ships[id]!.location, side)) continue;
    const stack = state.naval.stacks.find((s) => s.ships.includes(id));
    if (!stack || stack.status === 'waiting') out.push(id);
  }
  return out.sort();
}

/**
 * The side's pieces (land units not in an amphibious assault, then Supply Columns) in each of the
 * places `keys`, each list in the order of its record (as a scan of `state.units` / `state.supply`
 * finds them): one pass over the pieces for all the transports (issue 20 §4).
 */
function piecesAt(state: GameState, side: Side, keys: ReadonlySet<PlaceKey>): { units: Map<PlaceKey, string[]>; columns: Map<PlaceKey, string[]> } {
  const units = new Map<PlaceKey, string[]>();
  const columns = new Map<PlaceKey, string[]>();
  const assaulting = new Set(state.amphibiousAssaults.flatMap((a) => a.units));
  const add = (index: Map<PlaceKey, string[]>, key: PlaceKey | null, id: string) => {
    if (key === null || !keys.has(key)) return; // not where a loading transport is
    const list = index.get(key);
    if (list) list.push(id);
    else index.set(key, [id]);
  };
  for (const id of Object.keys(state.units)) {
    if (sideOf(landUnit(id).nation) === side && !assaulting.has(id)) add(units, placeKey(state.units[id]!.location), id); // 7.6: a landed unit stays to attack
  }
  for (const id of Object.keys(state.supply)) {
    const c = state.supply[id]!;
    if (sideOf(c.nation) === side) add(columns, placeKey(c.location), id);
  }
  return { units, columns };
}

/**
 * 7.1: at the start of the Naval Movement Phase, before it moves, a transport in a port friendly to
 * it and the unit may embark one full-strength unit or up to two one-step units — two steps at most; a
 * Supply Column counts as a full-strength unit.
 */
export function embarkActions(state: GameState, map: GameMap, side: Side): PhaseAction[] {
  const out: PhaseAction[] = [];
  const transports = loadingTransports(state, map, side);
  if (transports.length === 0) return out;
  const keyOf = (t: string) => placeKey(state.ships[t]!.location)!; // a hex or the Holding Box (inFriendlyPort)
  const { units, columns } = piecesAt(state, side, new Set(transports.map(keyOf)));
  for (const transport of transports) {
    const key = keyOf(transport);
    const load = cargoOf(state, transport).reduce((n, p) => n + cargoSteps(state, p), 0);
    for (const id of units.get(key) ?? []) if (load + state.units[id]!.steps <= TRANSPORT_CAPACITY) out.push({ type: 'embark', side, transport, piece: id });
    if (load + 2 <= TRANSPORT_CAPACITY) for (const id of columns.get(key) ?? []) out.push({ type: 'embark', side, transport, piece: id });
  }
  return out;
}

export function embark(state: GameState, side: Side, transport: string, piece: string): Step {
  return { state: movePiece(state, piece, at.aboard(transport)), events: [{ type: 'embarked', side, piece, transport, rule: '7.1' }] };
}
