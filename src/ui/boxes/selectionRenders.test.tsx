import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { Tray } from './Tray';

/**
 * A hex picked on the map draws the tray again (it lights what the pick makes possible), but none of its
 * counters: before, every counter of the turn track and the boxes was drawn again at each pick, each
 * wording its screen-reader label through i18next, and the frame showing the pick came 21–27 ms (median)
 * and 52–59 ms (p95) after the click in Chromium, against 17 ms and 24–34 ms with them kept (three runs
 * of 60 clicks each way, timed as scripts/bench/browserBench.ts times its selection-to-highlight;
 * docs/benchmarks.md). Each Counter drawn is counted through a wrapper around the real one.
 */
const drawn = vi.hoisted(() => ({ counters: 0 }));

vi.mock('../counters/Counter', async (original) => {
  const real = await original<typeof import('../counters/Counter')>();
  const Counter: typeof real.Counter = (props) => {
    drawn.counters++;
    return real.Counter(props);
  };
  return { ...real, Counter };
});

const PICKS = ['2007', '2008', '3118', '2915', '1703', '3218', '2408', '2610'];

describe('picking hexes and the tray', () => {
  beforeEach(() => {
    useGameStore.getState().startGame({ seed: 'select', setup: 'historical' });
  });

  it(`picking ${PICKS.length} hexes draws the tray again but none of its counters`, () => {
    const tray = { commits: 0 };
    const { container } = render(
      <Profiler id="Tray" onRender={() => void tray.commits++}>
        <Tray />
      </Profiler>,
    );
    const shown = container.querySelectorAll('[data-unit]').length;
    expect(shown, 'the tray shows counters (turn track, Holding Box, pools)').toBeGreaterThan(10);
    expect(drawn.counters).toBeGreaterThanOrEqual(shown / 2);
    drawn.counters = 0;
    tray.commits = 0;

    for (const hex of PICKS) act(() => useGameStore.getState().select(hex));

    expect(tray.commits, 'each pick reaches the tray').toBeGreaterThan(0);
    expect(drawn.counters).toBe(0);
    expect(container.querySelectorAll('[data-unit]').length).toBe(shown);
  });

  it('a language switch words the kept counters again', async () => {
    const { container } = render(<Tray />);
    const label = () => container.querySelector('.turn-track [role="img"]')?.getAttribute('aria-label') ?? '';
    const english = label();
    expect(english).not.toBe('');
    await act(async () => void (await i18n.changeLanguage('es')));
    try {
      expect(label()).not.toBe(english);
    } finally {
      await act(async () => void (await i18n.changeLanguage('en')));
    }
    expect(label()).toBe(english);
  });
});
