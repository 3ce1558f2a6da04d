import type { Action, PlayerView } from '../engine';
import { BOTS } from './bots';
import { seededRandom } from './seededRandom';
import { chooseSearch, DEFAULT_BUDGET, type Progress } from './search/searchBot';

/** FNV-1a of a text seed, for a bot's own seeded generator. */
export function hashSeed(text: string | number): number {
  const s = String(text);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The one entry point a UI (or its Web Worker) needs: a pure function of what the bot's side may see
 * (`view`, from viewFor), the legal actions, a seed and a budget. Same inputs → same action.
 * `budget` only matters for `search` (simulated engine steps; default DEFAULT_BUDGET); `onProgress`
 * reports how far the search is (0–1).
 */
export function chooseAction(botName: string, view: PlayerView, legal: readonly Action[], seed: string | number, budget?: number, onProgress?: Progress): Action {
  if (legal.length === 0) throw new Error('chooseAction: no legal action');
  if (botName === 'search') return chooseSearch(view, legal, hashSeed(seed), budget ?? DEFAULT_BUDGET, onProgress);
  const bot = BOTS[botName];
  if (!bot) throw new Error(`unknown bot "${botName}" (bots: ${Object.keys(BOTS).join(', ')})`);
  return bot.choose(view, legal, seededRandom(hashSeed(seed)));
}
