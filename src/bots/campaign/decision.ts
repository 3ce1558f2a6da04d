import type { Side } from '../../engine';
import type { Tally } from './tally';

export interface Decision {
  /** The winner, or null for a draw or an unfinished game. */
  readonly winner: Side | null;
  readonly kind: 'victory' | 'suddenDeath' | 'draw' | null;
  /** The turn whose check decided the game (5.2–5.4: 5, 9 or 12; sudden death may fall elsewhere), or null if unfinished. */
  readonly turn: number | null;
  readonly chileVp: number | null;
  /** 5.5: bonus VP Chile earned for naval victories. */
  readonly bonusVp: number;
  /** Chile's VP at each Victory Determination check (5.1) reached. */
  readonly checks: readonly { readonly turn: number; readonly chileVp: number }[];
}

/** How the game ended: winner, deciding turn, Chile's VP, 5.5 bonus VP, and the VP at each check. */
export function decisionTally(): Tally<Decision> {
  const checks: { turn: number; chileVp: number }[] = [];
  return {
    event(e) {
      if (e.type === 'victoryChecked') checks.push({ turn: e.turn, chileVp: e.chileVp });
    },
    result: (final) => {
      const r = final.result;
      return { winner: r?.winner ?? null, kind: r?.kind ?? null, turn: r?.turn ?? null, chileVp: r?.chileVp ?? null, bonusVp: final.bonusVp, checks };
    },
  };
}
