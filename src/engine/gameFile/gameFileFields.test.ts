import { describe, expect, it } from 'vitest';
import type { Action } from '../actions';
import { legalActions } from '../legalActions';
import { newGame } from '../newGame';
import { rekeyDice } from '../rekeyDice';
import type { GameState } from '../state';
import { stateHash } from '../stateHash';
import { act } from '../testing/play';
import { MAX_GAME_FILE_CHARS, MAX_GAME_FILE_STEPS } from './gameFileSchema';
import { makeGameFile, parseGameFile, replayGameFile, startOf } from './replayGameFile';

/**
 * Issue 17 §8: a game file's rules options are checked like a position's, its size is limited, and it
 * may name its players and keep the dice secret, with which it replays to the last die.
 */
const SECRET = 'fedcba98765432100123456789abcdef';

/** The first `n` actions from `state` (historical set-ups, then the first legal choice). */
function actionsFrom(state: GameState, n: number): { actions: Action[]; end: GameState } {
  let s = state;
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'historicalSetup') ?? legal.find((x) => x.type === 'endPhase') ?? legal[0]!;
    s = act(s, a).state;
    actions.push(a);
  }
  return { actions, end: s };
}

/** The refusal as "code params…", for matching. */
function refusal(input: unknown): string {
  const r = parseGameFile(input);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.error.code).toBe('INVALID_POSITION');
  const m = r.error.message as unknown as { code: string; params: Record<string, unknown> };
  return `${m.code} ${Object.values(m.params).map(String).join(' ')}`;
}

const plain = makeGameFile('fields', {}, actionsFrom(newGame({ seed: 'fields' }), 10).actions);

describe('rules options in a game file', () => {
  it('refuses an unknown value or an unknown option, naming it', () => {
    expect(refusal({ ...plain, options: { stacking: 'zz' } })).toMatch(/^error\.gameFileField options\.stacking /);
    expect(refusal({ ...plain, options: { shipCapture: 'yes' } })).toMatch(/^error\.gameFileField options\.shipCapture /);
    expect(refusal({ ...plain, options: { teleporters: true } })).toMatch(/^error\.gameFileField options\.teleporters /);
  });
  it('accepts every option with its values', () => {
    const r = parseGameFile({ ...plain, options: { stacking: 'es', returnWithoutNadc: 'nationBox', shipCapture: true } });
    expect(r.ok).toBe(true);
  });
});

describe('size limits', () => {
  it(`refuses text longer than ${MAX_GAME_FILE_CHARS} characters before reading it`, () => {
    const text = JSON.stringify({ ...plain, meta: { pad: 'x'.repeat(1000) } }).padEnd(MAX_GAME_FILE_CHARS + 1, ' ');
    expect(refusal(text)).toBe(`error.gameFileTooLong ${MAX_GAME_FILE_CHARS + 1} ${MAX_GAME_FILE_CHARS}`);
  });
  it(`refuses more than ${MAX_GAME_FILE_STEPS} steps`, () => {
    expect(refusal({ ...plain, steps: new Array(MAX_GAME_FILE_STEPS + 1).fill(plain.steps[0]) })).toMatch(/^error\.gameFileField steps /);
  });
});

describe('players and the dice secret', () => {
  it('a file without them is written exactly as before: no new key, the same hashes', () => {
    expect(Object.keys(plain)).toEqual(['format', 'version', 'seed', 'options', 'initialHash', 'steps']);
    expect(plain.initialHash).toBe(stateHash(newGame({ seed: 'fields' })));
    expect(replayGameFile(plain).divergence).toBeNull();
  });
  it('makeGameFile writes them, and the file replays with the secret to the last die', () => {
    const start = newGame({ seed: 'fields', diceSecret: SECRET });
    const { actions, end } = actionsFrom(start, 40);
    const file = makeGameFile({ seed: 'fields', actions, diceSecret: SECRET, players: { chile: 'human', allied: 'heuristic' } });
    expect(file.diceSecret).toBe(SECRET);
    expect(file.players).toEqual({ chile: 'human', allied: 'heuristic' });
    expect(file.initialHash).not.toBe(plain.initialHash);
    const parsed = parseGameFile(JSON.stringify(file));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error.message));
    const r = replayGameFile(parsed.value);
    expect(r.divergence).toBeNull();
    expect(r.state).toEqual(end);
    // Without the secret the same file does not replay: the dice are not the seed's alone.
    const { diceSecret: _secret, ...noSecret } = file;
    expect(replayGameFile(noSecret).divergence?.step).toBe(0);
  });
  it('the old positional call takes them in a last object', () => {
    const { actions } = actionsFrom(newGame({ seed: 'fields', diceSecret: SECRET }), 5);
    const spec = makeGameFile({ seed: 'fields', options: {}, actions, diceSecret: SECRET, players: { chile: 'random', allied: 'human' } });
    expect(makeGameFile('fields', {}, actions, undefined, undefined, { diceSecret: SECRET, players: { chile: 'random', allied: 'human' } })).toEqual(spec);
  });
  it('startOf a file with a secret is the new game with that secret', () => {
    const file = makeGameFile({ seed: 7, actions: [], diceSecret: SECRET });
    const s = startOf(file);
    expect(s.ok && s.value).toEqual(newGame({ seed: 7, diceSecret: SECRET }));
  });
  it('refuses a malformed secret or player, and a player field it does not know', () => {
    expect(refusal({ ...plain, diceSecret: SECRET.toUpperCase() })).toMatch(/^error\.gameFileField diceSecret /);
    expect(refusal({ ...plain, diceSecret: 'abc' })).toMatch(/^error\.gameFileField diceSecret /);
    expect(refusal({ ...plain, players: { chile: 'Human', allied: 'human' } })).toMatch(/^error\.gameFileField players\.chile /);
    expect(refusal({ ...plain, players: { chile: 'human' } })).toMatch(/^error\.gameFileField players\.allied /);
    expect(refusal({ ...plain, players: { chile: 'human', allied: 'a-bot-with-a-name-too-long' } })).toMatch(/^error\.gameFileField players\.allied /);
    expect(refusal({ ...plain, players: { chile: 'human', allied: 'human', observer: 'human' } })).toMatch(/^error\.gameFileField players\.observer /);
  });
  it('a branch rekeyed from a live game starts from its position, whose secret the file keeps', () => {
    const live = actionsFrom(newGame({ seed: 'fields', diceSecret: SECRET }), 12).end;
    const branch = rekeyDice(live, '0'.repeat(31) + '1');
    const { actions, end } = actionsFrom(branch, 20);
    const file = makeGameFile({ seed: 'fields', actions, start: branch });
    expect(file.diceSecret).toBe(branch.diceSecret);
    const parsed = parseGameFile(JSON.stringify(file));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error.message));
    expect(replayGameFile(parsed.value).state).toEqual(end);
    expect(refusal({ ...file, diceSecret: SECRET })).toBe('error.gameFileDiceSecret ');
    expect(() => makeGameFile({ seed: 'fields', actions, start: branch, diceSecret: SECRET })).toThrow(/dice secret/);
  });

  it('a required field left out is said to be missing, not of the wrong type ("initialHash: wrong type": QA round 8); a field of the wrong type still is', () => {
    const { initialHash: _gone, ...withoutHash } = plain as unknown as Record<string, unknown>;
    expect(refusal(withoutHash)).toBe('error.gameFileField initialHash missing');
    expect(refusal({ ...plain, initialHash: 7 })).toBe('error.gameFileField initialHash invalid_type 7');
  });
});
