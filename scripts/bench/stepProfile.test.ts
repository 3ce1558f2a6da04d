import { describe, expect, it } from 'vitest';
import { BOTS } from '../../src/bots/bots';
import { playGame } from '../../src/bots/playGame';
import { legalActions, newGame, applyAction, type Action } from '../../src/engine';
import { besideBaseline, LONG_LIST, mergeProfiles, profileSteps, stepKind, type StepKindFigures, type StepProfile } from './stepProfile';
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

  it('sets each kind beside the baseline, and bounds the whole by the kinds that lag (--baseline)', () => {
    const row = (kind: string, steps: number, listUs: number, applyUs: number): StepKindFigures => ({ kind, steps, share: 0, listUs, applyUs, listed: 1 });
    const profile = (rows: StepKindFigures[]): StepProfile => ({ steps: rows.reduce((n, r) => n + r.steps, 0), rows, longListShare: 0, longListBound: 1 });
    // This engine: moves 10 × 2 µs = 20, sails 2 × 15 µs = 30 (total 50). The baseline: moves 10 × 10 µs, sails 2 × 20 µs (total 140).
    const b = besideBaseline(profile([row('move', 10, 1, 1), row('sail', 2, 10, 5), row('new', 1, 1, 1)]), profile([row('move', 10, 4, 6), row('sail', 2, 12, 8)]));
    expect(b.ratio).toBeCloseTo(140 / 50, 9);
    expect(b.rows.map((r) => [r.kind, r.ratio])).toEqual([
      ['move', 5],
      ['sail', 20 / 15],
    ]);
    expect(b.rows[1]!.share).toBeCloseTo(30 / 50, 9);
    // Sails (under 2×) cost nothing: 140 / 20. Under 6×, both: nothing left to time.
    expect(b.withoutLaggards(2)).toEqual({ kinds: ['sail'], share: 0.6, ratio: 7 });
    expect(b.withoutLaggards(6).kinds).toEqual(['move', 'sail']);
    // Sails brought up to 5× (4 µs a step), moves already there: 140 / (20 + 8).
    expect(b.everyKindAtLeast(5)).toBeCloseTo(5, 9);
    expect(b.everyKindAtLeast(3)).toBeCloseTo(140 / (20 + 2 * (20 / 3)), 9);
  });

  it('merges passes kind by kind, each mean weighted by its steps', () => {
    const one: StepProfile = { steps: 3, rows: [{ kind: 'a', steps: 2, share: 0.5, listUs: 1, applyUs: 1, listed: 4 }, { kind: 'b', steps: 1, share: 0.5, listUs: 2, applyUs: 2, listed: 2 }], longListShare: 0.5, longListBound: 2 };
    const two: StepProfile = { steps: 2, rows: [{ kind: 'a', steps: 2, share: 1, listUs: 4, applyUs: 4, listed: 8 }], longListShare: 0, longListBound: 1 };
    const m = mergeProfiles([one, two]);
    expect(m.steps).toBe(5);
    expect(m.rows.map((r) => [r.kind, r.steps, r.listUs, r.applyUs, r.listed])).toEqual([
      ['a', 4, 2.5, 2.5, 6],
      ['b', 1, 2, 2, 2],
    ]);
    // Time: one 8 µs (half of it long listings), two 16 µs: 4 / 24.
    expect(m.longListShare).toBeCloseTo(4 / 24, 9);
    expect(m.rows[0]!.share).toBeCloseTo(20 / 24, 9);
  });
});
