import type { GameMap } from '../map/types';
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

/** 7.6: each landing still to be fought names land units of its side in a land hex. */
function assaultProblem(state: GameState, map: GameMap): string | null {
  for (const [i, a] of state.amphibiousAssaults.entries()) {
    if (!map.hexes[a.hex]) return `amphibiousAssaults[${i}]: hex ${a.hex} is not on the map`;
    for (const u of a.units) {
      if (!state.units[u]) return `amphibiousAssaults[${i}]: "${u}" is not a land unit in play`;
    }
  }
  return null;
}
