import { issueParams } from './issuePath';
import { controlFromRecord } from '../control/controlRecord';
import { createDice } from '../dice';
import type { LandOps } from '../land/types';
import { getMap } from '../map/getMap';
import { message, type Message } from '../message';
import type { NavalState } from '../naval/types';
import { engineError, type EngineError, type Result } from '../result';
import { DEFAULT_OPTIONS } from '../rules/options';
import type { PhaseId } from '../sequence/phases';
import type { GameState } from '../state';
import { withoutLegacyWords } from './legacyWords';
import { playableProblem } from './playable';
import { positionSchema, type ParsedPosition } from './positionSchema';
import { validatePosition } from './validatePosition';
import { validateRecords } from './validateRecords';

/** The longest position text read (a full game's position is about 30 000 characters). */
export const MAX_POSITION_CHARS = 5_000_000;

/**
 * Load a position (docs/positions.md) from JSON text or an already parsed value. It is accepted only
 * once its shape (every pending decision by its kind), its pieces against the map and the counter
 * manifest, its records (decisions, battle, naval operations, dice) against its pieces, the game's
 * invariants and a first listing of the legal actions all pass: an accepted position is one the engine
 * can play on. A bad one is refused with a message naming the first thing wrong; nothing is ever
 * partly loaded, and nothing is thrown.
 */
export function loadPosition(input: unknown): Result<GameState, EngineError> {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > MAX_POSITION_CHARS) return fail(message('error.positionTooLong', { count: input.length, max: MAX_POSITION_CHARS }));
    try {
      value = JSON.parse(input);
    } catch {
      return fail(message('error.positionNotJson', {}));
    }
  }
  const checked = withoutLegacyWords(value);
  const parsed = positionSchema.safeParse(checked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(message('error.positionField', issueParams(issue, checked)));
  }
  const p = parsed.data;
  const map = getMap(p.options);
  const problem = validatePosition(p, map);
  if (problem) return fail(problem);
  const state = toState(p);
  const inconsistent = validateRecords(state, map) ?? playableProblem(state);
  if (inconsistent) return fail(inconsistent);
  return { ok: true, value: state };
}

function toState(p: ParsedPosition): GameState {
  const supplyNumbers = Object.keys(p.supply).map((id) => Number(/^sc-(\d+)$/.exec(id)?.[1] ?? 0));
  return {
    format: 'wotp-state',
    version: 1,
    seed: p.seed,
    // Only when present: a state without a secret hashes as it always did.
    ...(p.diceSecret !== undefined ? { diceSecret: p.diceSecret } : {}),
    options: { ...DEFAULT_OPTIONS, ...p.options },
    dice: p.dice ?? createDice(p.seed, p.diceSecret),
    turn: p.turn,
    side: p.side,
    phase: p.phase as PhaseId,
    pending: p.pending,
    control: controlFromRecord(p.control),
    vpRecord: p.vpRecord,
    units: p.units,
    ships: p.ships,
    forts: p.forts,
    supply: p.supply,
    nextSupplyId: p.nextSupplyId ?? Math.max(0, ...supplyNumbers) + 1,
    nadc: p.nadc,
    boliviaInWar: p.boliviaInWar,
    bonusVp: p.bonusVp,
    amphibiousAssaults: p.amphibiousAssaults,
    land: p.land as LandOps,
    naval: p.naval as NavalState,
    warshipsSunkThisTurn: p.warshipsSunkThisTurn,
    result: p.result,
    step: p.step,
  };
}

function fail(why: Message): { ok: false; error: EngineError } {
  return { ok: false, error: engineError('INVALID_POSITION', why) };
}
