/**
 * `wotp paired`: a bot's match against the same seeds played by a baseline (issue 20 §3). Each game of
 * file A is paired with the game of file B on the same seed with bot a on the same side; a pair is
 * better, worse or tied by a's score there (win 1, draw ½, loss 0). The paired sign test asks whether
 * "better" and "worse" could be a fair coin's heads and tails: exact two-sided binomial p over the
 * untied pairs. Win shares come with 95 % Wilson intervals (src/bots/campaign/aggregate.ts).
 */
import type { Side } from '../src/engine';
import { wilson } from '../src/bots/campaign/aggregate';

export interface MatchGame {
  readonly seed: number;
  readonly aSide: Side;
  readonly winner: Side | null;
}

export interface PairedSide {
  readonly side: Side;
  readonly pairs: number;
  readonly wins: number;
  readonly draws: number;
  readonly baselineWins: number;
  readonly baselineDraws: number;
  readonly better: number;
  readonly worse: number;
  readonly tied: number;
  readonly p: number;
}

const score = (g: MatchGame) => (g.winner === null ? 0.5 : g.winner === g.aSide ? 1 : 0);

/** ln C(n, k). */
function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/** Exact two-sided sign test: the chance, with heads and tails equally likely, of a split at least as uneven as `better`:`worse`. */
export function signTest(better: number, worse: number): number {
  const n = better + worse;
  if (n === 0) return 1;
  const k = Math.min(better, worse);
  let tail = 0;
  for (let i = 0; i <= k; i++) tail += Math.exp(logChoose(n, i) - n * Math.LN2);
  return Math.min(1, 2 * tail);
}

/** Pair the games of `a` with the baseline's on the same seed and side, side by side. */
export function pairGames(a: readonly MatchGame[], baseline: readonly MatchGame[]): PairedSide[] {
  const base = new Map(baseline.map((g) => [`${g.seed}:${g.aSide}`, g]));
  const out: PairedSide[] = [];
  for (const side of ['chile', 'allied'] as const) {
    const mine = a.filter((g) => g.aSide === side && base.has(`${g.seed}:${side}`));
    if (mine.length === 0) continue;
    let better = 0;
    let worse = 0;
    for (const g of mine) {
      const d = score(g) - score(base.get(`${g.seed}:${side}`)!);
      if (d > 0) better++;
      else if (d < 0) worse++;
    }
    const theirs = mine.map((g) => base.get(`${g.seed}:${side}`)!);
    out.push({
      side,
      pairs: mine.length,
      wins: mine.filter((g) => score(g) === 1).length,
      draws: mine.filter((g) => score(g) === 0.5).length,
      baselineWins: theirs.filter((g) => score(g) === 1).length,
      baselineDraws: theirs.filter((g) => score(g) === 0.5).length,
      better,
      worse,
      tied: mine.length - better - worse,
      p: signTest(better, worse),
    });
  }
  return out;
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

export function pairedText(rows: readonly PairedSide[], a: string, baseline: string): string {
  return rows
    .map((r) => {
      const ci = wilson(r.wins, r.pairs);
      const bci = wilson(r.baselineWins, r.pairs);
      return [
        `${a} as ${r.side}: won ${r.wins}/${r.pairs} (${pct(r.wins / r.pairs)}, 95% CI ${pct(ci.low)}–${pct(ci.high)}, Wilson), ${r.draws} draws`,
        `  ${baseline} as ${r.side} on the same seeds: won ${r.baselineWins}/${r.pairs} (${pct(r.baselineWins / r.pairs)}, 95% CI ${pct(bci.low)}–${pct(bci.high)}), ${r.baselineDraws} draws`,
        `  paired by seed: better ${r.better}, worse ${r.worse}, tied ${r.tied}; sign test two-sided p = ${r.p < 0.0001 ? r.p.toExponential(1) : r.p.toFixed(4)}`,
      ].join('\n');
    })
    .join('\n');
}
