import type { Bot } from './bot';
import { heuristicBot } from './heuristic/heuristicBot';
import { randomBot } from './randomBot';
import { searchBot } from './search/searchBot';

/** The bots by name, for the command line and the new-game screen. */
export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot, heuristic: heuristicBot, search: searchBot };
