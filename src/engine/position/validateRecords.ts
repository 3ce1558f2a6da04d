import { LAND_UNITS } from '../counters';
import { isLandHex } from '../land/movementCost';
import type { GameMap } from '../map/types';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';
import { battleProblem } from './battleRecord';
import { decisionProblem } from './decisions/decisionChecks';
import { diceProblem } from './diceRecord';
import { navalProblem } from './navalRecord';

/**
 * What ties the parts of a position together, checked once its pieces are known good (validatePosition):
 * the dice against the seed and secret, each pending decision against the phase and the pieces, the
 * land battle and the naval operations under way. Returns the first problem, or null.
 */
export function validateRecords(state: GameState, map: GameMap): string | null {
  if (state.phase === 'setup' && state.turn !== 1) return 'phase: the set-up comes before game turn 1 (3.1)';
  return diceProblem(state.dice, state.seed, state.diceSecret) ?? decisionProblem(state, map) ?? battleProblem(state, map) ?? navalProblem(state, map) ?? assaultProblem(state, map);
}

const LAND_UNIT_SIDE = new Map(LAND_UNITS.map((u) => [u.id, sideOf(u.nation)]));

/** 7.6: each landing still to be fought names land units of its side in a land hex. */
function assaultProblem(state: GameState, map: GameMap): string | null {
  for (const [i, a] of state.amphibiousAssaults.entries()) {
    if (!isLandHex(map, a.hex)) return `amphibiousAssaults[${i}]: hex ${a.hex} is not a land hex of the map`;
    for (const u of a.units) {
      if (!state.units[u]) return `amphibiousAssaults[${i}]: "${u}" is not a land unit in play`;
      if (LAND_UNIT_SIDE.get(u) !== a.side) return `amphibiousAssaults[${i}]: "${u}" is not the landing side's`;
    }
  }
  return null;
}
