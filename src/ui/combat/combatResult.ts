import type { GameEvent, HexId, PlayerView, Side } from '../../engine';
import type { CombatEpisode } from './combatEpisode';

type Of<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** What a combat's decision still waits for, as the card tells it (8.9 losses, 8.10 retreat, 8.11 advance, 10.1 capture). */
export type CombatWaiting =
  | { readonly kind: 'losses'; readonly side: Side; readonly hits: number }
  | { readonly kind: 'retreat'; readonly side: Side; readonly from: HexId }
  | { readonly kind: 'advance'; readonly side: Side; readonly target: HexId }
  | { readonly kind: 'capture'; readonly side: Side };

/** A combat's outcome so far, from its logged events and the view of the player at the screen. */
export interface CombatResult {
  readonly kind: CombatEpisode['kind'];
  readonly place: HexId;
  readonly attacker: Side | null;
  /** The battle record is closed (land.battle / naval.combat null, or a newer combat began). */
  readonly over: boolean;
  readonly initiative: Of<'initiativeWon'> | null;
  readonly chit: Of<'combatAdvantageDrawn'> | null;
  /** 8.9: hits scored by the attacker and by the defender, once rolled. */
  readonly hits: { readonly attacker: number; readonly defender: number } | null;
  /** 8.9 / 8.10 step losses: a unit reduced, or eliminated (with Supply Columns left undefended, 8.7). */
  readonly losses: readonly { readonly side: Side; readonly piece: string; readonly eliminated: boolean }[];
  readonly retreats: readonly Of<'retreated'>[];
  readonly advances: readonly Of<'advanced'>[];
  readonly suppliesCaptured: readonly Of<'supplyCaptured'>[];
  /** 7.3: the interception roll that began a naval combat (none when automatic, no die). */
  readonly interception: Of<'interception'> | null;
  readonly shots: readonly Of<'gunfire'>[];
  readonly sunk: readonly Of<'shipSunk'>[];
  readonly captures: readonly Of<'captureAttempt'>[];
  readonly waiting: CombatWaiting | null;
}

/** Whether the combat's record is still open in the view (the card then says what it waits for). */
function isLive(episode: CombatEpisode, view: PlayerView): boolean {
  if (episode.kind === 'land') return view.land.battle !== null && view.land.battle.target === episode.place;
  return view.naval.combat !== null && view.naval.combat.hex === episode.place;
}

function waitingFor(view: PlayerView): CombatWaiting | null {
  const top = view.pending.at(-1);
  switch (top?.kind) {
    case 'combatLosses':
      return { kind: 'losses', side: top.side, hits: top.hits };
    case 'retreat':
      return { kind: 'retreat', side: top.side, from: top.from };
    case 'advance':
      return { kind: 'advance', side: top.side, target: top.target };
    case 'shipCapture':
      return { kind: 'capture', side: top.side };
    default:
      return null;
  }
}

/** The combat's outcome: hits, losses taken and still to choose, retreat, advance; shots, ships damaged, sunk, captured. */
export function combatResult(episode: CombatEpisode, view: PlayerView): CombatResult {
  const events = episode.entries.map((e) => e.event);
  const all = <T extends GameEvent['type']>(type: T) => events.filter((e): e is Of<T> => e.type === type);
  const resolved = all('combatResolved').at(-1);
  const live = isLive(episode, view);
  return {
    kind: episode.kind,
    place: episode.place,
    attacker: episode.attacker,
    over: !live,
    initiative: all('initiativeWon').at(-1) ?? null,
    chit: all('combatAdvantageDrawn').at(-1) ?? null,
    hits: resolved ? { attacker: resolved.attackerHits, defender: resolved.defenderHits } : null,
    losses: events.flatMap((e): { side: Side; piece: string; eliminated: boolean }[] =>
      e.type === 'stepLost' ? [{ side: e.side, piece: e.unit, eliminated: false }] : e.type === 'eliminated' ? [{ side: e.side, piece: e.piece, eliminated: true }] : [],
    ),
    retreats: all('retreated'),
    advances: all('advanced'),
    suppliesCaptured: all('supplyCaptured'),
    interception: all('interception').find((e) => !e.automatic) ?? null,
    shots: all('gunfire'),
    sunk: all('shipSunk'),
    captures: all('captureAttempt'),
    waiting: live ? waitingFor(view) : null,
  };
}

/** Whether the combat has produced anything to show yet (dice thrown, a loss, a shot, an interception's die; not a bare declaration). */
export function hasOutcome(r: CombatResult): boolean {
  return r.hits !== null || r.interception !== null || r.losses.length > 0 || r.advances.length > 0 || r.suppliesCaptured.length > 0 || r.shots.length > 0 || r.captures.length > 0;
}

/** Ships damaged in the combat and still afloat, damaged (a hit on an undamaged ship, or a capture's 1). */
export function shipsDamaged(r: CombatResult, view: PlayerView): string[] {
  const hit = [...r.shots.filter((s) => s.outcome === 'damaged').map((s) => s.target), ...r.captures.filter((c) => c.outcome === 'capturerDamaged').map((c) => c.ship)];
  const sunk = new Set(r.sunk.map((s) => s.ship));
  return [...new Set(hit)].filter((s) => !sunk.has(s) && view.ships[s]?.damaged === true);
}
