import type { Bot } from './bot';

/**
 * `random`: a seeded random choice among the legal actions. Where it may end the phase it does so with
 * probability 0.35 (and takes the historical set-up with probability 0.5 when offered), otherwise it
 * picks uniformly — so a random game moves on instead of shuffling counters for thousands of actions.
 */
export const randomBot: Bot = {
  name: 'random',
  choose(_view, legal, random) {
    const end = legal.find((a) => a.type === 'endPhase');
    if (end && random() < 0.35) return end;
    const setup = legal.find((a) => a.type === 'historicalSetup');
    if (setup && random() < 0.5) return setup;
    return legal[Math.floor(random() * legal.length)]!;
  },
};
