/**
 * Issue 20 §4, where an engine step's time goes: the steps of recorded games, each step's listing
 * (legalActions) and application (applyAction) timed apart, by kind of step — the pending decision
 * answered, else the phase — and the action taken. It also gives the bound on what a lazy listing could
 * gain: the step time spent in listings of more than LONG_LIST actions, and the speed-up if they cost
 * nothing.
 *
 *   npx tsx scripts/bench/stepProfile.ts [random|heuristic] [games, default 6] [--baseline [rev]]
 *
 * With --baseline the same games are also stepped on the engine of `rev` (default 325ef24, as the
 * side by side: baselineEngine.ts), and each kind of step is set beside its time there: which kinds the
 * engine has sped up and which it has not, and what the whole would gain if the laggards cost nothing.
 *
 * Shares and per-step means from one timed pass after three warm-up passes over the same games; read
 * them as a profile, not as the bench's figure (that is `npm run bench`'s side by side).
 */
import { fileURLToPath } from 'node:url';
import * as engine from '../../src/engine';
import { topPending } from '../../src/engine/pending';
import { DEFAULT_BASELINE, loadBaselineEngine, type EngineUnderTest } from './baselineEngine';
import type { RecordedGame } from './recordGames';
import { sideBySideGames } from './sideBySide';

/** A listing this long or longer is one a lazy listing would not build whole. */
export const LONG_LIST = 100;
const WARM_UP_PASSES = 3;
/** Timed passes of each engine with --baseline. */
const BESIDE_PASSES = 4;

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

/** The engine functions a profile steps with (the current engine's by default; a baseline's, baselineEngine.ts). */
export type SteppingEngine = Pick<EngineUnderTest, 'newGame' | 'legalActions' | 'applyAction'>;

/** The kind of a step: what the action answers (the newest pending decision) or the phase it is taken in. */
export function stepKind(state: engine.GameState, action: engine.Action): string {
  const pending = topPending(state.pending);
  return `${pending ? `P:${pending.kind}` : `ph:${state.phase}`} ${action.type}`;
}

