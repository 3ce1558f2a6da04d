/**
 * `npm run wotp -- match`: seeded games between two bots, each side in turn, with win rates and the
 * bots' decision-time percentiles. Games are independent and seeded, and played by playTraced as `play`
 * plays them, so any game is `play --seed <seed> --chile <bot> --allied <bot> [--budget B]` (wotpCli.test.ts).
 */
import type { GameState, RulesOptions, Side } from '../src/engine';
import { BOTS } from '../src/bots/bots';
import { playTraced } from '../src/bots/campaign/playTraced';
import type { SetupChoice } from '../src/bots/campaign/historicalSetUp';
import { sayEn } from '../src/ui/i18n/messages/say';

export interface MatchOptions {
  readonly a: string;
  readonly b: string;
  /** Games on each side. */
  readonly games: number;
  readonly seed: number;
  /** Which side bot `a` plays: each, or both (half the games each). */
  readonly sides: readonly Side[];
  readonly budget?: number;
  /** The set-up (play's --setup); absent: each bot sets up its side. */
  readonly setup?: SetupChoice;
  /** Rules options (play's --rules); absent: the defaults. */
  readonly rules?: Partial<RulesOptions>;
  readonly log?: (line: string) => void;
}

export interface GameRecord {
  readonly seed: number;
  readonly aSide: Side;
  readonly winner: Side | null;
  readonly chileVp: number;
  readonly turn: number;
  readonly actions: number;
  readonly ms: number;
}

export interface MatchReport {
  readonly games: GameRecord[];
  /** Decision times (ms) by bot name. */
  readonly times: Record<string, number[]>;
}

export function playTimed(seed: number, bots: Record<Side, string>, times: Record<string, number[]>, budget?: number, setup?: SetupChoice, rules?: Partial<RulesOptions>): GameState {
  const state = playTraced(seed, bots, { limit: 60_000, ...(budget !== undefined ? { budget } : {}), ...(setup !== undefined ? { setup } : {}), ...(rules ? { options: rules } : {}), onDecided: (name, ms) => (times[name] ??= []).push(ms) });
  if (!state.result && state.step >= 60_000) throw new Error(`seed ${seed}: no result after 60000 actions`);
  return state;
}

export function runMatch(o: MatchOptions): MatchReport {
  for (const n of [o.a, o.b]) if (!BOTS[n]) throw new Error(`unknown bot "${n}" (bots: ${Object.keys(BOTS).join(', ')})`);
  const games: GameRecord[] = [];
  const times: Record<string, number[]> = {};
  const total = o.games * o.sides.length;
  for (let i = 0; i < total; i++) {
    const seed = o.seed + i;
    const aSide = o.sides[i % o.sides.length]!;
    const bots = aSide === 'chile' ? { chile: o.a, allied: o.b } : { chile: o.b, allied: o.a };
    const t = performance.now();
    const state = playTimed(seed, bots, times, o.budget, o.setup, o.rules);
    const rec: GameRecord = { seed, aSide, winner: state.result?.winner ?? null, chileVp: state.result?.chileVp ?? -1, turn: state.result?.turn ?? state.turn, actions: state.step, ms: performance.now() - t };
    games.push(rec);
    o.log?.(`game ${i + 1}/${total} seed ${seed}: ${o.a} as ${aSide} — ${state.result ? sayEn(state.result.summary) : 'no result'} (T${rec.turn}, ${rec.actions} actions, ${rec.ms.toFixed(0)} ms)`);
  }
  return { games, times };
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarise(o: MatchOptions, r: MatchReport): string {
  const lines: string[] = [];
  for (const side of o.sides) {
    const g = r.games.filter((x) => x.aSide === side);
    const wins = g.filter((x) => x.winner === side).length;
    const draws = g.filter((x) => x.winner === null).length;
    const avgVp = g.reduce((s, x) => s + x.chileVp, 0) / Math.max(1, g.length);
    lines.push(`${o.a} as ${side} vs ${o.b}: ${wins}/${g.length} wins (${((100 * wins) / Math.max(1, g.length)).toFixed(1)}%), ${draws} draws, ${g.length - wins - draws} losses; mean Chile VP ${avgVp.toFixed(1)}`);
  }
  const chileWins = r.games.filter((x) => x.winner === 'chile').length;
  lines.push(`Chile won ${chileWins}/${r.games.length} (${((100 * chileWins) / Math.max(1, r.games.length)).toFixed(1)}%)`);
  for (const [name, t] of Object.entries(r.times)) {
    lines.push(`decision time ${name}: n=${t.length} p50 ${percentile(t, 50).toFixed(2)} ms, p95 ${percentile(t, 95).toFixed(2)} ms, p99 ${percentile(t, 99).toFixed(2)} ms, max ${t.reduce((m, x) => Math.max(m, x), 0).toFixed(1)} ms`);
  }
  return lines.join('\n');
}
