import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import { activeSide } from './activeSide';
import type { GameEvent } from './events';
import { legalActions } from './legalActions';
import { message } from './message';
import { newGame } from './newGame';
import type { GameState } from './state';
import { act, historicalSetupDone } from './testing/play';
import { undoable } from './undoable';

/** The Allies' and Chile's historical set-ups, step by step, with each step's events. */
function setUp() {
  const s0 = newGame({ seed: 'undo' });
  const a1 = act(s0, { type: 'historicalSetup', side: 'allied' });
  const a2 = act(a1.state, { type: 'endPhase', side: 'allied' });
  const c1 = act(a2.state, { type: 'historicalSetup', side: 'chile' });
  const c2 = act(c1.state, { type: 'endPhase', side: 'chile' });
  // 4.1: Chile's NADC orders done, the Supply Column roll; Chile goes on to the Consume Supply Columns Phase.
  const c3 = act(c2.state, { type: 'endPhase', side: 'chile' });
  return { a1, a2, c1, c2, c3 };
}

/** A tiny seeded generator for the random games (the engine's dice are not for tests' choices). */
function chooser(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/**
 * Undo, the project's rule for taking back a move (rules note gen-undo, with the general notes under 2.8;
 * issue 22 calls it "the 9.0 undo rule", but 9.0 is Reinforcements).
 */
describe('undo (gen-undo): the last action may be taken back until a die is thrown, a chit drawn or the device handed over', () => {
  it('undo: a set-up that threw nothing, after which the same side is to act, may be taken back', () => {
    const { a1, c1 } = setUp();
    expect(undoable(a1.state, a1.events, 'allied')).toBe(true);
    expect(undoable(c1.state, c1.events, 'chile')).toBe(true);
  });

  it('undo: an action whose events hold a roll may not (the Administrative Phase\'s supply roll), though the same side is still to act', () => {
    const { c3 } = setUp();
    expect(activeSide(c3.state)).toBe('chile');
    expect(c3.events.some((e) => e.type === 'roll')).toBe(true);
    expect(undoable(c3.state, c3.events, 'chile')).toBe(false);
    expect(undoable(c3.state, c3.events.filter((e) => e.type !== 'roll'), 'chile')).toBe(true);
  });

  it('undo: an action that handed the device to the other side may not, though it threw nothing', () => {
    const { a2 } = setUp();
    expect(a2.events.some((e) => e.type === 'roll')).toBe(false);
    expect(activeSide(a2.state)).toBe('chile');
    expect(undoable(a2.state, a2.events, 'allied')).toBe(false);
  });

  it('undo: a chit drawn from the cup (8.9) is never drawn again', () => {
    const draw = firstDraw();
    const { c1 } = setUp();
    expect(undoable(c1.state, [draw], 'chile')).toBe(false);
  });

  it('undo: nothing may be taken back once the game is over', () => {
    const { a1 } = setUp();
    const result = { winner: 'allied', kind: 'suddenDeath', turn: 5, chileVp: 1, rule: '5.6', summary: message('result.suddenDeath', { vp: 1, max: 2 }) } as const;
    const over: GameState = { ...a1.state, result };
    expect(undoable(over, a1.events, 'allied')).toBe(false);
  });

  it('undo: over random games: every action that used the dice (generator, count or script) is refused, and every one allowed left them as they were', () => {
    let allowed = 0;
    let refused = 0;
    for (const { action, before, after } of randomPlay()) {
      const diceUsed = JSON.stringify(after.state.dice) !== JSON.stringify(before.dice);
      if (undoable(after.state, after.events, action.side)) {
        allowed++;
        expect(diceUsed, `${action.type} used the dice`).toBe(false);
      } else if (diceUsed) refused++;
    }
    expect(allowed).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(5);
  });
});

/** Two games from the historical set-up, each action chosen at random among the legal ones (seeded). */
function randomPlay(): { action: Action; before: GameState; after: { state: GameState; events: readonly GameEvent[] } }[] {
  const steps = [];
  for (const seed of [1, 2, 3]) {
    const pick = chooser(seed);
    const start = historicalSetupDone(`undo-${seed}`);
    let state = act(start, { type: 'endPhase', side: 'chile' }).state;
    for (let i = 0; i < 500 && activeSide(state) !== null; i++) {
      const legal = legalActions(state);
      const action = legal[pick(legal.length)]!;
      const after = act(state, action);
      steps.push({ action, before: state, after });
      state = after.state;
    }
  }
  return steps;
}

/** A real 8.9 draw event, from the random games. */
function firstDraw(): GameEvent {
  const draw = randomPlay().flatMap((s) => s.after.events).find((e) => e.type === 'combatAdvantageDrawn');
  if (!draw) throw new Error('no chit was drawn in the games played');
  return draw;
}
