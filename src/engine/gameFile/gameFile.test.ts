import { describe, expect, it } from 'vitest';
import type { Action } from '../actions';
import { legalActions } from '../legalActions';
import { newGame } from '../newGame';
import { act } from '../testing/play';
import { makeGameFile, parseGameFile, replayGameFile } from './replayGameFile';

/** The first 60 actions of a game (historical set-ups, then first-legal choices). */
function someActions(): Action[] {
  let s = newGame({ seed: 'file' });
  const actions: Action[] = [];
  for (let i = 0; i < 60; i++) {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'historicalSetup') ?? legal.find((x) => x.type === 'endPhase') ?? legal[0]!;
    s = act(s, a).state;
    actions.push(a);
  }
  return actions;
}

describe('game files', () => {
  const file = makeGameFile('file', {}, someActions(), { note: 'test' });

  it('replay: every step verifies and ends in the same state', () => {
    const r = replayGameFile(file);
    expect(r.divergence).toBeNull();
    expect(r.steps).toBe(60);
  });
  it('survive JSON text', () => {
    const parsed = parseGameFile(JSON.stringify(file));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(replayGameFile(parsed.value).divergence).toBeNull();
  });
  it('a tampered hash is the first divergence, named by its step', () => {
    const bad = structuredClone(file);
    bad.steps[41]!.hash = '0000000000000000';
    expect(replayGameFile(bad).divergence?.step).toBe(42);
  });
  it('a tampered action is refused at its step', () => {
    const bad = structuredClone(file);
    bad.steps[10]!.action = { type: 'endPhase', side: bad.steps[10]!.action.side === 'chile' ? 'allied' : 'chile' };
    const r = replayGameFile(bad);
    expect(r.divergence?.step).toBe(11);
    expect(r.steps).toBe(10);
  });
  it('another seed fails at once on the initial hash', () => {
    expect(replayGameFile({ ...file, seed: 'other' }).divergence?.step).toBe(0);
  });
  it('truncated text, a wrong format and a future version are refused with a clear message', () => {
    const text = JSON.stringify(file);
    const cut = parseGameFile(text.slice(0, text.length / 2));
    expect(cut.ok).toBe(false);
    if (!cut.ok) expect(cut.error.message.code).toBe('error.gameFileNotJson');
    const wrong = parseGameFile({ ...file, format: 'pgn' });
    if (!wrong.ok) expect(wrong.error.message).toEqual({ code: 'error.gameFileField', params: { path: 'format', issue: 'invalid_value', value: 'pgn' } });
    const future = parseGameFile({ ...file, version: 3 });
    expect(future.ok).toBe(false);
    if (!future.ok) expect(future.error.message).toMatchObject({ code: 'error.gameFileVersion', params: { version: 3, supported: 2 } });
    const typed = parseGameFile({ ...file, steps: 'many' });
    if (!typed.ok) expect(typed.error.message).toMatchObject({ code: 'error.gameFileField', params: { path: 'steps' } });
  });
});

describe('game files that start from a position', () => {
  it('replay from the position and verify every hash', async () => {
    const { loadPosition } = await import('../position/loadPosition');
    const start = loadPosition({ format: 'wotp-position', version: 1, seed: 'pos-file', turn: 2, side: 'chile', phase: 'victoryDetermination' });
    if (!start.ok) throw new Error(JSON.stringify(start.error.message));
    let s = start.value;
    const actions: Action[] = [];
    for (let i = 0; i < 5; i++) {
      const a = legalActions(s).find((x) => x.type === 'endPhase') ?? legalActions(s)[0]!;
      s = act(s, a).state;
      actions.push(a);
    }
    const file = makeGameFile('pos-file', {}, actions, undefined, start.value);
    const parsed = parseGameFile(JSON.stringify(file));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error.message));
    const r = replayGameFile(parsed.value);
    expect(r.divergence).toBeNull();
    expect(r.state).toEqual(s);
  });
});
