import { describe, expect, it } from 'vitest';
import { BOTS } from '../../src/bots/bots';
import { playGame } from '../../src/bots/playGame';
import { legalActions, newGame, applyAction, type Action } from '../../src/engine';
import { LONG_LIST, profileSteps, stepKind } from './stepProfile';
import type { RecordedGame } from './recordGames';

function recorded(seed: string): RecordedGame {
  const actions: Action[] = [];
  playGame(seed, { chile: BOTS.random!, allied: BOTS.random! }, {}, 200_000, (_next, action) => actions.push(action));
  return { seed, actions };
}

const GAME = recorded('step-profile-1');

describe('issue 20 §4: the step profile (scripts/bench/stepProfile.ts)', () => {
  it('counts every step of the game once, under its kind', () => {
    const p = profileSteps([GAME]);
    expect(p.steps).toBe(GAME.actions.length);
    expect(p.rows.reduce((n, r) => n + r.steps, 0)).toBe(GAME.actions.length);
    expect(p.rows.some((r) => r.kind === 'ph:navalMovement sail')).toBe(true);
    expect(p.rows.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 6);
  });

  it('names a step by the decision it answers, else by its phase', () => {
    const state = newGame({ seed: 'step-profile-kind' });
    const first = legalActions(state)[0]!;
    expect(stepKind(state, first)).toBe(`ph:${state.phase} ${first.type}`);
    let s = state;
    for (const a of GAME.actions) {
      if (s.pending.length > 0) {
        expect(stepKind(s, a)).toBe(`P:${s.pending[s.pending.length - 1]!.kind} ${a.type}`);
        return;
      }
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    throw new Error('no pending decision in the game');
  });

  it(`bounds a lazy listing by the time spent in listings of ${LONG_LIST}+ actions`, () => {
    // A clock that ticks once a reading: every listing and every application takes one tick.
    let tick = 0;
    const p = profileSteps([GAME], () => tick++);
    let long = 0;
    let s = newGame({ seed: GAME.seed });
    for (const a of GAME.actions) {
      if (legalActions(s).length >= LONG_LIST) long++;
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    expect(long).toBeGreaterThan(0);
    expect(p.longListShare).toBeCloseTo(long / (2 * GAME.actions.length), 9);
    expect(p.longListBound).toBeCloseTo(1 / (1 - long / (2 * GAME.actions.length)), 9);
    for (const r of p.rows) {
      expect(r.listUs).toBe(1000);
      expect(r.applyUs).toBe(1000);
    }
  });
});
