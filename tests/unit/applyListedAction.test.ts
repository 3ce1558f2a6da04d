import { describe, expect, it } from 'vitest';
import { BOTS } from '../../src/bots/bots';
import { heuristicChoose } from '../../src/bots/heuristic/heuristicBot';
import { DEFAULT_PLAN } from '../../src/bots/heuristic/plan';
import { seededRandom } from '../../src/bots/seededRandom';
import { activeSide, applyAction, applyListedAction, legalActions, newGame, stateHash, type GameState, type PlayerView } from '../../src/engine';

/**
 * The search bot's look-ahead applies the actions it takes from legalActions without looking them up
 * again (applyListedAction). In every state of seeded games, for the action played and for a few other
 * listed ones, that must give the very state and events applyAction gives; and the heuristic, which
 * drives every playout, must always hand back one of the listed objects.
 */
function sameStep(state: GameState, action: Parameters<typeof applyListedAction>[1]): void {
  const checked = applyAction(state, action);
  const listed = applyListedAction(state, action);
  expect(listed.ok).toBe(true);
  expect(checked.ok).toBe(true);
  if (!listed.ok || !checked.ok) return;
  expect(stateHash(listed.state)).toBe(stateHash(checked.state));
  expect(listed.events).toEqual(checked.events);
}

describe('applyListedAction gives what applyAction gives, for the actions listed', { timeout: 300_000 }, () => {
  it.each(['listed-1', 'listed-2'])('heuristic playout %s: its every choice is a listed object, and applies alike', (seed) => {
    let state = newGame({ seed });
    const random = seededRandom(7);
    let steps = 0;
    let others = 0;
    while (!state.result && steps < 5_000) {
      const who = activeSide(state);
      if (!who) break;
      const legal = legalActions(state);
      const action = heuristicChoose(state as unknown as PlayerView, legal, DEFAULT_PLAN);
      expect(legal.includes(action)).toBe(true);
      sameStep(state, action);
      if (legal.length > 1 && steps % 5 === 0) {
        sameStep(state, legal[Math.floor(random() * legal.length)]!);
        others++;
      }
      const next = applyAction(state, action);
      if (!next.ok) break;
      state = next.state;
      steps++;
    }
    expect(state.result).not.toBeNull();
    expect(steps).toBeGreaterThan(300);
    expect(others).toBeGreaterThan(50);
  });

  it('random-bot game: every listed action of every fifth state applies alike', () => {
    let state = newGame({ seed: 'listed-3' });
    const bot = BOTS.random!;
    const random = seededRandom(11);
    let n = 0;
    for (let step = 0; step < 3_000 && !state.result; step++) {
      const legal = legalActions(state);
      if (legal.length === 0) break;
      if (step % 5 === 0) {
        for (const a of legal.slice(0, 40)) {
          sameStep(state, a);
          n++;
        }
      }
      const r = applyAction(state, bot.choose(state as unknown as PlayerView, legal, random));
      if (!r.ok) break;
      state = r.state;
    }
    expect(n).toBeGreaterThan(1_000);
  });

  it('a game that is over refuses, as applyAction does', () => {
    const over = { ...newGame({ seed: 'listed-4' }), result: { winner: 'chile', kind: 'victory', turn: 5, chileVp: 9, rule: '5.2', summary: { key: 'x', args: {} } } } as unknown as GameState;
    const r = applyListedAction(over, { type: 'endPhase', side: 'allied' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('GAME_OVER');
  });
});
