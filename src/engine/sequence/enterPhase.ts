import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { enforceStacking } from '../stacking/enforceStacking';
import { allotSupply } from '../supply/allotSupply';
import { settleSupplyPlacement } from '../supply/placeSupplyColumn';
import { askToPlaceWaitingUnits } from '../supply/waitingUnits';
import { beginGameTurn } from '../turn/beginGameTurn';
import { endGameTurn } from '../turn/endGameTurn';
import { ON_PHASE_BEGIN } from './phaseHooks';
import { phaseInfo } from './phases';


/**
 * What happens as a phase begins, before anyone chooses anything:
 *  - Chile's Administrative Phase opens the game turn: reinforcements, forts and repaired ships arrive.
 *  - every Administrative Phase: 8.1 stacking (and, with the supplyRollFirst option, the 4.1 Supply
 *    Column allotment; by the text it is rolled after the NADC orders, as the phase ends: supply/allotAtPhaseEnd.ts).
 *  - every Consume Supply Columns Phase: units waiting on the turn track are placed (6.3, 6.4).
 *  - the Allied Victory Determination Phase closes the game turn: 5.5, 5.6, 5.1–5.4.
 * Then any hook a rules procedure registered (sequence/phaseHooks.ts).
 */
export function enterPhase(state: GameState, map: GameMap): Step {
  const events: GameEvent[] = [
    { type: 'phaseBegan', turn: state.turn, side: state.side, phase: state.phase, rule: phaseInfo(state.phase).rule },
  ];
  let s = state;
  const run = (step: Step) => {
    s = step.state;
    events.push(...step.events);
  };
  if (s.phase === 'administrative') {
    if (s.side === 'chile') run(beginGameTurn(s));
    if (s.options.supplyRollFirst) {
      const allotted = allotSupply(s);
      const placed = settleSupplyPlacement(allotted.state);
      // 8.1 stacking is enforced first: its decisions go on top, answered before the columns are placed.
      run({ state: enforceStacking(placed.state, s.side), events: [...allotted.events, ...placed.events] });
    } else s = enforceStacking(s, s.side);
  }
  if (s.phase === 'consumeSupply') s = askToPlaceWaitingUnits(s, s.side);
  if (s.phase === 'victoryDetermination' && s.side === 'allied') run(endGameTurn(s, map));
  const hook = ON_PHASE_BEGIN[s.phase];
  if (hook && !s.result) run(hook(s, map));
  return { state: s, events };
}
