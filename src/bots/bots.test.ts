import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, NAVAL_AREAS, newGame, viewFor, type Action, type GameState, type PlayerView, type Side } from '../engine';
import type { Bot } from './bot';
import { BOTS } from './bots';
import { chooseAction, decide } from './chooseAction';
import type { BotMemory } from './memory';
import { makeSearchBot } from './search/searchBot';
import { choosePlan } from './search/choosePlan';
import { PLAN_LIBRARY } from './search/plans';
import { playGame } from './playGame';
import { handleBotRequest, type BotResponse } from './worker';

const key = (a: Action) => JSON.stringify(a);
/** The search bot at a small budget (one sampled world per plan): the same code, quicker games. */
const QUICK_SEARCH = makeSearchBot(75);
const bot = (name: string): Bot => (name === 'search' ? QUICK_SEARCH : BOTS[name]!);

describe('bots finish seeded games with legal actions only (playGame refuses anything else)', () => {
  const cases: [string, string, number][] = [
    ['heuristic', 'random', 11],
    ['random', 'heuristic', 12],
    ['search', 'heuristic', 13],
    ['heuristic', 'search', 14],
    ['random', 'random', 15],
  ];
  for (const [chile, allied, seed] of cases) {
    it(`${chile} (Chile) vs ${allied} (Allies), seed ${seed}`, () => {
      const game = playGame(seed, { chile: bot(chile), allied: bot(allied) });
      expect(game.state.result).not.toBeNull();
    }, 120_000);
  }
});

describe('determinism: the same seed gives the same game', () => {
  it('heuristic vs search, twice', () => {
    const a = playGame(21, { chile: BOTS.heuristic!, allied: QUICK_SEARCH });
    const b = playGame(21, { chile: BOTS.heuristic!, allied: QUICK_SEARCH });
    expect(b.actions.map(key)).toEqual(a.actions.map(key));
    expect(b.state.result).toEqual(a.state.result);
  }, 120_000);
  it('decide is a pure function of view, legal, seed, budget and memory', () => {
    let state = newGame({ seed: 5 });
    const memory: Record<Side, BotMemory | undefined> = { chile: undefined, allied: undefined };
    for (let i = 0; i < 300; i++) {
      const side = activeSide(state)!;
      const legal = legalActions(state);
      const view = viewFor(state, side);
      for (const name of ['random', 'heuristic', 'search']) {
        const o = { budget: 75, ...(memory[side] ? { memory: memory[side] } : {}) };
        const first = decide(name, view, legal, `s${i}`, o);
        expect(JSON.stringify(decide(name, structuredClone(view), legal, `s${i}`, structuredClone(o)))).toBe(JSON.stringify(first));
        if (name === 'search') memory[side] = first.memory;
      }
      const r = applyAction(state, chooseAction('heuristic', view, legal, i));
      if (!r.ok) throw new Error(JSON.stringify(r.error.message));
      state = r.state;
    }
  }, 120_000);
});

/** The state with the opponent's NADC areas changed (only what viewFor hides from `me`). */
function withOtherOrders(state: GameState, me: Side): GameState {
  const foe: Side = me === 'chile' ? 'allied' : 'chile';
  const orders = state.nadc[foe].map((o) => ({ ...o, area: NAVAL_AREAS[(NAVAL_AREAS.indexOf(o.area) + 5) % NAVAL_AREAS.length]! }));
  const stacks = state.naval.stacks.map((s) => (s.side === foe && s.area !== null ? { ...s, area: NAVAL_AREAS[(NAVAL_AREAS.indexOf(s.area) + 3) % NAVAL_AREAS.length]! } : s));
  return { ...state, nadc: { ...state.nadc, [foe]: orders }, naval: { ...state.naval, stacks } };
}

