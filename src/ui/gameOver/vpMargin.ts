import { FINAL_DRAW_FROM, VICTORY_CHECKS, type GameResult } from '../../engine';

/**
 * What would have changed a result (5.2–5.4), in VP: the fewest VP more or fewer Chile needed at that
 * check for another outcome. Read off the engine's own table of the checks, so it cannot disagree
 * with the verdict. Each margin is at least 1.
 */
export type VpMargin =
  /** 5.2 / 5.3 Chile won at turn 5 or 9: with `fewer` VP fewer, the war would have gone on. */
  | { readonly kind: 'checkWin'; readonly fewer: number }
  /** 5.2 / 5.3 sudden death: with `more` VP more, the war would have gone on. */
  | { readonly kind: 'suddenDeath'; readonly more: number }
  /** 5.4 Chile won at turn 12: with `fewer` VP fewer, a draw. */
  | { readonly kind: 'finalWin'; readonly fewer: number }
  /** 5.4 a draw: `more` VP more for a Chilean victory, `fewer` fewer for an Allied one. */
  | { readonly kind: 'draw'; readonly more: number; readonly fewer: number }
  /** 5.4 the Allies won at turn 12: `toDraw` VP more for a draw, `toWin` more for a Chilean victory. */
  | { readonly kind: 'finalLoss'; readonly toDraw: number; readonly toWin: number };

export function vpMargin(result: Pick<GameResult, 'turn' | 'chileVp' | 'winner' | 'kind'>): VpMargin | null {
  const check = VICTORY_CHECKS[result.turn];
  if (!check) return null;
  const vp = result.chileVp;
  if (check.suddenDeathBelow !== null) {
    if (result.winner === 'chile') return { kind: 'checkWin', fewer: vp - check.win + 1 };
    return { kind: 'suddenDeath', more: check.suddenDeathBelow - vp };
  }
  if (result.winner === 'chile') return { kind: 'finalWin', fewer: vp - check.win + 1 };
  if (result.winner === null) return { kind: 'draw', more: check.win - vp, fewer: vp - FINAL_DRAW_FROM + 1 };
  return { kind: 'finalLoss', toDraw: FINAL_DRAW_FROM - vp, toWin: check.win - vp };
}
