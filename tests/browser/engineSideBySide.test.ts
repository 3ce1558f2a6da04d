import { describe, expect, it } from 'vitest';
import { runBrowserSideBySide } from '../../scripts/bench/browserSideBySide';
import { sideBySideGames } from '../../scripts/bench/sideBySide';

/**
 * Issue 20 §4, measured where the bots think: `npm run bench` steps the same recorded games through two
 * engines bundled as the app is, in headless Chromium. Run here on one game a kind with the committed
 * engine on both sides (HEAD's sources unpacked like any baseline): both replay every action of every
 * game, so the page runs each engine on the games it was given, whole.
 */
describe('engine steps side by side in Chromium (npm run bench, issue 20 §4)', () => {
  it('both engines, bundled by vite, replay the same recorded games to their end in the page', async () => {
    const games = sideBySideGames(1, 1);
    const r = await runBrowserSideBySide({ rev: 'HEAD', rounds: 1, seeds: 1, games });
    if ('skipped' in r) throw new Error(r.skipped);
    expect(r.figures.map((f) => f.games)).toEqual(['random', 'heuristic']);
    for (const f of r.figures) {
      const kind = f.games === 'random' ? 'random' : 'heuristic';
      const actions = games[kind]![1]!.reduce((n, g) => n + g.actions.length, 0);
      expect(f.states).toBe(actions);
      expect(f.baselineStates).toBe(actions);
      expect(f.currentStepsPerSec).toBeGreaterThan(0);
      expect(f.baselineStepsPerSec).toBeGreaterThan(0);
    }
  }, 180_000);
});
