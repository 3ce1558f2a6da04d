import { describe, expect, it } from 'vitest';
import {
  activeSide, applyAction, legalActions, newGame, stateHash, viewFor, type Action, type GameState,
} from './index';

function playToEnd(state: GameState): { state: GameState; actions: number } {
  let s = state;
  let actions = 0;
  while (activeSide(s) !== null) {
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const r = applyAction(s, legal[0]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    actions++;
    if (actions > 10_000) throw new Error('no end');
  }
  return { state: s, actions };
}

describe('a new game', () => {
  it('4.1 starts on game turn 1, Chilean player turn, Administrative Phase', () => {
    const s = newGame({ seed: 1 });
    expect(s).toMatchObject({ turn: 1, side: 'chile', phase: 'administrative', result: null, pending: [] });
    expect(activeSide(s)).toBe('chile');
  });
  it('is plain JSON: it round-trips through JSON.stringify/parse unchanged', () => {
    const s = newGame({ seed: 'tarapaca' });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
  it('takes the English reading of every rules option by default', () => {
    expect(newGame({ seed: 1 }).options.stacking).toBe('en');
    expect(newGame({ seed: 1, options: { stacking: 'es' } }).options.stacking).toBe('es');
  });
});

describe('applyAction', () => {
  it('never mutates its input', () => {
    const s = newGame({ seed: 2 });
    const before = JSON.stringify(s);
    const r = applyAction(s, { type: 'endPhase', side: 'chile' });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('4.1 ending a phase begins the next one and says so', () => {
    const r = applyAction(newGame({ seed: 2 }), { type: 'endPhase', side: 'chile' });
    if (!r.ok) throw new Error();
    expect(r.state.phase).toBe('consumeSupply');
    expect(r.state.step).toBe(1);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'phaseBegan', phase: 'consumeSupply', rule: '4.1' }));
  });
  it('4.1 refuses an action by the side not to act, naming the case', () => {
    const r = applyAction(newGame({ seed: 2 }), { type: 'endPhase', side: 'allied' });
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_YOUR_TURN', rule: '4.1' }) });
  });
  it('refuses malformed actions with a typed code', () => {
    for (const bad of [null, 3, 'endPhase', {}, { type: 'fly', side: 'chile' }, { type: 'endPhase' }, { type: 'endPhase', side: 'peru' }, []]) {
      const r = applyAction(newGame({ seed: 2 }), bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('MALFORMED');
    }
  });
  it('refuses every action once the game is over', () => {
    const { state } = playToEnd(newGame({ seed: 3 }));
    expect(legalActions(state)).toEqual([]);
    const r = applyAction(state, { type: 'endPhase', side: 'chile' } satisfies Action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('GAME_OVER');
  });
});

describe('stepping a game with no units to its end', () => {
  it('4.1 / 5.2 walks every phase with legal actions only; with 0 VP Chile loses by sudden death on turn 5', () => {
    const { state, actions } = playToEnd(newGame({ seed: 4 }));
    // Turns 1–4 (4 × 14 phases) and turn 5 up to the Allied Victory Determination Phase.
    expect(actions).toBe(4 * 14 + 13);
    expect(state.result).toMatchObject({ winner: 'allied', kind: 'suddenDeath', turn: 5, rule: '5.2' });
    expect(state.vpRecord.map((r) => r.turn)).toEqual([1, 2, 3, 4, 5]);
    expect(activeSide(state)).toBeNull();
  });
});

describe('stateHash', () => {
  it('is stable for equal states and differs after an action', () => {
    const a = newGame({ seed: 5 });
    const b = JSON.parse(JSON.stringify(a)) as GameState;
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(a)).toMatch(/^[0-9a-f]{16}$/);
    const r = applyAction(a, { type: 'endPhase', side: 'chile' });
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
