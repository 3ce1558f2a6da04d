import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, viewFor, type GameEvent, type GameState } from '../../src/engine';
import { createDice, throwDie } from '../../src/engine/dice';
import { throwMany } from '../../src/engine/testing/throwMany';
import { randomBot } from '../../src/bots/randomBot';
import { seededRandom } from '../../src/bots/seededRandom';

/**
 * Issue 17, "dice no player can foresee": a player rebuilds the dice generator from everything he can
 * see — both sides' views, the observer's, every event of the game (the log) — and tries to foretell
 * the next ten dice. With the seed alone (a testers' game) he can; with a dice secret he cannot.
 */
const SECRET = '5f0c2a9e71d34b8890aa13c4e6f27d01';

/** Play the random bot on both sides until at least `dice` dice have been thrown. */
function playUntilDice(start: GameState, dice: number): { state: GameState; events: GameEvent[] } {
  const random = seededRandom(17);
  let state = start;
  const events: GameEvent[] = [];
  for (let i = 0; i < 20_000 && state.dice.thrown < dice && !state.result; i++) {
    const action = randomBot.choose(viewFor(state, state.pending.at(-1)?.side ?? state.side), legalActions(state), random);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(JSON.stringify(r.error.message));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}


/** Everything the players can see: each side's view, the observer's, and the log. */
function everythingSeen(state: GameState, events: readonly GameEvent[]): string {
  return JSON.stringify({ chile: viewFor(state, 'chile'), allied: viewFor(state, 'allied'), observer: viewFor(state, 'observer'), events });
}

/**
 * The attacker's best rebuilds: the generator from any seed he can find (in what he sees, or told it
 * outright), with or without any 32-hex-digit string he can find as the secret, wound on by the count
 * of dice thrown that every view shows.
 */
function attackerGuesses(seen: string, thrown: number, toldSeed: string | number): number[][] {
  const seeds = new Set<string | number>([toldSeed]);
  const secrets = new Set<string | undefined>([undefined, ...(seen.match(/[0-9a-f]{32}/g) ?? [])]);
  const guesses: number[][] = [];
  for (const seed of seeds) {
    for (const secret of secrets) {
      let d = createDice(seed, secret);
      for (let i = 0; i < thrown; i++) d = throwDie(d).dice;
      guesses.push(throwMany(d, 10));
    }
  }
  return guesses;
}

describe('issue 17: no player can foresee the dice', () => {
  it('control: in a seed-only game, whoever knows the seed foretells the next ten dice exactly', () => {
    const { state, events } = playUntilDice(newGame({ seed: 'foresight' }), 25);
    expect(state.dice.thrown).toBeGreaterThanOrEqual(25);
    const actual = throwMany(state.dice, 10);
    const guesses = attackerGuesses(everythingSeen(state, events), viewFor(state, 'chile').dice.thrown, 'foresight');
    expect(guesses).toContainEqual(actual);
  });

  it('with a dice secret, nothing any player sees holds the secret, the key or (during play) the seed', () => {
    const { state, events } = playUntilDice(newGame({ seed: 'foresight', diceSecret: SECRET }), 25);
    const seen = everythingSeen(state, events);
    expect(seen).not.toContain(SECRET);
    // the key's secret half: four 32-bit words drawn at random, each written out in the dice state
    for (const word of state.dice.state.slice(0, 4)) expect(seen).not.toMatch(new RegExp(`\\b${word}\\b`));
    for (const side of ['chile', 'allied', 'observer'] as const) {
      expect(viewFor(state, side).seed).toBeNull();
      expect(Object.keys(viewFor(state, side).dice)).toEqual(['thrown']);
    }
  });

  it('with a dice secret, the rebuilt generator misses the next ten dice even when the attacker is told the seed', () => {
    const { state, events } = playUntilDice(newGame({ seed: 'foresight', diceSecret: SECRET }), 25);
    const actual = throwMany(state.dice, 10);
    const guesses = attackerGuesses(everythingSeen(state, events), viewFor(state, 'chile').dice.thrown, 'foresight');
    for (const guess of guesses) expect(guess).not.toEqual(actual); // a chance match is 6^-10 per guess
  });

  it('the seed shows in the views once the game is over (and the secret never does)', () => {
    const over: GameState = { ...newGame({ seed: 'foresight', diceSecret: SECRET }), result: { winner: 'chile', kind: 'victory', turn: 5, chileVp: 9, rule: '5.2', summary: { code: 'result.chileanVictory', params: { vp: 9, min: 8 } } } };
    expect(viewFor(over, 'allied').seed).toBe('foresight');
    expect(JSON.stringify(viewFor(over, 'allied'))).not.toContain(SECRET);
  });
});
