import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../engine';
import { useGameStore } from '../store';
import { BotControls } from './BotControls';

const seat = (chile: string, allied: string) =>
  useGameStore.setState({ game: newGame({ seed: 'bot-controls' }), start: null, actions: [], log: [], viewer: 'chile', replay: null, players: { chile, allied }, thinking: null });

describe('the bot controls', () => {
  it('the search bot\'s strength slider shows only when a side is played by the search bot (it showed for the heuristic, which has no strength)', () => {
    seat('human', 'heuristic');
    const { unmount } = render(<BotControls />);
    expect(screen.queryByRole('slider', { name: 'Search bot strength' })).toBeNull();
    expect(screen.getByRole('combobox')).toBeTruthy(); // the speed of its moves stays
    unmount();
    seat('search', 'human');
    render(<BotControls />);
    expect(screen.getByRole('slider', { name: 'Search bot strength' })).toBeTruthy();
  });

  it('the strength slider shows its number and says what it is: moves simulated per decision, more is stronger and slower (it showed neither: QA, tablet)', () => {
    seat('search', 'human');
    useGameStore.setState({ botBudget: 240 });
    render(<BotControls />);
    const slider = screen.getByRole('slider', { name: 'Search bot strength' });
    expect(slider.getAttribute('aria-valuetext')).toBe('240 moves simulated per decision');
    expect(screen.getByText('240 moves')).toBeTruthy();
    const hint = document.getElementById(slider.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/moves it may simulate for each decision.*More is stronger, but slower/);
    fireEvent.change(slider, { target: { value: '800' } });
    expect(useGameStore.getState().botBudget).toBe(800);
    expect(slider.getAttribute('aria-valuetext')).toBe('800 moves simulated per decision');
    expect(screen.getByText('800 moves')).toBeTruthy();
  });

  it('in a replay no bot waits for a move (a finished game\'s replay said "The bot waits for your move": table QA round 13)', () => {
    seat('human', 'heuristic');
    const { unmount } = render(<BotControls />);
    expect(screen.getByText('The bot waits for your move.')).toBeTruthy();
    unmount();
    const game = useGameStore.getState().game;
    useGameStore.setState({ replay: { states: [game], index: 0, playing: false } as never });
    render(<BotControls />);
    expect(screen.queryByText('The bot waits for your move.')).toBeNull();
    expect(screen.queryByTestId('bot-turn-progress')).toBeNull();
  });
});
