import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, loadPosition, type Action, type GameEvent, type GameState } from '../engine';
import { lessonPosition } from './build';
import { LESSONS, lessonById, lessonStatus, startLesson } from './index';
import type { Bilingual, Lesson } from './types';

/** Apply the first `count` intended actions; throws naming the step that was refused. */
function play(lesson: Lesson, count = lesson.intended.length): { state: GameState; events: GameEvent[] } {
  const start = startLesson(lesson);
  if (!start.ok) throw new Error(JSON.stringify(start.error.message));
  let state = start.value;
  const events: GameEvent[] = [];
  lesson.intended.slice(0, count).forEach((action, i) => {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`${lesson.id} step ${i + 1} ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  });
  return { state, events };
}

const texts = (b: Bilingual<string | readonly string[]>): string[] => [b.en, b.es].flat();

describe('guided lessons (issue 11)', () => {
  it('there are at least eight lessons with unique ids, found by id', () => {
    expect(LESSONS.length).toBeGreaterThanOrEqual(8);
    const ids = LESSONS.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const l of LESSONS) expect(lessonById(l.id)).toBe(l);
    expect(lessonById('no-such-lesson')).toBeUndefined();
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('%s: texts in both languages, paired and short', (_id, l) => {
    expect(l.intro.en.length).toBe(l.intro.es.length);
    expect(l.intro.en.length).toBeGreaterThanOrEqual(2);
    expect(l.intro.en.length).toBeLessThanOrEqual(4);
    expect(l.hints.en.length).toBe(l.hints.es.length);
    expect(l.hints.en.length).toBeGreaterThanOrEqual(2);
    expect(l.hints.en.length).toBeLessThanOrEqual(4);
    for (const t of [...texts(l.title), ...texts(l.intro), ...texts(l.goal), ...texts(l.hints)]) expect(t.trim().length).toBeGreaterThan(0);
    for (const note of Object.values(l.phaseNotes ?? {})) for (const t of texts(note)) expect(t.trim().length).toBeGreaterThan(0);
    expect(l.goal.en).not.toContain('\n');
    expect(l.rule).toMatch(/^\d+\.\d+$/);
    expect(l.intended.length).toBeGreaterThan(0);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('%s: the position loads', (_id, l) => {
    if (l.setup === null) {
      expect(l.seed).toBeTruthy();
      expect(l.side).toBe('both');
    } else {
      const position = lessonPosition(l.setup);
      const r = loadPosition(position);
      expect(r.ok ? 'ok' : r.error.message).toBe('ok');
      // it is plain JSON: it survives a round trip unchanged
      expect(JSON.parse(JSON.stringify(position))).toEqual(position);
    }
    expect(startLesson(l).ok).toBe(true);
  });

  it.each(LESSONS.filter((l) => l.setup !== null).map((l) => [l.id, l] as const))(
    '%s: holds its position as parts, made into a position only as the lesson starts (not as the app loads)',
    (_id, l) => {
      // Not a wotp-position (no header, no dice generator): nothing was checked or built to import it.
      expect(l.setup).not.toHaveProperty('format');
      expect(l.setup).not.toHaveProperty('dice.state');
      expect(JSON.parse(JSON.stringify(l.setup))).toEqual(l.setup);
      expect(lessonPosition(l.setup!)).toMatchObject({ format: 'wotp-position', seed: l.setup!.seed, phase: l.setup!.phase });
    },
  );

  it.each(LESSONS.map((l) => [l.id, l] as const))('%s: complete after its intended actions, not before, not half-way', (_id, l) => {
    const start = play(l, 0);
    expect(l.isComplete(start.state, start.events)).toBe(false);
    if (l.side !== 'both') expect(l.intended.some((a) => a.side === l.side)).toBe(true);
    const half = play(l, Math.floor(l.intended.length / 2));
    expect(l.isComplete(half.state, half.events)).toBe(false);
    const allButLast = play(l, l.intended.length - 1);
    expect(l.isComplete(allButLast.state, allButLast.events)).toBe(false);
    const end = play(l);
    expect(l.isComplete(end.state, end.events)).toBe(true);
    expect(end.state.result).toBeNull();
    expect(activeSide(end.state)).not.toBeNull();
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))('%s: never "can no longer be reached" on the way of its intended actions, and "done" at their end', (_id, l) => {
    for (let n = 0; n < l.intended.length; n++) {
      const { state, events } = play(l, n);
      expect(lessonStatus(l, state, events), `after ${n} intended actions`).toBe('open');
    }
    const end = play(l);
    expect(lessonStatus(l, end.state, end.events)).toBe('done');
  });

  it.each(LESSONS.filter((l) => l.setup !== null).map((l) => [l.id, l] as const))(
    '%s: a learner who just ends every phase (and lets every ship pass) is told the goal can no longer be reached before the next game turn',
    (_id, l) => {
      const start = startLesson(l);
      if (!start.ok) throw new Error('lesson position');
      let state = start.value;
      const events: GameEvent[] = [];
      const firstTurn = state.turn;
      const giveUp = (legal: readonly Action[]) =>
        legal.find((a) => a.type === 'endPhase') ??
        legal.find((a) => a.type === 'endMove') ??
        legal.find((a) => a.type === 'declineInterception' && a.letPass) ??
        legal.find((a) => a.type === 'declineInterception') ??
        legal.find((a) => a.side !== l.side) ??
        legal.at(-1);
      for (let i = 0; i < 200 && state.turn === firstTurn && lessonStatus(l, state, events) === 'open'; i++) {
        const action = giveUp(legalActions(state));
        if (!action) break;
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(`${action.type}: ${r.error.code}`);
        state = r.state;
        events.push(...r.events);
      }
      expect(state.turn).toBe(firstTurn);
      expect(lessonStatus(l, state, events)).toBe('failed');
    },
  );

  it('NADCs and naval interception: letting the Huáscar pass is lost as soon as it ends its move (7.2), still within the Naval Movement Phase', () => {
    const l = lessonById('nadc-and-interception')!;
    const { state: s0, events } = play(l, 1); // the Huáscar sails into 3020, within Cochrane's reach (7.3)
    let state = s0;
    const letPass = legalActions(state).find((a) => a.type === 'declineInterception' && a.letPass);
    expect(letPass).toBeDefined();
    for (let action: Action | undefined = letPass, i = 0; action && i < 20 && lessonStatus(l, state, events) === 'open'; i++) {
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
      events.push(...r.events);
      const legal = legalActions(state);
      action = legal.find((a) => a.type === 'endMove') ?? legal.find((a) => a.type === 'declineInterception' && a.letPass);
    }
    expect(lessonStatus(l, state, events)).toBe('failed');
    expect(state.phase).toBe('navalMovement');
    expect(events.some((e) => e.type === 'stackEnded')).toBe(true);
  });
});
