import type { GameMap } from '../map/types';
import type { Side } from '../side';
import { message, type OddsNote } from '../message';
import type { GameState } from '../state';
import { cavalryOnly } from '../land/movers';
import { reachableHexes } from '../land/reachableHexes';
import { fortStands, isColumn } from '../land/spaces';
import type { Space } from '../land/types';
import { DIE_FACES, fromWeights, pAtLeast, type Distribution } from './distribution';

/** 8.2: the highest die a movement roll can give, +1 for a cavalry-only stack. */
const MAX_DIE = 6;

/** One space the stack could reach with the coming roll. */
export interface MoveReachOdds {
  readonly space: Space;
  /** MP of the cheapest route (8.6). */
  readonly cost: number;
  readonly path: readonly Space[];
  /** P(the allowance of this roll ≥ the cost). */
  readonly pReach: number;
  /**
   * P(this roll reaches the space AND is doubles): the chance of reaching it and then suffering 8.3
   * attrition if the move ends there. 0 when a fort stands there (8.3 exception) or the stack is
   * only Supply Columns (8.5).
   */
  readonly pReachWithAttrition: number;
}

export interface LandMoveOdds {
  /** 8.2: the movement allowance (the higher of 2d6, +1 for cavalry alone where the option says so). */
  readonly allowance: Distribution;
  /** 8.2 / rules option cavalryMovementBonus: the +1 applies to this group. */
  readonly cavalryBonus: number;
  /** 8.3: P(doubles) = 1/6, whatever the stack. */
  readonly pDoubles: number;
  /**
   * 8.3 / 8.5: P(the roll brings attrition) = P(doubles), or 0 for a stack of Supply Columns alone.
   * Where the move ends is not known in advance: a move that ends in a fort hex is immune (see each
   * space's pReachWithAttrition).
   */
  readonly pAttrition: number;
  /** Every space reachable with the best roll, nearest first. */
  readonly reach: readonly MoveReachOdds[];
  /** What the figures assume, as codes (the interface words them). */
  readonly assumptions: readonly OddsNote[];
}

/** 8.2: the movement roll of these pieces, exactly as move.ts rolls it: (higher die + bonus, doubles?) for all 36 throws. */
export function movementThrows(state: GameState, pieces: readonly string[]): { readonly allowance: number; readonly doubles: boolean }[] {
  const bonus = movementBonus(state, pieces);
  return DIE_FACES.flatMap((a) => DIE_FACES.map((b) => ({ allowance: Math.max(a, b) + bonus, doubles: a === b })));
}

function movementBonus(state: GameState, pieces: readonly string[]): number {
  return state.options.cavalryMovementBonus && cavalryOnly(state, pieces) ? 1 : 0;
}

/**
 * 8.2–8.6: the odds of a land move from `from` by `pieces` before its roll: the allowance, the chance of
 * reaching each space (by the cheapest route, reachableHexes), and of 8.3 attrition.
 */
export function landMoveOdds(state: GameState, map: GameMap, side: Side, from: Space, pieces: readonly string[]): LandMoveOdds {
  const bonus = movementBonus(state, pieces);
  const throws = movementThrows(state, pieces);
  const allowance = fromWeights(throws.map((t) => [t.allowance, 1] as const));
  const withLandUnit = pieces.some((p) => !isColumn(state, p));
  const pDoubles = throws.filter((t) => t.doubles).length / throws.length;
  const reach = reachableHexes(state, map, side, from, MAX_DIE + bonus, withLandUnit).map((r): MoveReachOdds => {
    const immune = !withLandUnit || fortStands(state, r.space);
    const both = throws.filter((t) => t.doubles && t.allowance >= r.cost).length / throws.length;
    return { space: r.space, cost: r.cost, path: r.path, pReach: pAtLeast(allowance, r.cost), pReachWithAttrition: immune ? 0 : both };
  });
  return {
    allowance,
    cavalryBonus: bonus,
    pDoubles,
    pAttrition: withLandUnit ? pDoubles : 0,
    reach,
    assumptions: [
      message('odds.moveOneRoll', {}),
      message('odds.moveAttrition', {}),
      message(bonus > 0 ? 'odds.moveCavalryBonus' : 'odds.moveNoCavalryBonus', {}),
    ],
  };
}
