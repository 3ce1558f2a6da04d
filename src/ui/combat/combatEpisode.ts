import type { GameEvent, HexId, RollEvent, Side } from '../../engine';
import type { LogEntry } from '../store';

/** One logged event of a combat, with the step (action number) that produced it. */
export interface CombatEntry {
  readonly step: number;
  readonly event: GameEvent;
}

/**
 * The last combat of the log (8.7–8.11 land, 7.9–7.10 and 10.1 naval): where, who attacked, and the
 * events that belong to it. Only combat events are kept — dice, hits, losses, retreats, advances, shots,
 * sinkings, captures — all of them thrown or taken in the open; never a move, an order or anything else
 * the log holds, so nothing a side may not see can reach the combat card.
 */
export interface CombatEpisode {
  readonly kind: 'land' | 'naval';
  /** `land-<step>` / `naval-<step>`: the step of its first event (one combat starts in one action). */
  readonly key: string;
  readonly place: HexId;
  /** Land: the attacker. Naval: the intercepted (moving) side is not logged, so null. */
  readonly attacker: Side | null;
  readonly entries: readonly CombatEntry[];
}

const LAND_ROLLS: readonly string[] = ['roll.initiativeAttacker', 'roll.initiativeDefender', 'roll.combatAttacking', 'roll.combatDefending'];
const NAVAL_ROLLS: readonly string[] = ['roll.gunfire', 'roll.shipCapture'];

const LAND_EVENTS: ReadonlySet<GameEvent['type']> = new Set([
  'combatSupplySpent', 'initiativeWon', 'combatAdvantageDrawn', 'combatDiceCount', 'combatResolved', 'stepLost', 'eliminated', 'retreated', 'advanced', 'supplyCaptured',
]);
/** During the gunfire (7.9–7.10). */
const NAVAL_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['setAside', 'gunfire', 'shipSunk', 'navalCombatEnded']);

/** Whether an event of a combat's stretch of log is part of that combat (and so may be shown on its card). */
function belongs(kind: CombatEpisode['kind'], event: GameEvent, ended: boolean): boolean {
  if (event.type === 'roll') return (kind === 'land' ? LAND_ROLLS : ended ? ['roll.shipCapture'] : NAVAL_ROLLS).includes(event.purpose.code);
  if (kind === 'land') return LAND_EVENTS.has(event.type);
  // 10.1: after the gunfire only the capture attempts and the ships they scuttle.
  if (ended) return event.type === 'captureAttempt' || (event.type === 'shipSunk' && event.rule === '10.1');
  return NAVAL_EVENTS.has(event.type);
}

/** A new phase or a new combat closes a combat's stretch of the log. */
const closes = (event: GameEvent) => event.type === 'phaseBegan' || event.type === 'gameOver' || event.type === 'attackDeclared' || event.type === 'navalCombatBegan';

/**
 * 7.3–7.4: the interception roll that began a naval combat, and its outcome, logged just before it in the
 * same action: the card said only that the Allies intercepted, the die, its speed modifier and the distance
 * were in the full log alone (QA). None for an automatic interception (no die) or a blockade (7.6).
 */
function interceptionBefore(log: readonly LogEntry[], start: number): CombatEntry[] {
  const step = log[start]!.step;
  let i = start - 1;
  while (i >= 0 && log[i]!.step === step && log[i]!.event.type !== 'interception') i--;
  const outcome = i >= 0 && log[i]!.step === step ? log[i]!.event : null;
  const roll = outcome && i > 0 && log[i - 1]!.step === step ? log[i - 1]!.event : null;
  if (outcome?.type !== 'interception' || roll?.type !== 'roll' || roll.purpose.code !== 'roll.interception') return [];
  return [{ step, event: roll }, { step, event: outcome }];
}

/** The last combat in the log (land or naval) and its events, or null if there was none. */
export function lastCombatEpisode(log: readonly LogEntry[]): CombatEpisode | null {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    const type = log[i]!.event.type;
    if (type === 'attackDeclared' || type === 'navalCombatBegan') {
      start = i;
      break;
    }
  }
  if (start < 0) return null;
  const first = log[start]!;
  const opening = first.event as Extract<GameEvent, { type: 'attackDeclared' | 'navalCombatBegan' }>;
  const kind = opening.type === 'attackDeclared' ? 'land' : 'naval';
  const entries: CombatEntry[] = [{ step: first.step, event: opening }, ...(kind === 'naval' ? interceptionBefore(log, start) : [])];
  let ended = false;
  for (let i = start + 1; i < log.length; i++) {
    const event = log[i]!.event;
    if (event.type === 'undone') continue;
    if (closes(event)) break;
    if (!belongs(kind, event, ended)) continue;
    entries.push({ step: log[i]!.step, event });
    if (event.type === 'navalCombatEnded') ended = true;
  }
  return {
    kind,
    key: `${kind}-${first.step}`,
    place: opening.type === 'attackDeclared' ? opening.target : opening.hex,
    attacker: opening.type === 'attackDeclared' ? opening.side : null,
    entries,
  };
}

/** What a naval die decided, told by the event that follows it: a shot's outcome (7.9–7.10), a capture's (10.1), an interception's (7.3). */
export type RollVerdict =
  | { readonly kind: 'shot'; readonly outcome: Extract<GameEvent, { type: 'gunfire' }>['outcome'] }
  | { readonly kind: 'capture'; readonly outcome: Extract<GameEvent, { type: 'captureAttempt' }>['outcome'] }
  | { readonly kind: 'interception'; readonly success: boolean; readonly distance: number; readonly hex: HexId };

function verdictAfter(entries: readonly CombatEntry[], i: number): RollVerdict | null {
  const next = entries[i + 1]?.event;
  if (next?.type === 'gunfire') return { kind: 'shot', outcome: next.outcome };
  if (next?.type === 'captureAttempt') return { kind: 'capture', outcome: next.outcome };
  if (next?.type === 'interception') return { kind: 'interception', success: next.success, distance: next.distance, hex: next.hex };
  return null;
}

/** How many land combat dice a side rolled, and why (8.9, 7.6). */
export type DiceCount = Extract<CombatEntry['event'], { type: 'combatDiceCount' }>;

/** The rolls of the combat's last step that threw dice: the dice just rolled, each with what it decided (naval). */
export function lastRolls(episode: CombatEpisode): { step: number; rolls: RollEvent[]; verdicts: (RollVerdict | null)[]; counts: DiceCount[] } | null {
  const at = episode.entries.flatMap((e, i) => (e.event.type === 'roll' ? [i] : []));
  const step = at.length > 0 ? episode.entries[at.at(-1)!]!.step : undefined;
  if (step === undefined) return null;
  const mine = at.filter((i) => episode.entries[i]!.step === step);
  // 8.9 / 7.6: why each side rolled as many land combat dice as it did.
  const counts = episode.entries.flatMap((e) => (e.step === step && e.event.type === 'combatDiceCount' ? [e.event] : []));
  return { step, rolls: mine.map((i) => episode.entries[i]!.event as RollEvent), verdicts: mine.map((i) => verdictAfter(episode.entries, i)), counts };
}
