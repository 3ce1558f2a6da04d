import type { Modifier } from '../dice';
import { distance, type HexId } from '../hex';
import type { InterceptionDecision } from '../naval/types';
import { interceptorsOf } from '../naval/interception';
import { interceptionModifier } from '../naval/interceptionModifier';
import { isWarship } from '../naval/seaGeometry';
import { getStack } from '../naval/stacks';
import type { GameState } from '../state';
import { DIE_FACES } from './distribution';

/** What one face of the die does (7.3 / 7.5): the modified result and whether it intercepts. */
export interface InterceptionFace {
  readonly die: number;
  readonly result: number;
  readonly success: boolean;
}

/** The exact odds of one way to answer an interception question: these hexes, with or without their transports. */
export interface InterceptionChoiceOdds {
  /** The hexes whose ships go (7.3: all the warships of each). */
  readonly hexes: readonly HexId[];
  /** 7.3 exception: the transports of those hexes go along (their speed then counts, 7.4). */
  readonly transports: boolean;
  readonly ships: readonly string[];
  /** 7.3: the farthest distance from those hexes to the hex entered. */
  readonly distance: number;
  /** 7.3 note: every interceptor is in the hex entered — no roll. */
  readonly automatic: boolean;
  /** 7.4 (or its ES option): the modifier the roll would add, with its reason and rule case; null when automatic. */
  readonly modifier: Modifier | null;
  /** Each face of the die (empty when automatic). */
  readonly faces: readonly InterceptionFace[];
  /** P(success): the succeeding faces out of 6, or 1 when automatic. */
  readonly pSuccess: number;
  /** 7.5: each failure — the interceptors sail `moves` hexes towards the hex and stay — with its probability. */
  readonly failures: readonly { readonly moves: number; readonly p: number }[];
}

/** An interception question's odds: what is declared so far, and what each hex would make of it. */
export interface InterceptionQuestionOdds {
  /** The hexes declared so far, as they would roll now (null before any is declared). */
  readonly declared: InterceptionChoiceOdds | null;
  /** With their transports too, when that is a choice (null otherwise). */
  readonly declaredWithTransports: InterceptionChoiceOdds | null;
  /** For each eligible hex not yet declared: the odds once it is added to those declared. */
  readonly adding: readonly InterceptionChoiceOdds[];
}

/**
 * 7.3–7.5: the exact odds of intercepting the stack of `d` from `hexes`: the die faces 1–6 each read
 * with the modifier the roll would use (interceptionModifier) and compared with the farthest distance,
 * exactly as rollInterception does; a failure moves the interceptors the modified roll's hexes (at least 0).
 */
export function interceptionChoiceOdds(state: GameState, d: InterceptionDecision, hexes: readonly HexId[], transports: boolean): InterceptionChoiceOdds {
  const stack = getStack(state, d.stack);
  const ships = interceptorsOf(state, d, transports, hexes).flatMap((g) => g.ships);
  const dist = hexes.length === 0 ? 0 : Math.max(...hexes.map((h) => distance(h, d.hex)));
  const automatic = hexes.length > 0 && dist === 0;
  if (automatic) return { hexes, transports, ships, distance: 0, automatic, modifier: null, faces: [], pSuccess: 1, failures: [] };
  const modifier = interceptionModifier(state.options, ships, stack?.ships ?? []);
  const faces = DIE_FACES.map((die) => {
    const result = die + (modifier?.value ?? 0);
    return { die, result, success: ships.length > 0 && result > dist };
  });
  const failures = new Map<number, number>();
  for (const f of faces) if (!f.success) failures.set(Math.max(0, f.result), (failures.get(Math.max(0, f.result)) ?? 0) + 1);
  return {
    hexes,
    transports,
    ships,
    distance: dist,
    automatic,
    modifier,
    faces,
    pSuccess: faces.filter((f) => f.success).length / DIE_FACES.length,
    failures: [...failures.entries()].sort((a, b) => a[0] - b[0]).map(([moves, n]) => ({ moves, p: n / DIE_FACES.length })),
  };
}

/** 7.3: the odds the interception question shows: the declared hexes (with and without transports) and each hex that could be added. */
export function interceptionQuestionOdds(state: GameState, d: InterceptionDecision): InterceptionQuestionOdds {
  const declared = d.chosen.length > 0 ? interceptionChoiceOdds(state, d, d.chosen, false) : null;
  const hasTransports = interceptorsOf(state, d, true).some((g) => g.ships.some((s) => !isWarship(s)));
  return {
    declared,
    declaredWithTransports: declared && hasTransports ? interceptionChoiceOdds(state, d, d.chosen, true) : null,
    adding: d.eligible.filter((h) => !d.chosen.includes(h)).map((h) => interceptionChoiceOdds(state, d, [...d.chosen, h], false)),
  };
}
