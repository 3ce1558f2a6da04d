import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
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
});
