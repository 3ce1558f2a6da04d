/**
 * `npx tsx scripts/plan-values.ts [games] [first seed] [chile|allied] [worlds]`: what the search bot's
 * plan choice is worth (src/bots/search/choosePlan.ts). Plays the heuristic against itself over seeded
 * games; at the start of the side's player turns (every other turn, alternating by game) every plan of
 * the side's library is played out to the next victory check from the same sampled worlds (common
 * random numbers, as choosePlan does), and the mean outcome of each plan printed. Then, for each state,
 * a choice made on k worlds (as a budget buys: 240 → 3) is judged on the other worlds, against always
 * playing the library's first plan. The figures are in docs/bots.md ("Search strength on fresh seeds", the 4c31161 paragraph).
 *   npx tsx scripts/plan-values.ts 10 82510 allied 18
 */
import { activeSide, applyAction, legalActions, newGame, otherSide, viewFor, VICTORY_CHECK_TURNS, type Side } from '../src/engine';
import { heuristicChoose } from '../src/bots/heuristic/heuristicBot';
import { outcome, playToCheck } from '../src/bots/search/choosePlan';
import { determinise, guessOrders } from '../src/bots/search/determinise';
import { PLAN_LIBRARY } from '../src/bots/search/plans';
import { seededRandom } from '../src/bots/seededRandom';

const [gamesArg = '10', seedArg = '82510', sideArg = 'allied', worldsArg = '18'] = process.argv.slice(2);
const me = sideArg as Side;
const worlds = Number(worldsArg);
const plans = PLAN_LIBRARY[me];

/** By state, by plan, by world: the outcome (0–1) of that plan played out in that world. */
const states: number[][][] = [];
for (let g = 0; g < Number(gamesArg); g++) {
  const seed = Number(seedArg) + g;
  let s = newGame({ seed });
  const seen = new Set<number>();
  for (let side = activeSide(s); side; side = activeSide(s)) {
    if (s.side === me && s.phase !== 'setup' && !seen.has(s.turn) && s.turn % 2 === g % 2) {
      seen.add(s.turn);
      const view = viewFor(s, me);
      const until = VICTORY_CHECK_TURNS.find((t) => t >= view.turn) ?? 12;
      const guess = guessOrders(view, otherSide(me));
      const random = seededRandom(g * 1000 + s.turn);
      const per = plans.map(() => [] as number[]);
      for (let w = 0; w < worlds; w++) {
        const worldSeed = Math.floor(random() * 2 ** 32);
        plans.forEach((plan, i) => per[i]!.push(outcome(playToCheck(determinise(view, seededRandom(worldSeed), worldSeed, guess), me, plan, until), me)));
      }
      states.push(per);
      const mean = per.map((x) => x.reduce((a, b) => a + b, 0) / worlds);
      console.log(`seed ${seed} turn ${s.turn}: ${plans.map((p, i) => `${p.name} ${mean[i]!.toFixed(2)}`).join(', ')}`);
    }
    const r = applyAction(s, heuristicChoose(viewFor(s, side), legalActions(s)));
    if (!r.ok) break;
    s = r.state;
  }
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const sd = (xs: readonly number[]) => Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / Math.max(1, xs.length - 1));
console.log(`\n${states.length} states, ${worlds} worlds each`);
plans.forEach((p, i) => {
  const d = states.map((per) => mean(per[i]!.map((v, w) => v - per[0]![w]!)));
  console.log(`${p.name}: mean ${mean(states.map((per) => mean(per[i]!))).toFixed(3)}; against ${plans[0]!.name} ${mean(d) >= 0 ? '+' : ''}${mean(d).toFixed(3)} ± ${(sd(d) / Math.sqrt(d.length)).toFixed(3)}`);
});

/** A choice on the first k worlds of a rotation (choosePlan's rule: the first plan keeps ties within 0.01), judged on the rest. */
for (const k of [3, 6, 9].filter((x) => x < worlds)) {
  const gains: number[] = [];
  for (const per of states) {
    for (let r = 0; r < worlds; r++) {
      const order = Array.from({ length: worlds }, (_, w) => (w + r) % worlds);
      const train = order.slice(0, k);
      const test = order.slice(k);
      const total = per.map((xs) => train.reduce((a, w) => a + xs[w]!, 0));
      let best = 0;
      for (let i = 1; i < plans.length; i++) if (total[i]! > total[best]! + 0.01) best = i;
      gains.push(mean(test.map((w) => per[best]![w]! - per[0]![w]!)));
    }
  }
  console.log(`a choice on ${k} worlds, judged on the others: ${mean(gains) >= 0 ? '+' : ''}${mean(gains).toFixed(4)} against always ${plans[0]!.name}`);
}
