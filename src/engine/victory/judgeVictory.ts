import { message } from '../message';
import type { GameResult } from '../state';

/** 5.2–5.4 as a table: the thresholds of each check turn. */
export const VICTORY_CHECKS: Readonly<Record<number, { readonly win: number; readonly suddenDeathBelow: number | null; readonly rule: string }>> = {
  5: { win: 6, suddenDeathBelow: 2, rule: '5.2' },
  9: { win: 8, suddenDeathBelow: 2, rule: '5.3' },
  12: { win: 18, suddenDeathBelow: null, rule: '5.4' },
};

/** 5.4: Allied victory below this many VP at the end of game turn 12; the draw band runs from it to the win. */
export const FINAL_DRAW_FROM = 13;

/**
 * The verdict of a Victory Determination Phase, or null when the game goes on.
 * 5.4 leaves 13 VP in neither band ("less than 13: Allied victory; 14–17: draw"); the project reads
 * 13–17 as a draw (docs/rules-notes.md).
 */
export function judgeVictory(turn: number, chileVp: number): GameResult | null {
  const check = VICTORY_CHECKS[turn];
  if (!check) return null;
  if (chileVp >= check.win) {
    return { winner: 'chile', kind: 'victory', turn, chileVp, rule: check.rule, summary: message('result.chileanVictory', { vp: chileVp, min: check.win }) };
  }
  if (check.suddenDeathBelow !== null) {
    if (chileVp < check.suddenDeathBelow) {
      return { winner: 'allied', kind: 'suddenDeath', turn, chileVp, rule: check.rule, summary: message('result.suddenDeath', { vp: chileVp, max: check.suddenDeathBelow }) };
    }
    return null;
  }
  if (chileVp < FINAL_DRAW_FROM) {
    return { winner: 'allied', kind: 'victory', turn, chileVp, rule: check.rule, summary: message('result.alliedVictory', { vp: chileVp, max: FINAL_DRAW_FROM }) };
  }
  return { winner: null, kind: 'draw', turn, chileVp, rule: check.rule, summary: message('result.draw', { vp: chileVp, min: FINAL_DRAW_FROM, max: check.win - 1 }) };
}
