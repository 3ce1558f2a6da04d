import type { NavalState } from '../naval/navalState';
import { createDice, type DiceState } from '../dice';
import { getMap } from '../map/getMap';
import type { LandOps } from '../land/types';
import type { PendingDecision } from '../pending';
import { engineError, type EngineError, type Result } from '../result';
import { DEFAULT_OPTIONS } from '../rules/options';
import type { PhaseId } from '../sequence/phases';
import type { GameState } from '../state';
import { positionSchema } from './positionSchema';
import { validatePosition } from './validatePosition';

const MAX_TEXT = 5_000_000;

/**
 * Load a position (docs/positions.md) from JSON text or an already parsed value. A bad one is refused
 * with a message naming the first thing wrong; nothing is ever partly loaded.
 */
export function loadPosition(input: unknown): Result<GameState, EngineError> {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > MAX_TEXT) return fail(`the position is ${input.length} characters long; at most ${MAX_TEXT} are read`);
    try {
      value = JSON.parse(input);
    } catch (e) {
      return fail(`not JSON: ${(e as Error).message}`);
    }
  }
  const parsed = positionSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.length ? issue.path.map(String).join('.') : '(top level)';
    return fail(`${path}: ${issue.message}`);
  }
  const p = parsed.data;
  const problem = validatePosition(p, getMap());
  if (problem) return fail(problem);
  const supplyNumbers = Object.keys(p.supply).map((id) => Number(/^sc-(\d+)$/.exec(id)?.[1] ?? 0));
  const state: GameState = {
    format: 'wotp-state',
    version: 1,
    seed: p.seed,
    options: { ...DEFAULT_OPTIONS, ...p.options },
    dice: (p.dice as DiceState | undefined) ?? createDice(p.seed),
    turn: p.turn,
    side: p.side,
    phase: p.phase as PhaseId,
    pending: p.pending as unknown as PendingDecision[],
    control: p.control,
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
    naval: p.naval as unknown as NavalState,
    warshipsSunkThisTurn: p.warshipsSunkThisTurn,
    result: p.result,
    step: p.step,
  };
  return { ok: true, value: state };
}

function fail(message: string): { ok: false; error: EngineError } {
  return { ok: false, error: engineError('INVALID_POSITION', `Invalid position: ${message}`) };
}
