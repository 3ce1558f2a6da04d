import { ship as shipDef } from '../counters';
import { distance, type HexId } from '../hex';
import type { GameMap } from '../map/types';
import { topPending } from '../pending';
import { otherSide, type Side } from '../side';
import { message, type OddsNote } from '../message';
import type { GameState } from '../state';
import { isWarship, shipsIn } from '../naval/seaGeometry';
import { getStack } from '../naval/stacks';
import { DIE_FACES, fromWeights, pGreater, shift, d6, type Distribution } from './distribution';

export interface InterceptionOddsOptions {
  /** The intercepting side (default: the pending interception's, else the non-phasing side). */
  readonly side?: Side;
  /** 7.3 exception: the transports of those hexes go along (their speed counts, 7.4). */
  readonly transports?: boolean;
  /** ES 7.4: the ships intercepted (default: the pending decision's stack, else the enemy ships in the target hex). */
  readonly targetShips?: readonly string[];
}

export interface InterceptionOdds {
  /** 7.3: the farthest distance of the hexes declared (0: automatic success). */
  readonly distance: number;
  readonly automatic: boolean;
  /** 7.4: the modifier added to the die (EN: the interceptors' lowest speed; ES option: the target's highest). */
  readonly modifier: number;
  readonly modifierRule: '7.4' | '7.4 ES';
  readonly interceptors: readonly string[];
  /** P(d6 + modifier > distance); 1 when automatic. */
  readonly pSuccess: number;
  /** 7.5: on a failure, how many hexes the interceptors move towards the hex (the modified roll, at least 0), with P. */
  readonly failedMoves: Distribution;
  /** What the figures assume, as codes (the interface words them). */
  readonly assumptions: readonly OddsNote[];
}

/** 7.3 / 7.4: P(d6 + modifier > distance), or 1 at distance 0. */
export function interceptionChance(dist: number, modifier: number): number {
  if (dist === 0) return 1;
  return pGreater(shift(d6(), modifier), dist);
}

/**
 * 7.3–7.5: the chance that the warships of `interceptorHexes` intercept a stack entering `targetHex`,
 * with the modifier rollInterception uses (EN: the lowest speed among the ships going; ES: the highest
 * speed among the ships intercepted). Ships already spent against the pending decision's stack are left out.
 */
export function interceptionOdds(state: GameState, map: GameMap, interceptorHexes: readonly HexId[], targetHex: HexId, opts: InterceptionOddsOptions = {}): InterceptionOdds {
  void map;
  const pending = topPending(state.pending);
  const decision = pending?.kind === 'interception' ? pending : null;
  const side = opts.side ?? decision?.side ?? otherSide(state.side);
  const stack = decision ? getStack(state, decision.stack) : undefined;
  const immune = new Set(stack?.immuneTo ?? []);
  const interceptors = interceptorHexes.flatMap((h) => shipsIn(state, h, side).filter((s) => !immune.has(s) && (opts.transports || isWarship(s))));
  const dist = interceptorHexes.length === 0 ? 0 : Math.max(...interceptorHexes.map((h) => distance(h, targetHex)));
  const automatic = dist === 0 && interceptorHexes.length > 0;
  const es = state.options.interceptionModifier === 'es';
  const targets = opts.targetShips ?? stack?.ships ?? shipsIn(state, targetHex, otherSide(side));
  const speeds = (es ? targets : interceptors).map((s) => shipDef(s).speed);
  const modifier = speeds.length === 0 ? 0 : es ? Math.max(...speeds) : Math.min(...speeds);
  const pSuccess = interceptors.length === 0 ? 0 : interceptionChance(dist, modifier);
  const failedMoves = automatic
    ? []
    : fromWeights(DIE_FACES.filter((d) => !(d + modifier > dist)).map((d) => [Math.max(0, d + modifier), 1] as const));
  return {
    distance: dist,
    automatic,
    modifier: automatic ? 0 : modifier,
    modifierRule: es ? '7.4 ES' : '7.4',
    interceptors,
    pSuccess,
    failedMoves,
    assumptions: [
      message(automatic ? 'odds.interceptionAutomatic' : 'odds.interceptionRoll', {}),
      message(es ? 'odds.interceptionModifierEs' : 'odds.interceptionModifierEn', {}),
      message('odds.interceptionFailedMoves', {}),
    ],
  };
}
