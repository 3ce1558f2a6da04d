/**
 * `npm run wotp -- stats`: seeded bot games read for their campaign figures (issue 20) — naval combats,
 * ships sunk, landings, the squadron at sea, the turn each objective fell, the deciding turn, and the
 * waste (embark/disembark in place, back-and-forth moves, armies waiting beside objectives) — per game
 * and summed up against the issue's targets and the war's own timetable. The games are the `match`
 * command's games (same seeds, same decisions: src/bots/campaign/playTraced.ts), so any one replays with
 * `play --seed <seed> --chile <bot> --allied <bot>`.
 */
import type { RulesOptions, Side } from '../src/engine';
import { BOTS } from '../src/bots/bots';
import { campaignTallies, feedTallies, type CampaignFigures } from '../src/bots/campaign';
import { aggregate, type CampaignAggregate } from '../src/bots/campaign/aggregate';
import { playTraced } from '../src/bots/campaign/playTraced';
import type { SetupChoice } from '../src/bots/campaign/historicalSetUp';

export interface StatsOptions {
  readonly a: string;
  readonly b: string;
  /** Games in all: bot a takes the sides in turn (Chile first) unless `sides` names one. */
  readonly games: number;
  /** The base seed: game i is played on `gameSeed(seed, i)`. */
  readonly seed: string | number;
  readonly sides: readonly Side[];
  readonly budget?: number;
  /** The set-up (play's --setup); absent: each bot sets up its side. */
  readonly setup?: SetupChoice;
  /** Rules options (play's --rules); absent: the defaults. */
  readonly rules?: Partial<RulesOptions>;
  readonly log?: (line: string) => void;
}

export interface StatsGame {
  readonly seed: string | number;
  readonly aSide: Side;
  readonly ms: number;
  readonly figures: CampaignFigures;
}

export interface StatsReport {
  readonly games: StatsGame[];
  readonly aggregate: CampaignAggregate;
}

export const STATS_HELP = `  npm run wotp -- stats --a <bot> --b <bot> [--games N] [--seed S] [--side chile|allied|both] [--setup historical|free] [--rules name=value,…] [--budget B] [--out f.json] [--quiet]
      Campaign figures of N seeded games in all (default 20; bot a on each side in turn, as in match).
      S is read as play reads it: digits are a number seed, the games played on S, S+1, … (default 1);
      any other text is a text seed, the games played on "S-0", "S-1", …. Per game: naval combats,
      warships and transports sunk, landings (units put ashore away from where they went aboard) and
      their hexes, the turns Chile's squadron sailed after turn 1, the turn each objective fell, the
      deciding turn and result, 5.5 bonus VP, and the waste (embark/disembark in place, back-and-forth
      moves within a phase, armies waiting more than 2 turns beside an objective they outnumber), and
      the convoys enemy warships could intercept (7.3), escorted or not. Then the shares and medians
      against the issue-20 targets and against history (Angamos T4, Pisagua and Tarapacá T5, Tacna and
      Arica T8, Lima T12), and Chile's win share with a 95 % Wilson interval. Definitions: src/bots/campaign/.
      --setup and --rules as in play.`;

const abbrev: Record<string, string> = { Lima: 'Lim', Callao: 'Cal', Arequipa: 'Areq', Arica: 'Ari', Iquique: 'Iq', 'La Paz': 'LPz', Calama: 'Clm', Mollendo: 'Mol', Oruro: 'Oru', Pisagua: 'Pis', Pisco: 'Psc', Tacna: 'Tac', Trujillo: 'Tru', 'Tarapacá': 'Tar' };

const turnText = (t: number) => (Number.isFinite(t) ? (Number.isInteger(t) ? `T${t}` : `T${t.toFixed(1)}`) : 'never');
const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

