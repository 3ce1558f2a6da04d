import type { Bot } from './bot';
import { randomBot } from './randomBot';

/** The bots by name, for the command line and the new-game screen. */
export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot };
