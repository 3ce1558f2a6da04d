import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameState } from '../../engine';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { BoardErrorBoundary } from './BoardErrorBoundary';

const downloads = vi.hoisted(() => [] as { name: string; text: string }[]);
vi.mock('../files/saveFile', async (original) => ({
  ...(await original<typeof import('../files/saveFile')>()),
  download: (name: string, text: string) => downloads.push({ name, text }),
}));

const store = () => useGameStore.getState();

/** A board that breaks when the game reaches step 2 (as a render bug on a bad state would). */
function FragileBoard() {
  const step = useGameStore((s) => s.game.step);
  if (step === 2) throw new Error('the counter layer broke');
  return <p data-testid="board">{step}</p>;
}

describe('the error boundary around the board: never a blank page (issue 17)', () => {
  beforeEach(() => {
    downloads.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    store().startGame({ seed: 'crash', setup: 'manual' });
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => void i18n.changeLanguage('en'));
  });

  it('shows what happened, with "download this game file" and "go back to the last good step"', () => {
    render(<BoardErrorBoundary><FragileBoard /></BoardErrorBoundary>);
    expect(screen.getByTestId('board').textContent).toBe('1');
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    const crash = screen.getByTestId('crash');
    expect(crash.textContent).toContain('Something went wrong');
    expect(crash.textContent).toContain('the counter layer broke');
    expect(screen.getByRole('button', { name: 'Download this game file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back to the last good step' })).toBeTruthy();
    expect(screen.queryByTestId('board')).toBeNull();
  });

  it('downloads the game file of the game that broke, every action in it', () => {
    render(<BoardErrorBoundary><FragileBoard /></BoardErrorBoundary>);
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download this game file' }));
    expect(downloads).toHaveLength(1);
    const file = JSON.parse(downloads[0]!.text) as { format: string; steps: unknown[]; diceSecret?: string; players?: unknown };
    expect(file.format).toBe('wotp-game');
    expect(file.steps).toHaveLength(2);
    // Enough to go on exactly where it broke: the dice secret and who plays each side.
    expect(file.diceSecret).toBe(store().game.diceSecret);
    expect(file.players).toEqual({ chile: 'human', allied: 'human' });
  });

  it('goes back to the step before the last and draws the board again', () => {
    render(<BoardErrorBoundary><FragileBoard /></BoardErrorBoundary>);
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go back to the last good step' }));
    expect(store().game.step).toBe(1);
    expect(store().actions).toEqual([{ type: 'historicalSetup', side: 'allied' }]);
    expect(screen.getByTestId('board').textContent).toBe('1');
    expect(screen.queryByTestId('crash')).toBeNull();
  });

  it('says it in Spanish too', () => {
    act(() => void i18n.changeLanguage('es'));
    render(<BoardErrorBoundary><FragileBoard /></BoardErrorBoundary>);
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    expect(screen.getByTestId('crash').textContent).toContain('Algo ha fallado');
    expect(screen.getByRole('button', { name: 'Descargar el archivo de esta partida' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver al último paso correcto' })).toBeTruthy();
  });

  it('shows an engine exception thrown inside an action (a click handler), the state kept as it was', () => {
    // A damaged state (an attack being formed, with none of its fields) on which the engine throws.
    const damaged = { ...store().game, pending: [{ kind: 'formAttack', side: 'allied' }] } as unknown as GameState;
    act(() => useGameStore.setState({ game: damaged }));
    render(<BoardErrorBoundary><p>board</p></BoardErrorBoundary>);
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    expect(screen.getByTestId('crash').textContent).toContain('Cannot read properties of undefined');
    expect(store().game).toBe(damaged);
  });
});
