import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhasePanel } from './PhasePanel';
import { useGameStore } from './store';

describe('the phase panel', () => {
  beforeEach(() => {
    useGameStore.getState().startGame('panel-test');
  });

  it('shows the turn, the phasing player and the current phase', () => {
    render(<PhasePanel />);
    expect(screen.getByTestId('turn').textContent).toContain('Turn 1');
    expect(screen.getByText('Chile player turn')).toBeTruthy();
    expect(screen.getByTestId('prompt').textContent).toContain('Administrative Phase');
  });

  it('4.1 offers one button per legal action and advances the phase when clicked', () => {
    render(<PhasePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'End Administrative Phase' }));
    expect(useGameStore.getState().game.phase).toBe('consumeSupply');
    expect(screen.getByTestId('prompt').textContent).toContain('Consume Supply Columns Phase');
    expect(screen.getByTestId('log').textContent).toContain('Consume Supply Columns Phase');
  });

  it('shows the engine\'s error and rule case when an action is refused', () => {
    render(<PhasePanel />);
    act(() => useGameStore.getState().dispatch({ type: 'endPhase', side: 'allied' }));
    expect(screen.getByRole('alert').textContent).toContain('4.1');
  });
});