/** One pass over `games` (each replayed from a new game), each step's listing and application timed apart. */
export function profileSteps(games: readonly RecordedGame[], clock: Clock = () => performance.now(), eng: SteppingEngine = engine): StepProfile {
  const byKind = new Map<string, { steps: number; list: number; apply: number; listed: number }>();
  let longList = 0;
  let total = 0;
  let steps = 0;
  for (const g of games) {
    let state = eng.newGame({ seed: g.seed, ...(g.options ? { options: g.options } : {}) });
    for (const action of g.actions) {
      const kind = stepKind(state, action);
      const t0 = clock();
      const listed = eng.legalActions(state).length;
      const t1 = clock();
      const r = eng.applyAction(state, action);
      const t2 = clock();
      // The baseline judges victory by its own VP and may end a game sooner (sideBySide.ts): it stops there.
      if (!r.ok && eng !== engine) break;
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

/** Several passes' profiles as one: each kind's steps added up, its per-step means weighted by them. */
export function mergeProfiles(passes: readonly StepProfile[]): StepProfile {
  const byKind = new Map<string, { steps: number; list: number; apply: number; listed: number }>();
  let longList = 0;
  let total = 0;
  for (const p of passes) {
    let time = 0;
    for (const r of p.rows) {
      const k = byKind.get(r.kind) ?? { steps: 0, list: 0, apply: 0, listed: 0 };
      k.steps += r.steps;
      k.list += r.steps * r.listUs;
      k.apply += r.steps * r.applyUs;
      k.listed += r.steps * r.listed;
      byKind.set(r.kind, k);
      time += r.steps * (r.listUs + r.applyUs);
    }
    longList += p.longListShare * time;
    total += time;
  }
  const rows = [...byKind.entries()]
    .map(([kind, k]): StepKindFigures => ({ kind, steps: k.steps, share: total > 0 ? (k.list + k.apply) / total : 0, listUs: k.list / k.steps, applyUs: k.apply / k.steps, listed: k.listed / k.steps }))
    .sort((a, b) => b.share - a.share || a.kind.localeCompare(b.kind));
  const longListShare = total > 0 ? longList / total : 0;
  return { steps: passes.reduce((n, p) => n + p.steps, 0), rows, longListShare, longListBound: 1 / (1 - longListShare) };
}

export interface KindBeside {
  readonly kind: string;
  readonly steps: number;
  /** Share of this engine's step time, and of the baseline's. */
  readonly share: number;
  readonly baseShare: number;
  /** Mean µs a step (listing and application) on this engine and on the baseline. */
  readonly us: number;
  readonly baseUs: number;
  /** How many times faster this engine steps this kind (baseline µs / this engine's). */
  readonly ratio: number;
}

export interface ProfileBeside {
  /** Baseline time / this engine's time over the steps of the kinds both stepped. */
  readonly ratio: number;
  readonly rows: readonly KindBeside[];
  /** The whole's ratio if every kind sped up less than `lag` times cost nothing on this engine. */
  readonly withoutLaggards: (lag: number) => { readonly kinds: readonly string[]; readonly share: number; readonly ratio: number };
  /** The whole's ratio if every kind sped up less than `to` times were brought up to exactly `to`. */
  readonly everyKindAtLeast: (to: number) => number;
}

/**
 * Each kind of step beside its time on the baseline (both profiles of the same games): the ratio kind by
 * kind, and two bounds on the whole — the kinds that lag cost nothing, or every kind brought up to a ratio.
 */
export function besideBaseline(current: StepProfile, baseline: StepProfile): ProfileBeside {
  const base = new Map(baseline.rows.map((r) => [r.kind, r]));
  const total = (r: StepKindFigures) => r.steps * (r.listUs + r.applyUs);
  const both = current.rows.filter((r) => base.has(r.kind));
  const curTime = both.reduce((s, r) => s + total(r), 0);
  const baseTime = both.reduce((s, r) => s + total(base.get(r.kind)!), 0);
  const rows = both.map((r): KindBeside => {
    const b = base.get(r.kind)!;
    const us = r.listUs + r.applyUs;
    const baseUs = b.listUs + b.applyUs;
    return { kind: r.kind, steps: r.steps, share: total(r) / curTime, baseShare: total(b) / baseTime, us, baseUs, ratio: baseUs / us };
  });
  // Per-step means of each engine, times this engine's step count: the same steps on both sides.
  const baseOf = (r: KindBeside) => r.steps * r.baseUs;
  const sameStepsBase = rows.reduce((s, r) => s + baseOf(r), 0);
  return {
    ratio: sameStepsBase / curTime,
    rows,
    withoutLaggards: (lag) => {
      const laggards = rows.filter((r) => r.ratio < lag);
      const share = laggards.reduce((s, r) => s + r.share, 0);
      return { kinds: laggards.map((r) => r.kind), share, ratio: sameStepsBase / (curTime * (1 - share)) };
    },
    everyKindAtLeast: (to) => sameStepsBase / rows.reduce((s, r) => s + r.steps * Math.min(r.us, r.baseUs / to), 0),
  };
}

async function mainBeside(kind: 'random' | 'heuristic', n: number, rev: string): Promise<void> {
  const loaded = await loadBaselineEngine(rev);
  if ('skipped' in loaded) throw new Error(`baseline ${rev}: ${loaded.skipped}`);
  const sets = sideBySideGames(1, n)[kind];
  if (!sets) throw new Error(`no ${kind}-bot games`);
  for (let w = 0; w < WARM_UP_PASSES; w++) {
    profileSteps(sets[0]!);
    profileSteps(sets[0]!, undefined, loaded.engine);
  }
  // Timed passes alternating which engine goes first, so both see the same load on a shared machine.
  const cur: StepProfile[] = [];
  const then: StepProfile[] = [];
  for (let pass = 0; pass < BESIDE_PASSES; pass++) {
    if (pass % 2 === 0) cur.push(profileSteps(sets[1]!));
    then.push(profileSteps(sets[1]!, undefined, loaded.engine));
    if (pass % 2 === 1) cur.push(profileSteps(sets[1]!));
  }
  const b = besideBaseline(mergeProfiles(cur), mergeProfiles(then));
  const out = [
    `${kind}-bot games: ${n} timed ${BESIDE_PASSES} times each, this engine beside the engine of ${loaded.rev}: ${b.ratio.toFixed(2)}× over these steps`,
    `${'step'.padEnd(44)} ${'steps'.padStart(6)} ${'share'.padStart(6)} ${'then'.padStart(6)} ${'µs'.padStart(7)} ${'then µs'.padStart(8)} ${'ratio'.padStart(6)}`,
  ];
  for (const r of b.rows.slice(0, 30)) {
    out.push(`${r.kind.padEnd(44)} ${String(r.steps).padStart(6)} ${(r.share * 100).toFixed(1).padStart(5)}% ${(r.baseShare * 100).toFixed(1).padStart(5)}% ${r.us.toFixed(1).padStart(7)} ${r.baseUs.toFixed(1).padStart(8)} ${r.ratio.toFixed(2).padStart(5)}×`);
  }
  for (const lag of [2, 3]) {
    const w = b.withoutLaggards(lag);
    out.push(`kinds under ${lag}×: ${w.kinds.length}, ${(w.share * 100).toFixed(1)}% of this engine's step time; if they cost nothing: ${w.ratio.toFixed(2)}×`);
  }
  out.push(`every kind under 5× brought up to 5×, the rest as they are: ${b.everyKindAtLeast(5).toFixed(2)}×`);
  process.stdout.write(`${out.join('\n')}\n`);
}

function main(): void {
  const kind = process.argv[2] === 'random' ? 'random' : 'heuristic';
  const n = Number(process.argv[3] ?? 6);
  const at = process.argv.indexOf('--baseline');
  if (at >= 0) {
    const rev = process.argv[at + 1] && !process.argv[at + 1]!.startsWith('-') ? process.argv[at + 1]! : DEFAULT_BASELINE;
    void mainBeside(kind, n, rev);
    return;
  }
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
