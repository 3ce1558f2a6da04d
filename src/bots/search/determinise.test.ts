import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, newGame, viewFor, type GameState } from '../../engine';
import { heuristicChoose } from '../heuristic/heuristicBot';
import { seededRandom } from '../seededRandom';
import { determinise, GUESS_SHARE, guessOrders } from './determinise';

/** A seeded heuristic game played on until the Allies must act while Chile has face-down NADCs. */
function alliedTurnWithChileanOrders(): GameState {
  let state = newGame({ seed: 11 });
  while (activeSide(state)) {
    const side = activeSide(state)!;
    if (side === 'allied' && state.phase !== 'setup' && state.nadc.chile.some((o) => o.forTurn > state.turn)) return state;
    const r = applyAction(state, heuristicChoose(viewFor(state, side), legalActions(state)));
    if (!r.ok) throw new Error(JSON.stringify(r.error.message));
    state = r.state;
  }
  throw new Error('no such moment');
}

describe('4.1 I sampled worlds: the opponent’s face-down NADCs', () => {
  it('are guessed from the public board, mostly as the heuristic would order them, and never read', () => {
    const state = alliedTurnWithChileanOrders();
    const view = viewFor(state, 'allied');
    const guess = guessOrders(view, 'chile');
    // Face-down orders only: this turn's of stacks that have sailed are face up (4.1 I), and kept as they are.
    const hidden = view.nadc.chile.filter((o) => o.area === null && guess.get(o.ship));
    const revealed = view.nadc.chile.filter((o) => o.area !== null);
    expect(hidden.length).toBeGreaterThan(0);
    let same = 0;
    let all = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const world = determinise(view, seededRandom(seed), seed, guess);
      expect(world.nadc.allied).toEqual(state.nadc.allied); // its own orders are known
      for (const o of revealed) expect(world.nadc.chile.find((x) => x.ship === o.ship && x.forTurn === o.forTurn)!.area).toBe(o.area);
      for (const o of hidden) {
        const sampled = world.nadc.chile.find((x) => x.ship === o.ship && x.forTurn === o.forTurn)!;
        all++;
        if (sampled.area === guess.get(o.ship)) same++;
      }
    }
    // GUESS_SHARE from the guess, and the uniform rest sometimes lands on it too.
    expect(same / all).toBeGreaterThan(GUESS_SHARE - 0.08);
    expect(same / all).toBeLessThan(1);
    // The guess does not depend on the real hidden areas.
    const changed: GameState = { ...state, nadc: { ...state.nadc, chile: state.nadc.chile.map((o) => ({ ...o, area: o.area === 'I' ? 'II' : 'I' })) } };
    expect(guessOrders(viewFor(changed, 'allied'), 'chile')).toEqual(guess);
  }, 30_000);

  it('without a guess every face-down order is sampled anywhere, and the dice are fresh', () => {
    const state = alliedTurnWithChileanOrders();
    const view = viewFor(state, 'allied');
    const areas = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const world = determinise(view, seededRandom(seed), seed);
      for (const o of world.nadc.chile) areas.add(o.area);
      expect(world.dice.thrown).toBe(state.dice.thrown);
    }
    expect(areas.size).toBeGreaterThan(2);
  }, 30_000);
});
