import { activeSide, applyAction, legalActions, newGame, viewFor, type Action, type GameState, type RulesOptions, type Side } from '../engine';
import type { Bot } from './bot';
import type { BotMemory } from './memory';
import { seededRandom } from './seededRandom';

export interface PlayedGame {
  readonly state: GameState;
  readonly actions: Action[];
}

/** Play a whole game between two bots, each deciding from its own side's view; stops after `limit` actions. */
export function playGame(
  seed: string | number,
  bots: Readonly<Record<Side, Bot>>,
  options: Partial<RulesOptions> = {},
  limit = 200_000,
  onStep?: (state: GameState, action: Action) => void,
): PlayedGame {
  let state = newGame({ seed, options });
  const random = { chile: seededRandom(hashSeed(`${seed}:chile`)), allied: seededRandom(hashSeed(`${seed}:allied`)) };
  const actions: Action[] = [];
  const memory: Record<Side, BotMemory | undefined> = { chile: undefined, allied: undefined };
  for (let side = activeSide(state); side !== null; side = activeSide(state)) {
    if (actions.length >= limit) throw new Error(`no result after ${limit} actions`);
    const legal = legalActions(state);
    if (legal.length === 0) throw new Error(`dead end at step ${state.step}: ${side} must act but has no legal action`);
    const bot = bots[side];
    let action: Action;
    if (bot.decide) ({ action, memory: memory[side] } = bot.decide(viewFor(state, side), legal, random[side], memory[side]));
    else action = bot.choose(viewFor(state, side), legal, random[side]);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`bot ${bots[side].name} chose an illegal action: ${JSON.stringify(r.error.message)}`);
    state = r.state;
    actions.push(action);
    onStep?.(state, action);
  }
  return { state, actions };
}

function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
