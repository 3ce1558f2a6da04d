import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import { enforceStacking } from '../stacking/enforceStacking';
import { allotSupply } from '../supply/allotSupply';
import { settleSupplyPlacement } from '../supply/placeSupplyColumn';
import { chileVp } from '../victory/chileVp';
import { judgeVictory } from '../victory/judgeVictory';
import { ON_PHASE_BEGIN } from './phaseHooks';
import { phaseInfo, VICTORY_CHECK_TURNS } from './phases';

/**
 * What happens as a phase begins. The Victory Determination Phase closing a game turn (the Allied
 * one, since Chile moves first, 4.1) records Chile's VP, and on turns 5, 9 and 12 judges 5.2–5.4.
 */
export function enterPhase(state: GameState, map: GameMap): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [
    { type: 'phaseBegan', turn: state.turn, side: state.side, phase: state.phase, rule: phaseInfo(state.phase).rule },
  ];
  const hook = ON_PHASE_BEGIN[state.phase];
  if (hook) {
    const r = hook(state, map);
    state = r.state;
    events.push(...r.events);
  }
  if (state.phase === 'administrative') {
    const allotted = allotSupply(state);
    // 8.1 stacking is enforced first (its decisions are answered before the columns are placed).
    const settled = enforceStacking(settleSupplyPlacement(allotted.state, allotted.events), state.side);
    return { state: settled, events: [...events, ...allotted.events] };
  }
  if (state.phase !== 'victoryDetermination' || state.side !== 'allied') return { state, events };

  const vp = chileVp(state, map);
  let next: GameState = { ...state, vpRecord: [...state.vpRecord, { turn: state.turn, chileVp: vp }] };
  if (!VICTORY_CHECK_TURNS.includes(state.turn)) return { state: next, events };

  const result = judgeVictory(state.turn, vp);
  events.push({
    type: 'victoryChecked',
    turn: state.turn,
    chileVp: vp,
    outcome: result ? result.summary : `Chile has ${vp} VP: the game goes on.`,
    rule: '5.1',
  });
  if (result) {
    next = { ...next, result };
    events.push({ type: 'gameOver', result });
  }
  return { state: next, events };
}
