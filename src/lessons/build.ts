import { loadPosition, scriptChit, scriptDice, type GameEvent, type GameState, type Location } from '../engine';
import type { CombatAdvantage } from '../engine/counters';

/** What a lesson's position is made of: a wotp-position without its header and dice. */
export interface LessonSetup {
  readonly seed: string;
  readonly turn: number;
  readonly side: 'chile' | 'allied';
  readonly phase: string;
  readonly units?: Readonly<Record<string, { location: Location; steps: number }>>;
  readonly ships?: Readonly<Record<string, { location: Location; damaged?: boolean }>>;
  readonly forts?: Readonly<Record<string, { status: 'waiting' | 'standing' | 'destroyed' }>>;
  readonly supply?: Readonly<Record<string, { nation: 'chile' | 'peru' | 'bolivia'; location: Location }>>;
  readonly control?: Readonly<Record<string, 'chile' | 'allied'>>;
  readonly nadc?: { chile: { ship: string; area: string; forTurn: number }[]; allied: { ship: string; area: string; forTurn: number }[] };
  /** Dice to throw first, in order (only where the lesson is about a procedure, not luck). */
  readonly dice?: readonly number[];
  /** 8.9 combat advantage chits to draw first, by effect. */
  readonly chits?: readonly CombatAdvantage[];
}

export const hex = (id: string): Location => ({ kind: 'hex', hex: id });
export const box: Location = { kind: 'holdingBox' };
export const aboard = (transport: string): Location => ({ kind: 'aboard', transport });

/**
 * A lesson's position as plain JSON (docs/positions.md): the seed's dice generator with the lesson's
 * dice and chit draws queued in `dice.script` / `dice.draws`. Made as the lesson starts (startLesson);
 * throws if the position is not valid, and lessons.test.ts makes every lesson's, so a broken lesson
 * fails there.
 */
export function lessonPosition(setup: LessonSetup): Record<string, unknown> {
  const { dice = [], chits = [], ...rest } = setup;
  const base = { format: 'wotp-position', version: 1, ...rest };
  const loaded = loadPosition(base);
  if (!loaded.ok) throw new Error(`lesson position: ${JSON.stringify(loaded.error.message)}`);
  let d = scriptDice(loaded.value.dice, dice);
  for (const c of chits) d = scriptChit(d, c);
  return JSON.parse(JSON.stringify({ ...base, dice: d })) as Record<string, unknown>;
}

/** Events of one type, typed. */
export function eventsOfType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** The hex a land unit stands in, if on the map. */
export function unitHex(state: GameState, id: string): string | null {
  const loc = state.units[id]?.location;
  return loc?.kind === 'hex' ? loc.hex : null;
}

/** Land units of a side standing in a hex. */
export function unitsIn(state: GameState, hexId: string, prefixes: readonly string[]): string[] {
  return Object.keys(state.units).filter((id) => prefixes.some((p) => id.startsWith(p)) && unitHex(state, id) === hexId);
}

export const CHILEAN = ['cl-'] as const;
export const ALLIED = ['pe-', 'bo-'] as const;
