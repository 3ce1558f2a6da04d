import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { useGameStore } from './store';

const calls = vi.hoisted(() => ({ warm: 0 }));

vi.mock('./map/MapView', async (original) => {
  const real = await original<typeof import('./map/MapView')>();
  return {
    ...real,
    warmMapView: (...args: Parameters<typeof real.warmMapView>) => {
      calls.warm++;
      return real.warmMapView(...args);
    },
  };
});

/**
 * The printed map's share of the first board is worked out while the new-game screen is up, once the game
 * screen's chunk has arrived (App.tsx, MapView's warmMapView): the first map after "Start the war" comes
 * sooner (docs/benchmarks.md, "Fewer elements on the map").
 */
describe('the map worked out ahead of the first board', () => {
  it('is worked out once, in an idle moment of the new-game screen, before any game is started', async () => {
    useGameStore.getState().showNewGame();
    render(<App />);
    expect(screen.getByRole('button', { name: 'Start the war' })).toBeTruthy();
    // The chunk can take seconds to load on a busy machine (the whole game screen is compiled for the test DOM).
    await vi.waitFor(() => expect(calls.warm).toBe(1), { timeout: 15_000 });
    expect(useGameStore.getState().screen).toBe('newGame');
  });
});
