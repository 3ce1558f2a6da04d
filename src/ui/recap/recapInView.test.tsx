import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { RecapPanel } from './RecapPanel';
import { useRecapStore } from './recapStore';

/** Hot seat from a manual set-up: the Allies set up and give Huáscar NADC XIII, then hand the device to Chile. */
function alliedSetUpThenHandOver() {
  act(() => {
    useGameStore.getState().dispatch({ type: 'historicalSetup', side: 'allied' });
    useGameStore.getState().dispatch({ type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'XIII' });
    useGameStore.getState().dispatch({ type: 'endPhase', side: 'allied' });
  });
  act(() => useGameStore.getState().takeOver('chile'));
}

/**
 * QA round 7: brought into view by itself as the device was handed over (or a bot had moved), the recap
 * pushed the question the player had to answer above the fold. It comes into view by itself only when
 * the player asked for it (a player turn from the turn track) or has nothing to decide.
 */
describe('the recap in view only when nothing is to be decided', () => {
  const shown: Element[] = [];
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    act(() => useRecapStore.getState().close());
    useGameStore.getState().startGame({ seed: 'recap-in-view', setup: 'manual' });
    shown.length = 0;
    Element.prototype.scrollIntoView = function (this: Element) {
      shown.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('handed the device with a set-up to make, the player finds the recap there but not scrolled over his prompt', () => {
    render(<RecapPanel />);
    alliedSetUpThenHandOver();
    expect(screen.getByTestId('recap')).toBeTruthy();
    expect(shown).toEqual([]);
  });

  it('a player turn reopened from the turn track is brought into view: the player asked for it', () => {
    render(<RecapPanel />);
    alliedSetUpThenHandOver();
    shown.length = 0;
    act(() => useRecapStore.getState().show({ kind: 'turn', turn: 1, side: 'allied', from: 0, to: useGameStore.getState().game.step }));
    expect(shown).toEqual([screen.getByTestId('recap')]);
  });

  it('shown to a player who has nothing to do now (the other side is to act), it comes into view', () => {
    render(<RecapPanel />);
    act(() => useGameStore.getState().dispatch({ type: 'historicalSetup', side: 'allied' }));
    act(() => useGameStore.setState({ viewer: 'chile' }));
    act(() => useRecapStore.getState().show({ kind: 'since', from: 0, to: useGameStore.getState().game.step }));
    expect(shown.at(-1)).toBe(screen.getByTestId('recap'));
  });
});
