import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPosition, parseGameFile, replayGameFile, savePosition, stateHash, type EngineError, type GameState } from '../../src/engine';
import { buildCorpus } from './frontDoorCorpus';
import { playOnProblem } from './frontDoorCheck';
import { damageText, mutate, mutationArbitrary, plausibleValues, textDamage } from './frontDoorMutations';

/**
 * Issue 17 §8: the engine's front door. Arbitrary JSON, and positions and game files of real games
 * changed a little, are thrown at loadPosition, parseGameFile and replayGameFile. Each call returns
 * either a state the engine can play on (legal actions listed, and there unless the game is over; 20
 * random legal actions in a row accepted; the invariants holding) or a refusal with a message. It never
 * throws and never takes long. Seeded (FRONT_DOOR_SEED), so a failure replays; FRONT_DOOR_RUNS scales
 * the runs (a longer search: FRONT_DOOR_RUNS=20).
 */
const SEED = Number(process.env.FRONT_DOOR_SEED ?? 1879);
const SCALE = Number(process.env.FRONT_DOOR_RUNS ?? 1);
const runs = (n: number) => ({ numRuns: Math.round(n * SCALE), seed: SEED, endOnFailure: true });
/** Loose: a call on a loaded machine; the work is bounded by the size limits, not by this. */
const MAX_CALL_MS = 5_000;

const POSITION_KEYS = ['pending', 'land', 'naval', 'dice', 'phase', 'turn', 'side', 'result', 'amphibiousAssaults', 'nadc', 'diceSecret', 'options', 'step', 'nextSupplyId', 'vpRecord', 'control'];
const FILE_KEYS = ['options', 'diceSecret', 'players', 'seed', 'initialHash', 'start', 'steps', 'version', 'format'];
const NEW_KEYS = ['x', 'kind', 'side', 'hex', 'units', 'pieces', 'stage', 'draws', 'diceSecret', 'combat', 'battle', 'players', 'start'];

type Outcome = { ok: true; value: GameState } | { ok: false; error: EngineError };

/** Call the front door; an exception or a slow call fails the property, naming the input's kind. */
function call<T>(what: string, f: () => T): T {
  const started = performance.now();
  let out: T;
  try {
    out = f();
  } catch (e) {
    throw new Error(`${what} threw: ${(e as Error).stack ?? String(e)}`);
  }
  const ms = performance.now() - started;
  if (ms > MAX_CALL_MS) throw new Error(`${what} took ${ms.toFixed(0)} ms`);
  return out;
}

/** A refusal carries the INVALID_POSITION code and a message; an acceptance is a state the engine plays on. */
function expectSound(what: string, r: Outcome, seed: number): void {
  if (!r.ok) {
    expect(r.error.code, what).toBe('INVALID_POSITION');
    expect(r.error.message, what).toBeTruthy();
    return;
  }
  expect(playOnProblem(r.value, seed), `${what} was accepted`).toBeNull();
}

function throughFile(input: unknown, seed: number): void {
  const parsed = call('parseGameFile', () => parseGameFile(input));
  if (!parsed.ok) return expectSound('parseGameFile', parsed, seed);
  const replay = call('replayGameFile', () => replayGameFile(parsed.value));
  if (replay.divergence) {
    expect(replay.divergence.error.message, 'a divergence').toBeTruthy();
    // The state before the bad step was reached by legal actions: it is playable too.
    expect(playOnProblem(replay.state, seed, 5), 'the state before the divergence').toBeNull();
  } else {
    expectSound('replayGameFile', { ok: true, value: replay.state }, seed);
  }
}

describe('the front door: loadPosition, parseGameFile, replayGameFile (issue 17 §8)', { timeout: 120_000 }, () => {
  const corpus = buildCorpus();
  const values = plausibleValues([...corpus.positions, ...corpus.files]);
  const positionMutations = fc.array(mutationArbitrary(values, NEW_KEYS), { minLength: 1, maxLength: 3 });

  it('takes every real position back as it was (a corpus of played games)', () => {
    expect(corpus.positions.length).toBeGreaterThan(60);
    for (const p of corpus.positions) {
      const r = call('loadPosition', () => loadPosition(p));
      if (!r.ok) throw new Error(JSON.stringify(r.error.message));
      expect(JSON.parse(JSON.stringify(savePosition(r.value)))).toEqual(p);
    }
    for (const f of corpus.files) {
      const parsed = parseGameFile(f);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error.message));
      expect(replayGameFile(parsed.value).divergence).toBeNull();
    }
  });

  it('arbitrary JSON, as a value and as text: refused with a message, or played on', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.nat(), (v, seed) => {
        const text = JSON.stringify(v);
        expectSound('loadPosition(value)', call('loadPosition', () => loadPosition(v)), seed);
        expectSound('loadPosition(text)', call('loadPosition', () => loadPosition(text)), seed);
        throughFile(v, seed);
        throughFile(text, seed);
      }),
      runs(300),
    );
  });

  it('positions of real games changed a little: refused with a message, or played on', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat(), positionMutations, fc.nat(), (i, changes, seed) => {
        const r = call('loadPosition', () => loadPosition(mutate(corpus.positions, i, changes, POSITION_KEYS)));
        if (r.ok) accepted++;
        expectSound('loadPosition', r, seed);
      }),
      runs(700),
    );
    // Most changes are refused; enough are accepted for the play-on check to mean something.
    expect(accepted).toBeGreaterThan(70 * SCALE);
  });

  it('game files of real games changed a little: refused with a message, or replayed to a state played on', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(mutationArbitrary(values, NEW_KEYS), { minLength: 1, maxLength: 3 }), fc.nat(), (i, changes, seed) => {
        throughFile(mutate(corpus.files, i, changes, FILE_KEYS), seed);
      }),
      runs(250),
    );
  });

  it('damaged text of positions and game files: refused with a message, or played on', () => {
    fc.assert(
      fc.property(fc.nat(), textDamage, fc.nat(), (i, damage, seed) => {
        const position = damageText(JSON.stringify(corpus.positions[i % corpus.positions.length]), damage);
        expectSound('loadPosition', call('loadPosition', () => loadPosition(position)), seed);
        throughFile(damageText(JSON.stringify(corpus.files[i % corpus.files.length]), damage), seed);
      }),
      runs(300),
    );
  });

  it('the same position loads to the same state, however often (no hidden state between calls)', () => {
    const p = corpus.positions[7]!;
    const a = loadPosition(p);
    const b = loadPosition(structuredClone(p));
    expect(a.ok && b.ok && stateHash(a.value) === stateHash(b.value)).toBe(true);
  });
});
