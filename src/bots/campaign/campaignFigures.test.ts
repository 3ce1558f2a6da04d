import { describe, expect, it } from 'vitest';
import { campaignFigures, campaignTallies } from './campaignFigures';
import { playTraced } from './playTraced';
import { feedTallies } from './tally';
import { traceGame } from './trace';

describe('campaign figures of a seeded heuristic game', () => {
  it('the same from the steps as played and from the seed and actions replayed; consistent with the game', () => {
    const seed = 70000;
    const { all, figures } = campaignTallies();
    const feed = feedTallies(all);
    const actions: Parameters<typeof traceGame>[1][number][] = [];
    // At most 1,500 actions (about turn 6 today): the figures read an unfinished game as well.
    const final = playTraced(seed, { chile: 'heuristic', allied: 'heuristic' }, { limit: 1500, onStep: (s) => (feed.push(s), actions.push(s.action)) });
    const played = figures(final);
    expect(campaignFigures(traceGame(seed, actions))).toEqual(played);
    expect(played.decision.turn).toBe(final.result?.turn ?? null);
    expect(played.lastTurn).toBe(final.turn);
    for (const t of Object.values(played.objectives.fell)) if (t !== null) expect(t).toBeLessThanOrEqual(final.turn);
    expect(played.landings.count.chile + played.landings.count.allied).toBe(played.landings.list.length);
  }, 60_000);
});
