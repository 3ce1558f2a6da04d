import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { RecapPanel } from './RecapPanel';
import { sinceLastAction } from './recapSpan';
import { useRecapStore } from './recapStore';

/** Hot seat from a manual set-up: the Allies set up and give Huáscar NADC XIII, then hand the device to Chile. */
function alliedSetUpThenHandOver() {
  const s = useGameStore.getState();
  act(() => {
    s.dispatch({ type: 'historicalSetup', side: 'allied' });
    useGameStore.getState().dispatch({ type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'XIII' });
    useGameStore.getState().dispatch({ type: 'endPhase', side: 'allied' });
  });
  // The cover is up (Chile to act, the Allied player at the screen) until Chile takes over.
  act(() => useGameStore.getState().takeOver('chile'));
}

/**
 * Opened in Chile's Naval Movement Phase of turn 3 (a position: no phaseBegan line): Cochrane (NADC VI)
 * sails to 2714 past Atahualpa, the Allies let it pass, and Chile has the device again.
 */
function cochraneLetPass() {
  const position = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-atahualpa': shipAt('2415') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  act(() => useGameStore.setState({ game: position, start: position, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null }));
  act(() => useGameStore.getState().dispatch({ type: 'sail', side: 'chile', stack: 's1', to: '2714' }));
  act(() => useGameStore.getState().takeOver('allied'));
  act(() => useGameStore.getState().dispatch({ type: 'declineInterception', side: 'allied', letPass: true }));
  act(() => useGameStore.getState().takeOver('chile'));
}

describe('the recap panel (issue 19)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    act(() => useRecapStore.getState().close());
    useGameStore.getState().startGame({ seed: 'recap-panel', setup: 'manual' });
  });

  it('comes up when the hand-over cover is dismissed, telling the new player what the other did — never the NADC area', () => {
    render(<RecapPanel />);
    expect(screen.queryByTestId('recap')).toBeNull();
    alliedSetUpThenHandOver();
    const recap = screen.getByTestId('recap');
    expect(recap.textContent).toContain('Since your last turn');
    expect(recap.textContent).toContain('The Allies gave a secret naval order (NADC) to 1 ship');
    expect(recap.textContent).not.toMatch(/\bXIII\b/);
  });

  it('once the player has acted, says it is told as things stood when he took over (a battle "still being fought" read as stale after it ended: table QA round 15)', () => {
    render(<RecapPanel />);
    alliedSetUpThenHandOver();
    expect(screen.queryByTestId('recap-asof')).toBeNull();
    act(() => useGameStore.getState().dispatch({ type: 'historicalSetup', side: 'chile' }));
    expect(screen.getByTestId('recap-asof').textContent).toBe('As things stood when you took over: the game has moved on since (the log tells the rest).');
  });

  it('a line\'s link outlines its hex and picks nothing there (a naval battle\'s line picked the player\'s ships there for an NADC: table QA round 11)', () => {
    cochraneLetPass();
    render(<RecapPanel />);
    act(() => useRecapStore.getState().show(sinceLastAction(useGameStore.getState(), 'chile')));
    const link = screen.getByTestId('recap-items').querySelector('button.log-link') as HTMLButtonElement;
    expect(link).not.toBeNull();
    fireEvent.click(link);
    expect(useGameStore.getState().lookedAt).toMatch(/^\d{4}$/);
    expect(useGameStore.getState().selectedHex).toBeNull();
  });

  it('steps through the moves one by one, shows them all again, and is dismissed with its close button', () => {
    render(<RecapPanel />);
    alliedSetUpThenHandOver();
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(screen.getByText(/^move 1 of \d+$/)).toBeTruthy();
    expect(useRecapStore.getState().cursor).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(useRecapStore.getState().cursor).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close the recap' }));
    expect(screen.queryByTestId('recap')).toBeNull();
  });

  it('keeps the line of the move shown in sight in its list (it went below the list\'s edge at move 9 of 10: table QA round 3)', () => {
    const scrolled: string[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      render(<RecapPanel />);
      alliedSetUpThenHandOver();
      fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
      const lines = [...screen.getByTestId('recap-items').children].map((li) => li.textContent);
      expect(scrolled.at(-1)).toBe(lines[0]);
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  it('does not come up when the same player acts on (no hand-over, no bot)', () => {
    render(<RecapPanel />);
    act(() => useGameStore.getState().dispatch({ type: 'historicalSetup', side: 'allied' }));
    expect(screen.queryByTestId('recap')).toBeNull();
  });

  it('is headed "since your last move" when the device comes back within the same player turn (after the other side answered an interception, it said "since your last turn")', () => {
    const game = useGameStore.getState().game;
    const now = game.step + 3;
    const log = [
      { step: game.step + 1, event: { type: 'phaseBegan', turn: 1, side: 'chile', phase: 'navalMovement', rule: '4.1' } },
      { step: game.step + 3, event: { type: 'interception', side: 'allied', hex: '3118', distance: 1, success: false, automatic: false, rule: '7.3' } },
    ] as const;
    act(() => useGameStore.setState({ game: { ...game, step: now }, log: [...log], viewer: 'chile' }));
    render(<RecapPanel />);
    // Chile's last move was after its player turn began: the recap is since that move.
    act(() => useRecapStore.getState().show({ kind: 'since', from: game.step + 2, to: now }));
    expect(screen.getByTestId('recap').getAttribute('aria-label')).toBe('Since your last move');
    // From before the player turn began: since the last turn.
    act(() => useRecapStore.getState().show({ kind: 'since', from: game.step, to: now }));
    expect(screen.getByTestId('recap').getAttribute('aria-label')).toBe('Since your last turn');
  });

  it('7.3: is headed "since your last move" mid-turn in a game opened from a position, whose log has no phaseBegan line for the player turn under way (it said "since your last turn")', () => {
    cochraneLetPass();
    const s = useGameStore.getState();
    expect(s.actions).toHaveLength(2);
    expect(s.log.some((e) => e.event.type === 'phaseBegan')).toBe(false);
    render(<RecapPanel />);
    act(() => useRecapStore.getState().show(sinceLastAction(s, 'chile')));
    expect(screen.getByTestId('recap').getAttribute('aria-label')).toBe('Since your last move');
    expect(screen.getByTestId('recap').textContent).toMatch(/The Allies did not intercept Chile's fleet/);
  });

  it('is told in Spanish too', async () => {
    render(<RecapPanel />);
    alliedSetUpThenHandOver();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByTestId('recap').textContent).toContain('Desde tu último turno');
    expect(screen.getByTestId('recap').textContent).toContain('Orden naval secreta (NADC) de los Aliados para 1 buque (turno 1)');
  });
});