describe('no cheating: a bot decides from viewFor(state, itsSide) only', () => {
  it("changing the opponent's hidden NADC orders never changes the decision", () => {
    let state = newGame({ seed: 31 });
    let checked = 0;
    let plansChecked = 0;
    for (let i = 0; i < 900 && activeSide(state); i++) {
      const side = activeSide(state)!;
      const legal = legalActions(state);
      const foe: Side = side === 'chile' ? 'allied' : 'chile';
      if (state.nadc[foe].length > 0) {
        const other = withOtherOrders(state, side);
        expect(other.nadc[foe]).not.toEqual(state.nadc[foe]);
        // The search bot's within-turn decisions, with its plan for the turn remembered …
        const memory: BotMemory = { game: 'live', turn: state.turn, plan: PLAN_LIBRARY[side][1]!.name };
        for (const name of ['heuristic', 'search']) {
          const o = { budget: 75, memory };
          expect(JSON.stringify(decide(name, viewFor(other, side), legalActions(other), i, o))).toBe(JSON.stringify(decide(name, viewFor(state, side), legal, i, o)));
        }
        // … and, at a few turn starts, the plan search itself.
        if (plansChecked < 2 && state.side === side && state.phase !== 'setup') {
          expect(choosePlan(viewFor(other, side), side, i, 75).name).toBe(choosePlan(viewFor(state, side), side, i, 75).name);
          plansChecked++;
        }
        checked++;
      }
      const r = applyAction(state, chooseAction('heuristic', viewFor(state, side), legal, i));
      if (!r.ok) throw new Error(JSON.stringify(r.error.message));
      state = r.state;
    }
    expect(checked).toBeGreaterThan(50);
    expect(plansChecked).toBe(2);
  }, 120_000);

  it('a bot never receives the full state: no dice generator, no opponent NADC areas but those revealed as their stacks move (4.1 I)', () => {
    const seen: PlayerView[] = [];
    const spy = (inner: Bot): Bot => ({
      name: inner.name,
      choose: (view, legal, random) => (seen.push(view), inner.choose(view, legal, random)),
      ...(inner.decide ? { decide: (view: PlayerView, legal: readonly Action[], random: () => number, m: BotMemory | undefined) => (seen.push(view), inner.decide!(view, legal, random, m)) } : {}),
    });
    playGame(41, { chile: spy(BOTS.heuristic!), allied: spy(QUICK_SEARCH) });
    expect(seen.length).toBeGreaterThan(100);
    for (const view of seen) {
      expect(view.viewer === 'chile' || view.viewer === 'allied').toBe(true);
      expect('state' in view.dice).toBe(false);
      const foe: Side = view.viewer === 'chile' ? 'allied' : 'chile';
      // 4.1 I: only the areas of stacks that have begun to move are seen ("revealed when movement commences"):
      // in this phase, or in the foe's Naval Movement Phase earlier this game turn (Chile moves first).
      const moving = new Set(view.naval.stacks.filter((s) => s.side === foe && s.status !== 'waiting').flatMap((s) => s.ships));
      const movedEarlier = view.phase !== 'setup' && foe === 'chile' && view.side === 'allied';
      expect(view.nadc[foe].every((o) => o.area === null || (o.forTurn === view.turn && (moving.has(o.ship) || movedEarlier)))).toBe(true);
      expect(view.naval.stacks.filter((s) => s.side === foe).every((s) => (s.status === 'waiting' ? s.area === null : true) && s.route.length === 0)).toBe(true);
    }
  }, 60_000);
});

describe('worker API', () => {
  it('posts progress then the chosen action, a legal one', () => {
    const state = newGame({ seed: 3 });
    const legal = legalActions(state);
    const posted: BotResponse[] = [];
    handleBotRequest({ id: 7, bot: 'search', view: viewFor(state, 'allied'), legal, seed: 'x', budget: 75 }, (m) => posted.push(m));
    const last = posted[posted.length - 1]!;
    expect(last.type).toBe('action');
    if (last.type === 'action') expect(legal.map(key)).toContain(key(last.action));
    expect(posted.every((m) => m.id === 7)).toBe(true);
  });
  it('reports an unknown bot as an error message', () => {
    const state = newGame({ seed: 3 });
    const posted: BotResponse[] = [];
    handleBotRequest({ id: 1, bot: 'nobody', view: viewFor(state, 'allied'), legal: legalActions(state), seed: 1 }, (m) => posted.push(m));
    expect(posted[0]!.type).toBe('error');
  });
});
