// scratch: per-action-type step time, current engine vs baseline, on heuristic games
import { BOTS } from '../src/bots/bots';
import { playGame } from '../src/bots/playGame';
import * as current from '../src/engine';
import type { Action } from '../src/engine';
import { loadBaselineEngine } from './bench/baselineEngine';
const kind = process.argv[2] ?? 'heuristic';
const n = Number(process.argv[3] ?? 4);
const bot = BOTS[kind]!;
const games: { seed: string; actions: Action[] }[] = [];
for (let i = 0; i < n; i++) {
  const seed = `prof-${kind}-${i}`;
  const actions: Action[] = [];
  playGame(seed, { chile: bot, allied: bot }, {}, 200_000, (_n, a) => actions.push(a));
  games.push({ seed, actions });
}
const base = await loadBaselineEngine();
if ('skipped' in base) throw new Error(base.skipped);
function run(engine: any) {
  const list: Record<string, number> = {}, apply: Record<string, number> = {}, cnt: Record<string, number> = {};
  let total = 0;
  for (const g of games) {
    let s = engine.newGame({ seed: g.seed });
    for (const a of g.actions) {
      const key = `${s.phase}/${a.type}`;
      const t0 = performance.now();
      engine.legalActions(s);
      const t1 = performance.now();
      const r = engine.applyAction(s, a);
      const t2 = performance.now();
      if (!r.ok) break;
      s = r.state;
      list[key] = (list[key] ?? 0) + t1 - t0;
      apply[key] = (apply[key] ?? 0) + t2 - t1;
      cnt[key] = (cnt[key] ?? 0) + 1;
      total += t2 - t0;
    }
  }
  return { list, apply, cnt, total };
}
for (let w = 0; w < 2; w++) { run(current); run(base.engine); }
const c = run(current), b = run(base.engine);
console.log(`total current ${c.total.toFixed(0)} ms, baseline ${b.total.toFixed(0)} ms, ratio ${(b.total / c.total).toFixed(2)}`);
const keys = Object.keys(c.cnt).sort((x, y) => c.list[y]! + c.apply[y]! - c.list[x]! - c.apply[x]!);
console.log('key count | cur list | cur apply | base list | base apply | share of current');
for (const k of keys.slice(0, 25)) console.log(`${k} ${c.cnt[k]} | ${c.list[k]!.toFixed(1)} | ${c.apply[k]!.toFixed(1)} | ${(b.list[k] ?? 0).toFixed(1)} | ${(b.apply[k] ?? 0).toFixed(1)} | ${((100 * (c.list[k]! + c.apply[k]!)) / c.total).toFixed(1)}%`);
