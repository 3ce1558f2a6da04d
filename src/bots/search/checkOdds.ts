import { RESULT_VALUE } from './evaluate';
import type { GameState, Side } from '../../engine';

/**
 * Chile's chances (a win 1, a draw ½) once a victory check has settled nothing (5.2 at turn 5, 5.3 at
 * turn 9), as a logistic curve in the VP Chile had at that check: 1 / (1 + e^-(a + b·VP)).
 *
 * Method: `npx tsx scripts/check-odds.ts 1000 40000` plays the heuristic against itself over 1,000
 * seeded games (seeds 40000–40999, apart from the match seeds) and fits the curve to how the games
 * still running after each check ended. Refitted for the heuristic of 2026-12-01 whose escorts work in
 * relay until turn 4 (plan.ts escortRelayUntil; 535 games going on after turn 5, 308 after turn 9): turn
 * 5 from 0.16 at 2 VP to 0.30 at 5, turn 9 from 0.03 at 2 VP to 0.14 at 7 — after turn 5 Chile's chances
 * are lower than without the relay, whose fit (reproduced on 60349cd) follows. For the heuristic of 2026-11-30 whose Chilean stacks
 * drop a garrison in the objectives they march through (8.2 note; 571 games going on after turn 5, 328
 * after turn 9): turn 5 from 0.25 at 2 VP to 0.37 at 5, turn 9 from 0.08 at 2 VP to 0.13 at 7. Before it,
 * for the heuristic that keeps its stacks within the 8.1 limit (544 and 310 games): turn 5 from 0.23 at 2
 * VP to 0.37 at 5, turn 9 from 0.06 at 2 VP to 0.13 at 7. Before that, for the heuristic of 59783c3 (a convoy a battle split
 * from its escorts stays with them unless it can land unthreatened; no convoy of columns alone: 517
 * games going on after turn 5, 267 after turn 9): turn 5 from 0.33 at 2 VP to 0.50 at 5, turn 9 from
 * 0.07 at 2 VP to 0.22 at 7: Chile's chances after a check are lower than they were. Before it (ca9a289, and 9c9ab55's nearly the same): turn 5 from 0.35 at 2 VP to 0.58 at 5
 * (0.36–0.52 for 70b4d76's, 0.41–0.66 for 395d170's, 0.33–0.41 for 79c7a79's, 0.23–0.42 before issue
 * 20), turn 9 from 0.07 at 2 VP to 0.24 at 7 (0.25 for 9c9ab55's, 0.08–0.37 for 70b4d76's). The search bot scores a
 * look-ahead that stops at a check with it. Its own position evaluation (evaluate.ts) scored such a
 * position at 0.55–0.60 for Chile when Chile's real chances were 0.1–0.4, and once the VP are known it
 * hardly predicts the end (correlation with the result 0.3 at most), so the VP alone are used.
 * Refit whenever the heuristic changes: it is the model of the opponent the search plays against.
 */
export const CHECK_ODDS: Readonly<Record<number, { readonly a: number; readonly b: number }>> = {
  5: { a: -2.168, b: 0.264 },
  9: { a: -4.322, b: 0.357 },
};

/** Chile's chances after the check of `turn` with `chileVp`, or null if that turn has no open-ended check. */
export function chileChancesAfterCheck(turn: number, chileVp: number): number | null {
  const odds = CHECK_ODDS[turn];
  return odds ? 1 / (1 + Math.exp(-(odds.a + odds.b * chileVp))) : null;
}

/**
 * What a look-ahead that has just passed a check (the game goes on into the next turn) is worth to `me`,
 * 0–1; null if the state is not just after such a check.
 */
export function worthAfterCheck(state: Pick<GameState, 'result' | 'turn' | 'vpRecord'>, me: Side): number | null {
  if (state.result) return null;
  const last = state.vpRecord[state.vpRecord.length - 1];
  if (!last || last.turn !== state.turn - 1) return null;
  const chile = chileChancesAfterCheck(last.turn, last.chileVp);
  if (chile === null) return null;
  return me === 'chile' ? chile : 1 - chile;
}

/** The same in evaluation units (evaluate.ts: ±RESULT_VALUE for a finished game). */
export function valueAfterCheck(state: Pick<GameState, 'result' | 'turn' | 'vpRecord'>, me: Side): number | null {
  const worth = worthAfterCheck(state, me);
  return worth === null ? null : RESULT_VALUE * (2 * worth - 1);
}
