import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, newGame, viewFor, type GameState } from '../../engine';
import { deepFreeze } from '../../engine/testing/deepFreeze';
import { decide } from '../chooseAction';
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

  it('share the view’s records instead of copying them, and the search decides on a frozen view: nothing it plays out changes the real board', () => {
    // Chile's first decision of its turn 2: the search weighs its plans by playouts on sampled worlds.
    let state = newGame({ seed: 11 });
    while (!(state.turn === 2 && state.side === 'chile' && state.phase !== 'setup' && activeSide(state) === 'chile')) {
      const r = applyAction(state, heuristicChoose(viewFor(state, activeSide(state)!), legalActions(state)));
      if (!r.ok) throw new Error(JSON.stringify(r.error.message));
      state = r.state;
    }
    deepFreeze(state);
    const view = viewFor(state, 'chile');
    const world = determinise(view, seededRandom(1), 1);
    expect(world.units).toBe(view.units);
    expect(world.ships).toBe(view.ships);
    expect(world.naval).toBe(view.naval);
    expect(world.nadc).not.toBe(view.nadc); // sampled, so new
    // A frozen record written to throws here (ES modules are strict): the playouts would fail.
    let reports = 0;
    const { action } = decide('search', view, legalActions(state), 'frozen-view', { budget: 60, onProgress: () => reports++ });
    expect(reports).toBeGreaterThan(1);
    expect(applyAction(state, action).ok).toBe(true);
  }, 60_000);
});
