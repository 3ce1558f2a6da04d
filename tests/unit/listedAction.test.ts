import { describe, expect, it } from 'vitest';
import { BOTS } from '../../src/bots/bots';
import { seededRandom } from '../../src/bots/seededRandom';
import { activeSide, applyAction, legalActions, newGame, stateHash, viewFor, type Action, type GameState } from '../../src/engine';
import { sameAction } from '../../src/engine/sameAction';

/**
 * Issue 20 §4: applyAction finds the action among the actions last listed for the very same state
 * object (legalActions remembers them), instead of listing again. That must change nothing: on a state
 * that was listed and on an equal copy that never was, every action — the one played, other legal ones,
 * and actions of earlier states that are not legal now — gives the same state and events, or the same
 * refusal.
 */
const copy = (s: GameState): GameState => JSON.parse(JSON.stringify(s)) as GameState;

function sameOutcome(listed: GameState, action: Action): boolean {
  const a = applyAction(listed, action);
  const b = applyAction(copy(listed), action);
  expect(a.ok).toBe(b.ok);
  if (a.ok && b.ok) {
    expect(stateHash(a.state)).toBe(stateHash(b.state));
    expect(a.events).toEqual(b.events);
  } else if (!a.ok && !b.ok) {
    expect(a.error).toEqual(b.error);
  }
  return a.ok;
}

function playChecking(seed: string, bot: 'random' | 'heuristic'): { legal: number; refused: number } {
  let state = newGame({ seed });
  const random = seededRandom(5);
  const seen: Action[] = [];
  let legal = 0;
  let refused = 0;
  for (let step = 0; step < 4_000 && !state.result; step++) {
    const side = activeSide(state);
    if (!side) break;
    const list = legalActions(state);
    const action = BOTS[bot]!.choose(viewFor(state, side), list, random);
    expect(sameOutcome(state, action)).toBe(true);
    legal++;
    if (step % 3 === 0) {
      expect(sameOutcome(state, list[Math.floor(random() * list.length)]!)).toBe(true);
      legal++;
      // An action of an earlier state, by the side acting now, that is not among this state's actions.
      const stale = seen.filter((a) => a.side === side && !list.some((l) => sameAction(l, a)));
      if (stale.length > 0) {
        expect(sameOutcome(state, stale[Math.floor(random() * stale.length)]!)).toBe(false);
        refused++;
      }
    }
    if (seen.length < 400) seen.push(action);
    else seen[Math.floor(random() * seen.length)] = action;
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(next.error.code);
    state = next.state;
  }
  return { legal, refused };
}

describe('applyAction on a listed state does what it does on one never listed', { timeout: 300_000 }, () => {
  it.each([
    ['random', 'listed-memo-1'],
    ['heuristic', 'listed-memo-2'],
  ] as const)('a %s-bot game (%s): the action played, other legal ones and stale ones', (bot, seed) => {
    const { legal, refused } = playChecking(seed, bot);
    expect(legal).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(50);
  });

  it('a caller that empties or fills the list it was given changes nothing applyAction accepts', () => {
    const state = newGame({ seed: 'listed-memo-3' });
    const list = legalActions(state);
    const played = list[0]!;
    const bogus: Action = { type: 'sail', side: played.side, stack: 'no-such-stack', to: '2007' };
    list.length = 0;
    list.push(bogus);
    expect(sameOutcome(state, bogus)).toBe(false);
    expect(sameOutcome(state, played)).toBe(true);
  });
});
