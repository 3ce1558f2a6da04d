import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, NAVAL_AREAS, newGame, viewFor, type Action, type GameState, type PlayerView, type Side } from '../engine';
import type { Bot } from './bot';
import { BOTS } from './bots';
import { chooseAction } from './chooseAction';
import { playGame } from './playGame';
import { handleBotRequest, type BotResponse } from './worker';

const key = (a: Action) => JSON.stringify(a);

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
      const game = playGame(seed, { chile: BOTS[chile]!, allied: BOTS[allied]! });
      expect(game.state.result).not.toBeNull();
    });
  }
});

describe('determinism: the same seed gives the same game', () => {
  it('heuristic vs search, twice', () => {
    const a = playGame(21, { chile: BOTS.heuristic!, allied: BOTS.search! });
    const b = playGame(21, { chile: BOTS.heuristic!, allied: BOTS.search! });
    expect(b.actions.map(key)).toEqual(a.actions.map(key));
    expect(b.state.result).toEqual(a.state.result);
  });
  it('chooseAction is a pure function of view, legal, seed and budget', () => {
    let state = newGame({ seed: 5 });
    for (let i = 0; i < 300; i++) {
      const side = activeSide(state)!;
      const legal = legalActions(state);
      const view = viewFor(state, side);
      for (const bot of ['random', 'heuristic', 'search']) expect(key(chooseAction(bot, view, legal, `s${i}`))).toBe(key(chooseAction(bot, structuredClone(view), legal, `s${i}`)));
      const r = applyAction(state, chooseAction('heuristic', view, legal, i));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  });
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
    for (let i = 0; i < 900 && activeSide(state); i++) {
      const side = activeSide(state)!;
      const legal = legalActions(state);
      const foe: Side = side === 'chile' ? 'allied' : 'chile';
      if (state.nadc[foe].length > 0) {
        const other = withOtherOrders(state, side);
        expect(other.nadc[foe]).not.toEqual(state.nadc[foe]);
        for (const bot of ['heuristic', 'search']) {
          expect(key(chooseAction(bot, viewFor(other, side), legalActions(other), i))).toBe(key(chooseAction(bot, viewFor(state, side), legal, i)));
        }
        checked++;
      }
      const r = applyAction(state, chooseAction('heuristic', viewFor(state, side), legal, i));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('a bot never receives the full state: no dice generator, no opponent NADC areas', () => {
    const seen: PlayerView[] = [];
    const spy = (inner: Bot): Bot => ({ name: inner.name, choose: (view, legal, random) => (seen.push(view), inner.choose(view, legal, random)) });
    playGame(41, { chile: spy(BOTS.heuristic!), allied: spy(BOTS.search!) });
    expect(seen.length).toBeGreaterThan(100);
    for (const view of seen) {
      expect(view.viewer === 'chile' || view.viewer === 'allied').toBe(true);
      expect('state' in view.dice).toBe(false);
      const foe: Side = view.viewer === 'chile' ? 'allied' : 'chile';
      expect(view.nadc[foe].every((o) => o.area === null)).toBe(true);
      expect(view.naval.stacks.filter((s) => s.side === foe).every((s) => s.area === null && s.route.length === 0)).toBe(true);
    }
  }, 60_000);
});

describe('worker API', () => {
  it('posts progress then the chosen action, a legal one', () => {
    const state = newGame({ seed: 3 });
    const legal = legalActions(state);
    const posted: BotResponse[] = [];
    handleBotRequest({ id: 7, bot: 'search', view: viewFor(state, 'allied'), legal, seed: 'x' }, (m) => posted.push(m));
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
