import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, newGame, viewFor, type GameState } from '../../engine';
import { heuristicChoose } from '../heuristic/heuristicBot';
import { choosePlan, outcome } from './choosePlan';
import { PLAN_LIBRARY } from './plans';
import { chooseSearch, SEARCH_SHAPE } from './searchBot';

/** Play the heuristic for both sides until `stop` holds. */
function playUntil(seed: number, stop: (s: GameState) => boolean): GameState {
  let state = newGame({ seed });
  while (activeSide(state) && !stop(state)) {
    const side = activeSide(state)!;
    const r = applyAction(state, heuristicChoose(viewFor(state, side), legalActions(state)));
    if (!r.ok) throw new Error(JSON.stringify(r.error.message));
    state = r.state;
  }
  return state;
}

/** The first decision of Chile's first player turn (after the set-up). */
const chileTurnStart = () => playUntil(8, (s) => s.phase !== 'setup' && s.side === 'chile' && activeSide(s) === 'chile');
/** The first decision of the Allies' first player turn. */
const alliedTurnStart = () => playUntil(8, (s) => s.phase !== 'setup' && s.side === 'allied' && activeSide(s) === 'allied');
/** The first decision of the Allies' player turn in game turn 5, the last before the first check (4.1: Chile moves first). */
const alliedCheckTurnStart = () => playUntil(8, (s) => s.turn === 5 && s.side === 'allied' && activeSide(s) === 'allied');

describe('the search bot chooses a plan per player turn (5.2–5.4: played out to the next check)', () => {
  it('a finished game is worth its result; an unfinished one something between', () => {
    const s = newGame({ seed: 1 });
    const done = (winner: 'chile' | 'allied' | null) => ({ ...s, result: { winner, chileVp: 6, turn: 5, summary: { code: 'result.draw', params: { vp: 6, min: 4, max: 7 } } } }) as unknown as GameState;
    expect(outcome(done('chile'), 'chile')).toBe(1);
    expect(outcome(done('chile'), 'allied')).toBe(0);
    expect(outcome(done(null), 'allied')).toBe(0.5);
    const open = outcome(s, 'chile');
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThan(1);
  });

  it('choosePlan is deterministic and picks a plan of the side’s library', () => {
    const state = chileTurnStart();
    const view = viewFor(state, 'chile');
    const a = choosePlan(view, 'chile', 99, 75);
    const b = choosePlan(structuredClone(view), 'chile', 99, 75);
    expect(b.name).toBe(a.name);
    expect(PLAN_LIBRARY.chile.map((p) => p.name)).toContain(a.name);
  }, 60_000);

  it('the plan is chosen at the first decision of the turn and remembered until the next turn', () => {
    const state = chileTurnStart();
    const legal = legalActions(state);
    const progress: number[] = [];
    const first = chooseSearch(viewFor(state, 'chile'), legal, 7, 75, (f) => progress.push(f));
    expect(first.memory).toEqual({ game: 'live', turn: state.turn, plan: expect.any(String) });
    expect(progress.length).toBeGreaterThanOrEqual(PLAN_LIBRARY.chile.length);
    // Handed back, the memory is kept and no plan search runs (no progress reported for it).
    const again: number[] = [];
    const second = chooseSearch(viewFor(state, 'chile'), legal, 7, 75, (f) => again.push(f), first.memory);
    expect(second.memory).toBe(first.memory);
    expect(again.length).toBeLessThan(progress.length);
    // Another game's memory is not used.
    const stale = chooseSearch(viewFor(state, 'chile'), legal, 7, 75, undefined, { ...first.memory!, game: 'another game' });
    expect(stale.memory).toEqual(first.memory);
  }, 60_000);

  it('outside check turns the Allies run no plan search: they play their fixed plan, whatever the memory holds (SEARCH_SHAPE)', () => {
    const fixed = SEARCH_SHAPE.allied.plan;
    expect(PLAN_LIBRARY.allied.map((p) => p.name)).toContain(fixed);
    const state = alliedTurnStart();
    const legal = legalActions(state);
    const progress: number[] = [];
    const first = chooseSearch(viewFor(state, 'allied'), legal, 7, 75, (f) => progress.push(f));
    expect(first.memory).toEqual({ game: 'live', turn: state.turn, plan: fixed });
    // No playouts to the check at the turn's first decision (Chile's search reports one per plan and world).
    expect(progress.length).toBeLessThan(PLAN_LIBRARY.allied.length);
    // A memory naming another plan (an autosave from before) is not followed.
    const other = PLAN_LIBRARY.allied.find((p) => p.name !== fixed)!.name;
    const again = chooseSearch(viewFor(state, 'allied'), legal, 7, 75, undefined, { game: 'live', turn: state.turn, plan: other });
    expect(again.memory).toEqual(first.memory);
    expect(SEARCH_SHAPE.chile.plan).toBeNull();
  }, 60_000);

  it('5.2 in the check turn the Allies weigh their check plans by playouts to the check, once, and keep the choice for the turn', () => {
    const weighed = SEARCH_SHAPE.allied.checkPlans!;
    expect(weighed[0]).toBe(SEARCH_SHAPE.allied.plan);
    for (const name of weighed) expect(PLAN_LIBRARY.allied.map((p) => p.name)).toContain(name);
    const state = alliedCheckTurnStart();
    expect(state.turn).toBe(5);
    const legal = legalActions(state);
    const lastTurn = { game: 'live', turn: 4, plan: SEARCH_SHAPE.allied.plan! };
    const progress: number[] = [];
    const first = chooseSearch(viewFor(state, 'allied'), legal, 7, 75, (f) => progress.push(f), lastTurn);
    expect(first.memory).toEqual({ game: 'live', turn: 5, plan: expect.any(String) });
    expect(weighed).toContain(first.memory!.plan);
    // One playout per check plan and sampled world (the turn-1 test above: fewer than the library without it).
    expect(progress.length).toBeGreaterThanOrEqual(weighed.length);
    // Deterministic in the view, the seed and the budget.
    expect(chooseSearch(viewFor(state, 'allied'), legal, 7, 75, undefined, lastTurn).memory).toEqual(first.memory);
    // Handed back within the turn, the memory is followed and no plan search runs.
    const again: number[] = [];
    const second = chooseSearch(viewFor(state, 'allied'), legal, 7, 75, (f) => again.push(f), first.memory);
    expect(second.memory).toBe(first.memory);
    expect(again.length).toBeLessThan(progress.length);
    // A plan remembered for this turn is followed even if it is not the fixed one.
    const other = weighed.find((n) => n !== first.memory!.plan)!;
    expect(chooseSearch(viewFor(state, 'allied'), legal, 7, 75, undefined, { game: 'live', turn: 5, plan: other }).memory!.plan).toBe(other);
  }, 60_000);

  it('every plan of a side’s library has its own name (the memory names the plan)', () => {
    for (const side of ['chile', 'allied'] as const) {
      const names = PLAN_LIBRARY[side].map((p) => p.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
