import { describe, expect, it } from 'vitest';
import { BOTS } from '../../src/bots/bots';
import { playGame } from '../../src/bots/playGame';
import { applyAction, legalActions, newGame, stateHash, type Action, type GameState } from '../../src/engine';

/**
 * legalActions remembers each state's listing (a WeakMap keyed by the state object), and applyAction
 * looks an action up in it when the state has been listed (issue 20 §4). That must change nothing:
 * every step of seeded games gives the same state, events and refusals whether the state was listed
 * first or is a fresh copy never listed; and no caller can change the listing the engine performs from.
 */
function gameStates(bot: string, seed: string): { state: GameState; action: Action }[] {
  const out: { state: GameState; action: Action }[] = [];
  let state = newGame({ seed });
  playGame(seed, { chile: BOTS[bot]!, allied: BOTS[bot]! }, {}, 200_000, (next, action) => {
    out.push({ state, action });
    state = next;
  });
  return out;
}

describe('a state listed once: the same steps as a state never listed', { timeout: 300_000 }, () => {
  it.each([
    ['random', 'memo-1'],
    ['heuristic', 'memo-2'],
  ])('%s-bot game %s: each action, and an action of the step before, applied to the listed state and to a fresh copy', (bot, seed) => {
    const steps = gameStates(bot, seed);
    expect(steps.length).toBeGreaterThan(300);
    let refused = 0;
    let previous: Action | null = null;
    for (const { state, action } of steps) {
      const fresh = structuredClone(state);
      legalActions(state);
      const listed = applyAction(state, action);
      const unlisted = applyAction(fresh, action);
      expect(listed.ok && unlisted.ok).toBe(true);
      if (listed.ok && unlisted.ok) {
        expect(stateHash(listed.state)).toBe(stateHash(unlisted.state));
        expect(listed.events).toEqual(unlisted.events);
      }
      // Yesterday's action: legal or refused alike (the refusal's code and rule too).
      if (previous) {
        const a = applyAction(state, previous);
        const b = applyAction(fresh, previous);
        expect(a.ok).toBe(b.ok);
        if (!a.ok && !b.ok) {
          expect(a.error).toEqual(b.error);
          refused++;
        }
      }
      previous = action;
    }
    expect(refused).toBeGreaterThan(100);
  });
});

describe("the listing the engine performs from is the engine's own", () => {
  const state = newGame({ seed: 'memo-3' });

  it('listed actions are frozen: a caller cannot turn a listed action into another', () => {
    const legal = legalActions(state);
    expect(legal.length).toBeGreaterThan(1);
    expect(legal.every((a) => Object.isFrozen(a))).toBe(true);
    expect(() => {
      (legal[0] as { side: string }).side = 'chile';
    }).toThrow(TypeError);
  });

  it('each call hands out a fresh array: emptying one leaves the next listing whole', () => {
    const first = legalActions(state);
    const n = first.length;
    first.length = 0;
    expect(legalActions(state)).toHaveLength(n);
    expect(legalActions(state)).not.toBe(legalActions(state));
  });
});
