/**
 * `npx tsx scripts/check-odds.ts [games] [first seed]`: how a game goes on after a victory check that
 * settles nothing. Plays the heuristic against itself over seeded games and, for every game still
 * running after the turn 5 or turn 9 check (5.2, 5.3), records Chile's VP at that check and how the game
 * ended; then fits Chile's chances (a win 1, a draw ½) as a logistic curve in those VP. The printed
 * table is src/bots/search/checkOdds.ts, which the search bot uses to score playouts that stop at a check.
 * It also prints how little the search bot's position evaluation adds once the VP are known.
 *   npx tsx scripts/check-odds.ts 1000 40000
 */
import { activeSide, applyAction, legalActions, newGame, viewFor } from '../src/engine';
import { heuristicChoose } from '../src/bots/heuristic/heuristicBot';
import { evaluate } from '../src/bots/search/evaluate';
import { sayEn } from '../src/ui/i18n/messages/say';

const [gamesArg = '1000', seedArg = '40000'] = process.argv.slice(2);
interface Point { readonly vp: number; readonly ev: number; readonly worth: number }
const points: Record<5 | 9, Point[]> = { 5: [], 9: [] };

for (let i = 0; i < Number(gamesArg); i++) {
  let s = newGame({ seed: Number(seedArg) + i });
  const seen: { t: 5 | 9; vp: number; ev: number }[] = [];
  for (let side = activeSide(s); side; side = activeSide(s)) {
    const turn = s.turn;
    const r = applyAction(s, heuristicChoose(viewFor(s, side), legalActions(s)));
    if (!r.ok) throw new Error(sayEn(r.error.message));
    s = r.state;
    if (s.turn !== turn && !s.result && (turn === 5 || turn === 9)) {
      seen.push({ t: turn, vp: s.vpRecord[s.vpRecord.length - 1]!.chileVp, ev: evaluate(viewFor(s, 'chile'), 'chile') });
    }
  }
  const worth = s.result?.winner === 'chile' ? 1 : s.result?.winner === null ? 0.5 : 0;
  for (const p of seen) points[p.t].push({ vp: p.vp, ev: p.ev, worth });
}

/** Logistic regression of worth on VP (Newton's method; worth may be ½, which the likelihood allows). */
function fit(ps: readonly Point[]): [number, number] {
  let a = 0;
  let b = 0;
  for (let it = 0; it < 50; it++) {
    let g0 = 0, g1 = 0, h00 = 0, h01 = 0, h11 = 0;
    for (const p of ps) {
      const q = 1 / (1 + Math.exp(-(a + b * p.vp)));
      const w = q * (1 - q);
      g0 += p.worth - q;
      g1 += (p.worth - q) * p.vp;
      h00 += w;
      h01 += w * p.vp;
      h11 += w * p.vp * p.vp;
    }
    const det = h00 * h11 - h01 * h01;
    a += (h11 * g0 - h01 * g1) / det;
    b += (h00 * g1 - h01 * g0) / det;
  }
  return [a, b];
}

const mean = (xs: readonly number[]) => xs.reduce((x, y) => x + y, 0) / Math.max(1, xs.length);
for (const t of [5, 9] as const) {
  const ps = points[t];
  const [a, b] = fit(ps);
  console.log(`after the turn ${t} check: ${ps.length} games going on; logistic fit a=${a.toFixed(3)} b=${b.toFixed(3)}`);
  const vps = [...new Set(ps.map((p) => p.vp))].sort((x, y) => x - y);
  for (const vp of vps) {
    const at = ps.filter((p) => p.vp === vp);
    const m = mean(at.map((p) => p.worth));
    // The evaluation's own say once the VP are known: correlation of evaluate with the worth, same VP.
    const me = mean(at.map((p) => p.ev));
    let c = 0, vx = 0, vy = 0;
    for (const p of at) { c += (p.ev - me) * (p.worth - m); vx += (p.ev - me) ** 2; vy += (p.worth - m) ** 2; }
    const corr = vx > 0 && vy > 0 ? (c / Math.sqrt(vx * vy)).toFixed(2) : '–';
    const fitted = 1 / (1 + Math.exp(-(a + b * vp)));
    console.log(`  ${vp} VP: n=${at.length} observed ${m.toFixed(2)} fitted ${fitted.toFixed(2)}; evaluate ${(0.5 + (0.5 * me) / 200).toFixed(2)}, corr ${corr}`);
  }
}
