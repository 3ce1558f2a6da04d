import { LAND_UNITS } from '../counters';
import { isLandHex } from '../land/movementCost';
import type { GameMap } from '../map/types';
import { message, type Message } from '../message';
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
export function validateRecords(state: GameState, map: GameMap): Message | null {
  if (state.phase === 'setup' && state.turn !== 1) return message('position.setupAfterTurnOne', { turn: state.turn });
  return diceProblem(state.dice, state.seed, state.diceSecret) ?? decisionProblem(state, map) ?? battleProblem(state, map) ?? navalProblem(state, map) ?? assaultProblem(state, map);
}

const LAND_UNIT_SIDE = new Map(LAND_UNITS.map((u) => [u.id, sideOf(u.nation)]));

/** 7.6: each landing still to be fought names land units of its side in a land hex. */
function assaultProblem(state: GameState, map: GameMap): Message | null {
  for (const [i, a] of state.amphibiousAssaults.entries()) {
    const path = `amphibiousAssaults.${i}`;
    if (!isLandHex(map, a.hex)) return message('position.assault.notLandHex', { path, hex: a.hex });
    for (const u of a.units) {
      if (!state.units[u]) return message('position.record.unitNotInPlay', { path, id: u });
      if (LAND_UNIT_SIDE.get(u) !== a.side) return message('position.record.unitWrongSide', { path, unit: u, side: a.side });
    }
  }
  return null;
}
