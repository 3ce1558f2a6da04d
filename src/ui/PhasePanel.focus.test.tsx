import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navalPosition } from '../engine/naval/testKit';
import { i18n } from './i18n';
import { PhasePanel } from './PhasePanel';
import { useGameStore } from './store';

type Seat = { viewer: 'chile' | 'allied'; chile: string; allied: string };

/** Chile's Administrative Phase of turn 4, at the screen of `viewer`, with who plays each side. */
function seat({ viewer, chile, allied }: Seat) {
  const game = navalPosition({ turn: 4, side: 'chile', phase: 'administrative' });
  act(() => useGameStore.setState({ game, start: game, actions: [], log: [], gameId: 'focus-test', viewer, players: { chile, allied }, replay: null, lesson: null, rollSeen: null, choice: null, rules: null }));
}

const heading = () => screen.getByTestId('prompt-heading');

describe('the focus goes to the prompt\'s heading when control comes back to the player at the screen (QA round 19: it fell to <body>)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('as the board opens (Start) with his move', () => {
    seat({ viewer: 'chile', chile: 'human', allied: 'human' });
    render(<PhasePanel />);
    expect(document.activeElement).toBe(heading());
  });

  it('after a bot\'s turn, and after the hand-over cover is taken', () => {
    seat({ viewer: 'allied', chile: 'random', allied: 'human' });
    render(<PhasePanel />);
    expect(screen.queryByTestId('prompt-heading')).toBeNull();
    // The bot is done: the move is the human's again.
    act(() => useGameStore.setState({ players: { chile: 'human', allied: 'human' }, viewer: 'chile' }));
    expect(document.activeElement).toBe(heading());
    (document.activeElement as HTMLElement).blur();
    // Hot seat: the other player's move, behind the cover; he takes the device.
    act(() => useGameStore.setState({ viewer: 'allied' }));
    expect(screen.queryByTestId('prompt-heading')).toBeNull();
    act(() => useGameStore.setState({ viewer: 'chile' }));
    expect(document.activeElement).toBe(heading());
  });

  it('never from a field he is typing in, nor from a dialog open', () => {
    seat({ viewer: 'allied', chile: 'human', allied: 'human' });
    render(
      <>
        <input aria-label="Notes typed" />
        <PhasePanel />
      </>,
    );
    const field = screen.getByLabelText('Notes typed');
    field.focus();
    act(() => useGameStore.setState({ viewer: 'chile' }));
    expect(document.activeElement).toBe(field);
    act(() => useGameStore.setState({ viewer: 'allied' }));
    const dialog = document.body.appendChild(Object.assign(document.createElement('div'), { role: 'dialog' }));
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const close = dialog.appendChild(document.createElement('button'));
    close.focus();
    act(() => useGameStore.setState({ viewer: 'chile' }));
    expect(document.activeElement).toBe(close);
    dialog.remove();
  });
});
