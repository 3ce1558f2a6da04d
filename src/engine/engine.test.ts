import { describe, expect, it } from 'vitest';
import {
  activeSide, applyAction, legalActions, newGame, stateHash, viewFor, type Action, type GameState,
} from './index';
import { playUntil } from './testing/play';

const toEnd = (s: GameState) => playUntil(s, () => false);

describe('a new game', () => {
  it('3.1 starts with the Allied set-up, before game turn 1', () => {
    const s = newGame({ seed: 1 });
    expect(s).toMatchObject({ turn: 1, side: 'allied', phase: 'setup', result: null, pending: [] });
    expect(activeSide(s)).toBe('allied');
  });
  it('is plain JSON: it round-trips through JSON.stringify/parse unchanged', () => {
    const s = newGame({ seed: 'tarapaca' });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    const later = playUntil(s, (x) => x.turn === 2).state;
    expect(JSON.parse(JSON.stringify(later))).toEqual(later);
  });
  it('takes the English reading of every rules option by default', () => {
    expect(newGame({ seed: 1 }).options.stacking).toBe('en');
    expect(newGame({ seed: 1, options: { stacking: 'es' } }).options.stacking).toBe('es');
  });
});

describe('applyAction', () => {
  it('never mutates its input', () => {
    let s = newGame({ seed: 2 });
    for (let i = 0; i < 40 && activeSide(s); i++) {
      const before = JSON.stringify(s);
      const r = applyAction(s, legalActions(s)[0]);
      if (!r.ok) throw new Error(JSON.stringify(r.error.message));
      expect(JSON.stringify(s)).toBe(before);
      s = r.state;
    }
  });
  it('4.1 ending a phase begins the next one and says so', () => {
    const set = applyAction(newGame({ seed: 2 }), { type: 'historicalSetup', side: 'allied' });
    if (!set.ok) throw new Error();
    const r = applyAction(set.state, { type: 'endPhase', side: 'allied' });
    if (!r.ok) throw new Error();
    expect(r.state).toMatchObject({ side: 'chile', phase: 'setup', step: 2 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'phaseBegan', phase: 'setup', side: 'chile', rule: '3.1' }));
  });
  it('4.1 refuses an action by the side not to act, naming the case', () => {
    const r = applyAction(newGame({ seed: 2 }), { type: 'endPhase', side: 'chile' });
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_YOUR_TURN', rule: '4.1' }) });
  });
  it('refuses malformed actions with a typed code', () => {
    for (const bad of [null, 3, 'endPhase', {}, { type: 'fly', side: 'chile' }, { type: 'endPhase' }, { type: 'endPhase', side: 'peru' }, []]) {
      const r = applyAction(newGame({ seed: 2 }), bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('MALFORMED');
    }
  });
  it('refuses a well-formed action that is not legal now, with the rule case', () => {
    const r = applyAction(newGame({ seed: 2 }), { type: 'placeSupplyColumn', side: 'allied', hex: '2008' });
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'ILLEGAL', rule: '3.1' }) });
  });
  it('refuses every action once the game is over', () => {
    const { state } = toEnd(newGame({ seed: 3 }));
    expect(legalActions(state)).toEqual([]);
    const r = applyAction(state, { type: 'endPhase', side: 'chile' } satisfies Action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('GAME_OVER');
  });
});

describe('stepping a game with no units to its end', () => {
  it('4.1 / 5.2 walks every phase with legal actions only; with 0 VP Chile loses by sudden death on turn 5', () => {
    const { state, events } = toEnd(newGame({ seed: 4 }));
    const phases = events.filter((e) => e.type === 'phaseBegan');
    // Chile's set-up, turns 1–4 (4 × 14 phases) and turn 5 up to the Allied Victory Determination Phase.
    expect(phases).toHaveLength(1 + 4 * 14 + 14);
    expect(state.result).toMatchObject({ winner: 'allied', kind: 'suddenDeath', turn: 5, rule: '5.2' });
    expect(state.vpRecord.map((r) => r.turn)).toEqual([1, 2, 3, 4, 5]);
    expect(activeSide(state)).toBeNull();
  });
  it('is the same game for the same seed and the same choices', () => {
    expect(stateHash(toEnd(newGame({ seed: 'x' })).state)).toBe(stateHash(toEnd(newGame({ seed: 'x' })).state));
  });
});

describe('stateHash', () => {
  it('is stable for equal states and differs after an action', () => {
    const a = newGame({ seed: 5 });
    const b = JSON.parse(JSON.stringify(a)) as GameState;
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(a)).toMatch(/^[0-9a-f]{16}$/);
    const r = applyAction(a, { type: 'historicalSetup', side: 'allied' });
    if (!r.ok) throw new Error();
    expect(stateHash(r.state)).not.toBe(stateHash(a));
  });
  it('does not depend on key order', () => {
    const a = newGame({ seed: 5 });
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as unknown as GameState;
    expect(stateHash(reordered)).toBe(stateHash(a));
  });
  it('differs between seeds', () => {
    expect(stateHash(newGame({ seed: 5 }))).not.toBe(stateHash(newGame({ seed: 6 })));
  });
});

describe('viewFor', () => {
  it('hides the dice generator from both players (it would foretell every roll)', () => {
    const s = newGame({ seed: 7 });
    for (const side of ['chile', 'allied', 'observer'] as const) {
      const v = viewFor(s, side);
      expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.dice.state));
      expect(v.dice).toEqual({ thrown: 0 });
      expect(v.viewer).toBe(side);
    }
  });
});
