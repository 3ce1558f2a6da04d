import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import { message } from '../message';
import { VICTORY_CHECK_TURNS } from '../sequence/phases';
import type { GameState } from '../state';
import type { Step } from '../step';
import { chileVp } from '../victory/chileVp';
import { judgeVictory, VICTORY_CHECKS } from '../victory/judgeVictory';
import { boliviaQuits } from './boliviaQuits';
import { navalBonusEarned } from './navalBonus';

/**
 * The Victory Determination Phase that closes a game turn (the Allied one: Chile moves first, 4.1):
 * 5.5 naval bonus VP, then 5.6 (Bolivia quits?), then Chile's VP are recorded and, on turns 5, 9 and
 * 12, judged (5.2–5.4).
 */
export function endGameTurn(state: GameState, map: GameMap): Step {
  const events: GameEvent[] = [];
  let s = state;
  if (navalBonusEarned(s)) {
    s = { ...s, bonusVp: s.bonusVp + 1 };
    events.push({ type: 'navalBonus', alliedSunk: s.warshipsSunkThisTurn.allied, chileanSunk: s.warshipsSunkThisTurn.chile, rule: '5.5' });
  }
  const quit = boliviaQuits(s, chileVp(s, map));
  s = quit.state;
  events.push(...quit.events);

  const vp = chileVp(s, map);
  s = { ...s, vpRecord: [...s.vpRecord, { turn: s.turn, chileVp: vp }] };
  if (!VICTORY_CHECK_TURNS.includes(s.turn)) return { state: s, events };
  const result = judgeVictory(s.turn, vp);
  // The check's own case (5.2–5.4), as the end panel and the header cite it (the log said 5.1: table QA round 13).
  events.push({ type: 'victoryChecked', turn: s.turn, chileVp: vp, outcome: result ? result.summary : message('outcome.gameGoesOn', { vp }), rule: VICTORY_CHECKS[s.turn]?.rule ?? '5.1' });
  if (result) {
    s = { ...s, result };
    events.push({ type: 'gameOver', result });
  }
  return { state: s, events };
}
