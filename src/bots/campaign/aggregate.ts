import type { CampaignFigures } from './campaignFigures';
import { HISTORY } from './history';

/** The median of numbers (Infinity allowed: "never" sorts last); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Wilson score interval for k successes in n (95 % by default). */
export function wilson(k: number, n: number, z = 1.96): { readonly low: number; readonly high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface ObjectiveAggregate {
  readonly name: string;
  /** Share of games in which Chile ever took it. */
  readonly fellShare: number;
  /** Median turn it fell over all games, a game where it never fell counting as never (Infinity). */
  readonly medianTurn: number;
  /** Median over the games where it fell. */
  readonly medianTurnWhenFell: number;
  readonly historical: number | null;
}

/** A set of games' campaign figures summed up against the issue's targets and against history. */
export interface CampaignAggregate {
  readonly games: number;
  readonly squadronSailedShare: number;
  readonly navalCombatShare: number;
  readonly warshipSunkShare: number;
  /** Sunk or captured (10.1). */
  readonly warshipLostShare: number;
  readonly medianNavalCombats: number;
  readonly medianLandings: number;
  readonly medianChileLandings: number;
  /** Chilean landings not straight from the Holding Box (a move along the coast), median a game. */
  readonly medianChileCoastalLandings: number;
  /** Chilean landings outside a friendly port (7.6: on an enemy-held or empty coast), median a game. */
  readonly medianChileLandingsOutsidePorts: number;
  /** Hex → games in which Chile's first landing was there. */
  readonly firstChileLandingHexes: Readonly<Record<string, number>>;
  readonly decidedShare: Readonly<Record<'5' | '9' | '12' | 'other' | 'none', number>>;
  readonly bonusVpShare: number;
  /**
   * Loaded convoys enemy warships could intercept (7.3), all games; of them without a warship; games with
   * one such; escorted ones that sailed on alone after a battle split them (7.9), and games with one such.
   */
  readonly convoys: { readonly exposed: number; readonly unescorted: number; readonly gamesUnescorted: number; readonly aloneAfterSplit: number; readonly gamesAloneAfterSplit: number };
  readonly chileWins: number;
  readonly chileWinShare: number;
  readonly chileWinCi: { readonly low: number; readonly high: number };
  readonly waste: {
    readonly embarkInPlace: { readonly total: number; readonly games: number };
    readonly landOscillation: { readonly total: number; readonly games: number };
    readonly navalOscillation: { readonly total: number; readonly games: number };
    /** byDice: of `total`, the waits the dice made (waitingArmies.ts WaitingArmies.byDice). */
    readonly waitingArmies: { readonly total: number; readonly games: number; readonly byDice: number };
  };
  readonly history: {
    /** Median turn of the first naval combat (never = Infinity) vs Angamos. */
    readonly firstNavalCombat: { readonly medianTurn: number; readonly historical: number };
    readonly firstWarshipLost: { readonly medianTurn: number; readonly historical: number };
    readonly objectives: readonly ObjectiveAggregate[];
  };
}

const share = (games: readonly CampaignFigures[], p: (g: CampaignFigures) => boolean) => (games.length === 0 ? 0 : games.filter(p).length / games.length);
const waste = (games: readonly CampaignFigures[], n: (g: CampaignFigures) => number) => ({ total: games.reduce((s, g) => s + n(g), 0), games: games.filter((g) => n(g) > 0).length });

export function aggregate(games: readonly CampaignFigures[]): CampaignAggregate {
  const decidedAt = (t: string) => share(games, (g) => (t === 'none' ? g.decision.turn === null : t === 'other' ? g.decision.turn !== null && ![5, 9, 12].includes(g.decision.turn) : g.decision.turn === Number(t)));
  const firstHexes: Record<string, number> = {};
  for (const g of games) {
    const first = g.landings.list.find((l) => l.side === 'chile');
    if (first) firstHexes[first.hex] = (firstHexes[first.hex] ?? 0) + 1;
  }
  const names = games[0] ? Object.keys(games[0].objectives.fell) : [];
  const chileWins = games.filter((g) => g.decision.winner === 'chile').length;
  return {
    games: games.length,
    squadronSailedShare: share(games, (g) => g.squadron.sailedAfterTurn1),
    navalCombatShare: share(games, (g) => g.navalCombats.count > 0),
    warshipSunkShare: share(games, (g) => g.shipsLost.warshipsSunk.chile + g.shipsLost.warshipsSunk.allied > 0),
    warshipLostShare: share(games, (g) => g.shipsLost.firstWarshipLostTurn !== null),
    medianNavalCombats: median(games.map((g) => g.navalCombats.count)),
    medianLandings: median(games.map((g) => g.landings.list.length)),
    medianChileLandings: median(games.map((g) => g.landings.count.chile)),
    medianChileCoastalLandings: median(games.map((g) => g.landings.list.filter((l) => l.side === 'chile' && !l.fromHoldingBox).length)),
    medianChileLandingsOutsidePorts: median(games.map((g) => g.landings.list.filter((l) => l.side === 'chile' && !l.friendlyPort).length)),
    firstChileLandingHexes: firstHexes,
    decidedShare: { '5': decidedAt('5'), '9': decidedAt('9'), '12': decidedAt('12'), other: decidedAt('other'), none: decidedAt('none') },
    bonusVpShare: share(games, (g) => g.decision.bonusVp > 0),
    convoys: {
      exposed: games.reduce((n, g) => n + g.convoys.exposed, 0),
      unescorted: games.reduce((n, g) => n + g.convoys.unescorted, 0),
      gamesUnescorted: games.filter((g) => g.convoys.unescorted > 0).length,
      aloneAfterSplit: games.reduce((n, g) => n + g.convoys.aloneAfterSplit, 0),
      gamesAloneAfterSplit: games.filter((g) => g.convoys.aloneAfterSplit > 0).length,
    },
    chileWins,
    chileWinShare: games.length ? chileWins / games.length : 0,
    chileWinCi: wilson(chileWins, games.length),
    waste: {
      embarkInPlace: waste(games, (g) => g.waste.embarkInPlace.count),
      landOscillation: waste(games, (g) => g.waste.oscillation.land),
      navalOscillation: waste(games, (g) => g.waste.oscillation.naval),
      waitingArmies: { ...waste(games, (g) => g.waste.waitingArmies.count), byDice: games.reduce((n, g) => n + g.waste.waitingArmies.byDice, 0) },
    },
    history: {
      firstNavalCombat: { medianTurn: median(games.map((g) => g.navalCombats.turns[0] ?? Infinity)), historical: HISTORY.angamos },
      firstWarshipLost: { medianTurn: median(games.map((g) => g.shipsLost.firstWarshipLostTurn ?? Infinity)), historical: HISTORY.angamos },
      objectives: names.map((name) => {
        const turns = games.map((g) => g.objectives.fell[name] ?? Infinity);
        const fell = turns.filter((t) => t !== Infinity);
        return { name, fellShare: fell.length / Math.max(1, games.length), medianTurn: median(turns), medianTurnWhenFell: median(fell), historical: HISTORY.fell[name] ?? null };
      }),
    },
  };
}
