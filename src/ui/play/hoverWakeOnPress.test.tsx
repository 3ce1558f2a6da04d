import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGameStore } from '../store';
import { useHoverWake } from './useHoverWake';

function Board() {
  useHoverWake();
  return (
    <>
      <svg>
        <polygon data-hex="2615" data-testid="hex" />
      </svg>
      <button type="button">Intercept with the warships in hex 2915</button>
    </>
  );
}

/**
 * QA round 7, on a phone: after the hand-over, tapping a prompt's button also opened the card of "Hex
 * 2615" — the hex under the cover's button, where the board's first hover was held back. A press is where
 * the pointer is now: the hover held back is the place under it, if any.
 */
describe('hovers held back after a hand-over wake on a press where it is', () => {
  const held = (hex: string) => act(() => useGameStore.setState({ hoverQuiet: true, hoverHex: null, hoverHeld: hex }));

  it('a press on a button off the map opens no hex card (it opened the card of the hex held back)', () => {
    render(<Board />);
    held('2615');
    fireEvent.pointerDown(screen.getByRole('button'), { clientX: 200, clientY: 700, pointerType: 'touch' });
    expect(useGameStore.getState().hoverQuiet).toBe(false);
    expect(useGameStore.getState().hoverHex).toBeNull();
  });

  it('a press on a hex shows that hex\'s card', () => {
    render(<Board />);
    held('3322');
    fireEvent.pointerDown(screen.getByTestId('hex'), { clientX: 50, clientY: 50, pointerType: 'mouse' });
    expect(useGameStore.getState().hoverHex).toBe('2615');
  });
});