export function gameLine(g: StatsGame, o: StatsOptions): string {
  const f = g.figures;
  const d = f.decision;
  const result = d.turn === null ? `unfinished T${f.lastTurn}` : `${d.winner ?? 'draw'} T${d.turn} (${d.chileVp} VP${d.bonusVp ? `, ${d.bonusVp} bonus` : ''})`;
  const s = f.shipsLost;
  const landings = f.landings.list.map((l) => `${l.side === 'chile' ? 'C' : 'A'}${l.hex}T${l.turn}${l.fromHoldingBox ? 'b' : ''}`).join(' ');
  const fell = Object.entries(f.objectives.fell).filter(([, t]) => t !== null).map(([n, t]) => `${abbrev[n] ?? n}${t}`).join(' ');
  const w = f.waste;
  return [
    `seed ${g.seed} ${o.a} as ${g.aSide}: ${result}`,
    `naval ${f.navalCombats.count}, warships sunk C${s.warshipsSunk.chile}/A${s.warshipsSunk.allied}${s.warshipsCaptured.chile + s.warshipsCaptured.allied ? ` (captured C${s.warshipsCaptured.chile}/A${s.warshipsCaptured.allied})` : ''}, transports C${s.transportsSunk.chile}/A${s.transportsSunk.allied}`,
    `squadron ${f.squadron.turns.length ? `T${f.squadron.turns.join(',')}` : 'idle'}`,
    `landings C${f.landings.count.chile}/A${f.landings.count.allied}${landings ? ` [${landings}]` : ''}`,
    `fell ${fell || '—'}`,
    `waste: in place ${w.embarkInPlace.count}, back-and-forth ${w.oscillation.land} land/${w.oscillation.naval} sea, waits>2 ${w.waitingArmies.count}${w.waitingArmies.count > 0 ? ` (the dice's ${w.waitingArmies.byDice})` : ''}`,
    `convoys exposed ${f.convoys.exposed}, unescorted ${f.convoys.unescorted}, alone after a split ${f.convoys.aloneAfterSplit}`,
    `${g.ms.toFixed(0)} ms`,
  ].join(' · ');
}

export function aggregateText(a: CampaignAggregate): string {
  const n = a.games;
  const target = (x: number, t: number, half = t / 2) => `${pct(x)} (target ≥ ${pct(t)}, CI check ≥ ${pct(half)})`;
  const hexes = Object.entries(a.firstChileLandingHexes).sort((x, y) => y[1] - x[1]).map(([h, k]) => `${h} ×${k}`).join(', ');
  const lines = [
    `campaign figures over ${n} games:`,
    `  Chile's squadron sailed after turn 1: ${target(a.squadronSailedShare, 0.75)}`,
    `  a naval combat: ${target(a.navalCombatShare, 0.6)}; median naval combats ${a.medianNavalCombats}`,
    `  a warship sunk: ${target(a.warshipSunkShare, 0.4)}; sunk or captured ${pct(a.warshipLostShare)}`,
    `  median landings a game: ${a.medianLandings} (target ≥ 2, CI check ≥ 1); Chile ${a.medianChileLandings}, of them not straight from the Holding Box ${a.medianChileCoastalLandings}, outside a friendly port ${a.medianChileLandingsOutsidePorts}`,
    `  Chile's first landing: ${hexes || 'none'}`,
    `  convoys enemy warships could intercept (7.3): ${a.convoys.exposed}, of them unescorted ${a.convoys.unescorted} in ${a.convoys.gamesUnescorted} games (target 0 unescorted); escorted, then sailing on alone after a battle split them (7.9) ${a.convoys.aloneAfterSplit} in ${a.convoys.gamesAloneAfterSplit} games (target 0)`,
    `  decided at turn 5: ${pct(a.decidedShare['5'])} (target ≤ 50%, CI check ≤ 75%); turn 9 ${pct(a.decidedShare['9'])}; turn 12 ${pct(a.decidedShare['12'])}${a.decidedShare.other ? `; other ${pct(a.decidedShare.other)}` : ''}${a.decidedShare.none ? `; unfinished ${pct(a.decidedShare.none)}` : ''}`,
    `  5.5 bonus VP earned in ${pct(a.bonusVpShare)} of games`,
    `  waste (target 0): embark/disembark in place ${a.waste.embarkInPlace.total} in ${a.waste.embarkInPlace.games} games; back-and-forth moves ${a.waste.landOscillation.total} land in ${a.waste.landOscillation.games} games, ${a.waste.navalOscillation.total} at sea in ${a.waste.navalOscillation.games} games; armies waiting > 2 turns beside an objective they outnumber ${a.waste.waitingArmies.total} in ${a.waste.waitingArmies.games} games, of them the dice's ${a.waste.waitingArmies.byDice} (no more than 2 turns without the units halted by doubles, 8.3–8.4, making the army outnumber it)`,
    `against history (median turn over all games, "never" counting last; when it fell; share of games it fell):`,
    `  first naval combat ${turnText(a.history.firstNavalCombat.medianTurn)}, first warship lost ${turnText(a.history.firstWarshipLost.medianTurn)} — Angamos T${a.history.firstNavalCombat.historical}`,
    ...a.history.objectives.map((o) => `  ${o.name}: ${turnText(o.medianTurn)} (when it fell ${turnText(o.medianTurnWhenFell)}, fell in ${pct(o.fellShare)})${o.historical !== null ? ` — history T${o.historical}` : ''}`),
    `Chile won ${a.chileWins}/${n} (${pct(a.chileWinShare)}, 95% CI ${pct(a.chileWinCi.low)}–${pct(a.chileWinCi.high)}, Wilson)`,
  ];
  return lines.join('\n');
}

/** The games that reached no result (a bot that never ends its turn shows here, not as moves). */
export function unfinishedText(r: StatsReport): string | null {
  const open = r.games.filter((g) => g.figures.decision.turn === null);
  return open.length ? `unfinished (no result within 60,000 actions): ${open.map((g) => `seed ${g.seed} (T${g.figures.lastTurn})`).join(', ')}` : null;
}

/**
 * The seed of game i (from 0) of a run on base seed `seed`: a number seed counts up (S, S+1, …, the
 * match command's seeds, so the figures in docs/bots.md replay as they were), a text seed gets the
 * game's index appended (`${seed}-${i}`: "qa" → "qa-0", "qa-1", …). Either way the printed seed is one
 * `play --seed` reads back as the same seed (a text with "-" is never read as a number), so any game
 * replays with `play --seed <seed> --chile <bot> --allied <bot>`.
 */
export function gameSeed(seed: string | number, i: number): string | number {
  return typeof seed === 'number' ? seed + i : `${seed}-${i}`;
}

export function runStats(o: StatsOptions): StatsReport {
  for (const name of [o.a, o.b]) if (!BOTS[name]) throw new Error(`unknown bot "${name}" (bots: ${Object.keys(BOTS).join(', ')})`);
  const games: StatsGame[] = [];
  for (let i = 0; i < o.games; i++) {
    const seed = gameSeed(o.seed, i);
    const aSide = o.sides[i % o.sides.length]!;
    const bots = aSide === 'chile' ? { chile: o.a, allied: o.b } : { chile: o.b, allied: o.a };
    const { all, figures } = campaignTallies();
    const feed = feedTallies(all);
    const t = performance.now();
    const final = playTraced(seed, bots, { ...(o.budget !== undefined ? { budget: o.budget } : {}), ...(o.setup !== undefined ? { setup: o.setup } : {}), ...(o.rules ? { options: o.rules } : {}), onStep: (step) => feed.push(step) });
    const g: StatsGame = { seed, aSide, ms: performance.now() - t, figures: figures(final) };
    games.push(g);
    o.log?.(gameLine(g, o));
  }
  return { games, aggregate: aggregate(games.map((g) => g.figures)) };
}
