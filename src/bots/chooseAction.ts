import type { Action, PlayerView } from '../engine';
import { BOTS } from './bots';
import type { BotChoice, BotMemory } from './memory';
import { seededRandom } from './seededRandom';
import { chooseSearch, DEFAULT_BUDGET, type Progress } from './search/searchBot';

/** FNV-1a of a text seed, for a bot's own seeded generator. */
export function hashSeed(text: string | number): number {
  const s = String(text);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export interface DecideOptions {
  /** The search bot's budget (simulated engine steps; default DEFAULT_BUDGET). */
  readonly budget?: number;
  /** What the bot remembered after its previous decision in this game (the search bot's plan for the turn). */
  readonly memory?: BotMemory;
  /** How far the search is, 0–1. */
  readonly onProgress?: Progress;
}

/**
 * The one entry point a UI (or its Web Worker) needs: a pure function of what the bot's side may see
 * (`view`, from viewFor), the legal actions, a seed, a budget and the bot's memory. Same inputs → same
 * answer. The answer carries the memory to hand back with the next request.
 */
export function decide(botName: string, view: PlayerView, legal: readonly Action[], seed: string | number, o: DecideOptions = {}): BotChoice<Action> {
  if (legal.length === 0) throw new Error('decide: no legal action');
  if (botName === 'search') return chooseSearch(view, legal, hashSeed(seed), o.budget ?? DEFAULT_BUDGET, o.onProgress, o.memory);
  const bot = BOTS[botName];
  if (!bot) throw new Error(`unknown bot "${botName}" (bots: ${Object.keys(BOTS).join(', ')})`);
  return { action: bot.choose(view, legal, seededRandom(hashSeed(seed))), memory: o.memory };
}

/** `decide` without memory, for one-off questions (a bot without memory chooses its plan afresh). */
export function chooseAction(botName: string, view: PlayerView, legal: readonly Action[], seed: string | number, budget?: number, onProgress?: Progress): Action {
  return decide(botName, view, legal, seed, { ...(budget !== undefined ? { budget } : {}), ...(onProgress ? { onProgress } : {}) }).action;
}
