import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playGame } from '../../src/bots/playGame';
import { randomBot } from '../../src/bots/randomBot';
import { seededRandom } from '../../src/bots/seededRandom';
import { applyAction, legalActions, makeGameFile, newGame, parseGameFile, savePosition, startOf, viewFor, type Action, type GameState } from '../../src/engine';

/**
 * Real positions and game files for the front-door property test: states of played games (the random
 * bot with the optional rules on, and the committed sample games, whose heuristic bots fight more land
 * battles), every one with a decision, a battle or a naval combat under way, and a spread of the others.
 */
export interface Corpus {
  /** Positions as savePosition writes them (plain JSON). */
  readonly positions: readonly unknown[];
  /** Game files as plain JSON: short ones (a mutation's replay stays cheap), with and without the new fields. */
  readonly files: readonly unknown[];
}

const SAMPLES = fileURLToPath(new URL('../samples', import.meta.url));
const json = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

function interesting(s: GameState): boolean {
  return s.pending.length > 0 || s.land.battle !== null || s.naval.combat !== null || s.amphibiousAssaults.length > 0;
}

/** Up to `limit` states of a game: every interesting one first, then every nth of the rest. */
function harvest(states: readonly GameState[], limit: number): GameState[] {
  const hot = states.filter(interesting);
  const rest = states.filter((s) => !interesting(s));
  const pick = (list: readonly GameState[], n: number) => (list.length <= n ? [...list] : list.filter((_, i) => i % Math.ceil(list.length / n) === 0));
  const chosen = pick(hot, Math.ceil(limit * 0.7));
  return [...chosen, ...pick(rest, limit - chosen.length)];
}

export function buildCorpus(): Corpus {
  const positions: unknown[] = [];
  const files: unknown[] = [];
  for (const name of ['heuristic-1880.json', 'random-1879.json']) {
    const parsed = parseGameFile(readFileSync(join(SAMPLES, name), 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error.message));
    // The sample's actions, replayed without its hashes (they are the samples test's business).
    const start = startOf(parsed.value);
    if (!start.ok) throw new Error(JSON.stringify(start.error.message));
    const states: GameState[] = [];
    let s = start.value;
    for (const step of parsed.value.steps) {
      const r = applyAction(s, step.action);
      if (!r.ok) break;
      s = r.state;
      states.push(s);
    }
    positions.push(...harvest(states, 40).map((x) => json(savePosition(x))));
    files.push(json(makeGameFile({ seed: parsed.value.seed, actions: parsed.value.steps.slice(0, 30).map((x) => x.action as Action) })));
  }
  // The optional rules bring ship capture decisions and infernal machines.
  const states: GameState[] = [];
  const actions: Action[] = [];
  const game = playGame('front-door', { chile: randomBot, allied: randomBot }, { shipCapture: true, infernalMachines: true }, 200_000, (s, a) => {
    states.push(s);
    actions.push(a);
  });
  positions.push(...harvest(states, 40).map((s) => json(savePosition(s))));
  positions.push(json(savePosition(game.state)));
  // A file with the new fields, and one that starts from a position in the middle of a game.
  const secret = '0123456789abcdef0123456789abcdef';
  files.push(json(makeGameFile({ seed: 'front-door', options: { shipCapture: true }, actions: randomActions(newGame({ seed: 'front-door', options: { shipCapture: true }, diceSecret: secret }), 40), diceSecret: secret, players: { chile: 'human', allied: 'random' } })));
  const mid = states.find((s, i) => i > 200 && s.pending.length > 0) ?? states[200]!;
  const from = states.indexOf(mid);
  files.push(json(makeGameFile({ seed: 'front-door', options: mid.options, actions: actions.slice(from + 1, from + 26), start: mid, players: { chile: 'random', allied: 'heuristic' } })));
  return { positions, files };
}

/** `n` actions of the random bot from `state` (fewer if the game ends). */
function randomActions(state: GameState, n: number): Action[] {
  const random = seededRandom(17);
  const out: Action[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const legal = legalActions(s);
    if (legal.length === 0) break;
    const a = randomBot.choose(viewFor(s, legal[0]!.side), legal, random);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(JSON.stringify(r.error.message));
    s = r.state;
    out.push(a);
  }
  return out;
}
