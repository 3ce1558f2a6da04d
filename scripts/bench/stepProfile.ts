/**
 * Issue 20 §4, where an engine step's time goes: the steps of recorded games, each step's listing
 * (legalActions) and application (applyAction) timed apart, by kind of step — the pending decision
 * answered, else the phase — and the action taken. It also gives the bound on what a lazy listing could
 * gain: the step time spent in listings of more than LONG_LIST actions, and the speed-up if they cost
 * nothing.
 *
 *   npx tsx scripts/bench/stepProfile.ts [random|heuristic] [games, default 6]
 *
 * Shares and per-step means from one timed pass after three warm-up passes over the same games; read
 * them as a profile, not as the bench's figure (that is `npm run bench`'s side by side).
 */
import { fileURLToPath } from 'node:url';
import * as engine from '../../src/engine';
import { topPending } from '../../src/engine/pending';
import type { RecordedGame } from './recordGames';
import { sideBySideGames } from './sideBySide';

/** A listing this long or longer is one a lazy listing would not build whole. */
export const LONG_LIST = 100;
const WARM_UP_PASSES = 3;

export interface StepKindFigures {
  /** "P:<pending kind> <action type>" or "ph:<phase> <action type>". */
  readonly kind: string;
  readonly steps: number;
  /** Share of the pass's step time (listing and application), 0–1. */
  readonly share: number;
  readonly listUs: number;
  readonly applyUs: number;
  /** Mean length of the listing. */
  readonly listed: number;
}

export interface StepProfile {
  readonly steps: number;
  readonly rows: readonly StepKindFigures[];
  /** Share of the step time spent listing LONG_LIST actions or more, 0–1. */
  readonly longListShare: number;
  /** The speed-up if those listings cost nothing: 1 / (1 − longListShare). */
  readonly longListBound: number;
}

type Clock = () => number;

/** The kind of a step: what the action answers (the newest pending decision) or the phase it is taken in. */
export function stepKind(state: engine.GameState, action: engine.Action): string {
  const pending = topPending(state.pending);
  return `${pending ? `P:${pending.kind}` : `ph:${state.phase}`} ${action.type}`;
}

/** One pass over `games` (each replayed from a new game), each step's listing and application timed apart. */
export function profileSteps(games: readonly RecordedGame[], clock: Clock = () => performance.now()): StepProfile {
  const byKind = new Map<string, { steps: number; list: number; apply: number; listed: number }>();
  let longList = 0;
  let total = 0;
  let steps = 0;
  for (const g of games) {
    let state = engine.newGame({ seed: g.seed, ...(g.options ? { options: g.options } : {}) });
    for (const action of g.actions) {
      const kind = stepKind(state, action);
      const t0 = clock();
      const listed = engine.legalActions(state).length;
      const t1 = clock();
      const r = engine.applyAction(state, action);
      const t2 = clock();
      if (!r.ok) throw new Error(`${g.seed}: step ${steps} refused (${r.error.code})`);
      state = r.state;
      const k = byKind.get(kind) ?? { steps: 0, list: 0, apply: 0, listed: 0 };
      k.steps++;
      k.list += t1 - t0;
      k.apply += t2 - t1;
      k.listed += listed;
      byKind.set(kind, k);
      if (listed >= LONG_LIST) longList += t1 - t0;
      total += t2 - t0;
      steps++;
    }
  }
  const rows = [...byKind.entries()]
    .map(([kind, k]): StepKindFigures => ({ kind, steps: k.steps, share: total > 0 ? (k.list + k.apply) / total : 0, listUs: (k.list / k.steps) * 1000, applyUs: (k.apply / k.steps) * 1000, listed: k.listed / k.steps }))
    .sort((a, b) => b.share - a.share || a.kind.localeCompare(b.kind));
  const longListShare = total > 0 ? longList / total : 0;
  return { steps, rows, longListShare, longListBound: 1 / (1 - longListShare) };
}

function main(): void {
  const kind = process.argv[2] === 'random' ? 'random' : 'heuristic';
  const n = Number(process.argv[3] ?? 6);
  // Recorded in another process, as the side by side does; the first set warms up, the second is timed.
  const sets = sideBySideGames(1, n)[kind];
  if (!sets) throw new Error(`no ${kind}-bot games`);
  for (let w = 0; w < WARM_UP_PASSES; w++) profileSteps(sets[0]!);
  const p = profileSteps(sets[1]!);
  const out = [`${kind}-bot games: ${n} timed, ${p.steps} steps`, `${'step'.padEnd(44)} ${'steps'.padStart(6)} ${'share'.padStart(6)} ${'list µs'.padStart(8)} ${'apply µs'.padStart(9)} ${'listed'.padStart(7)}`];
  for (const r of p.rows.slice(0, 25)) {
    out.push(`${r.kind.padEnd(44)} ${String(r.steps).padStart(6)} ${(r.share * 100).toFixed(1).padStart(5)}% ${r.listUs.toFixed(1).padStart(8)} ${r.applyUs.toFixed(1).padStart(9)} ${r.listed.toFixed(0).padStart(7)}`);
  }
  out.push(`listings of ${LONG_LIST}+ actions: ${(p.longListShare * 100).toFixed(1)}% of the step time; if they cost nothing: ${p.longListBound.toFixed(2)}×`);
  process.stdout.write(`${out.join('\n')}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
