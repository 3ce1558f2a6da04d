import { neighbours } from '../hex';
import type { GameMap } from '../map/types';
import { otherSide, type Side } from '../side';
import type { GameState } from '../state';
import { movementCost } from './movementCost';
import { columnsAt, unitsAt } from './spaces';
import { HOLDING_BOX, type Space } from './types';

/** A space a moving unit or stack can reach with its allowance, by the cheapest route. */
export interface Reach {
  readonly space: Space;
  readonly cost: number;
  /** The spaces entered, in order (the starting space not included). */
  readonly path: readonly Space[];
}

/**
 * 8.2 / 8.12: may a `side` stack enter this space? Never a hex with enemy land units; a hex with only
 * enemy Supply Columns only when the stack has a land unit (it captures them, 8.12); only Chile uses
 * the Holding Box.
 */
export function mayEnter(state: GameState, side: Side, space: Space, withLandUnit: boolean): boolean {
  if (space === HOLDING_BOX) return side === 'chile';
  const enemy = otherSide(side);
  if (unitsAt(state, space, enemy).length > 0) return false;
  if (columnsAt(state, space, enemy).length > 0) return withLandUnit;
  return true;
}

/** The spaces next to a space, the Holding Box link included (movementCost decides if it is open). */
export function adjacentSpaces(map: GameMap, space: Space): Space[] {
  if (space === HOLDING_BOX) return [...map.holdingBox.landEntries];
  const out: Space[] = neighbours(space).filter((h) => map.hexes[h] !== undefined);
  if (map.holdingBox.landEntries.includes(space)) out.push(HOLDING_BOX);
  return out;
}

/**
 * 8.2–8.6: every space a unit or stack of `side` at `from` can reach spending at most `mp`, each with
 * its cheapest cost and route (for the UI to highlight; the engine moves one space at a time).
 */
export function reachableHexes(state: GameState, map: GameMap, side: Side, from: Space, mp: number, withLandUnit: boolean): Reach[] {
  const best = new Map<Space, Reach>([[from, { space: from, cost: 0, path: [] }]]);
  const open: Reach[] = [{ space: from, cost: 0, path: [] }];
  while (open.length > 0) {
    open.sort((a, b) => a.cost - b.cost);
    const cur = open.shift()!;
    if (cur.cost > (best.get(cur.space)?.cost ?? Infinity)) continue;
    for (const next of adjacentSpaces(map, cur.space)) {
      const step = movementCost(map, state.options, cur.space, next);
      if (step === null || cur.cost + step > mp) continue;
      if (!mayEnter(state, side, next, withLandUnit)) continue;
      const cost = cur.cost + step;
      if (cost >= (best.get(next)?.cost ?? Infinity)) continue;
      const reach = { space: next, cost, path: [...cur.path, next] };
      best.set(next, reach);
      open.push(reach);
    }
  }
  best.delete(from);
  return [...best.values()].sort((a, b) => a.cost - b.cost || a.space.localeCompare(b.space));
}
