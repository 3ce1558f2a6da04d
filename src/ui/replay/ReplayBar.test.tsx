import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeSide } from '../../engine';
import { legalActionsOf, useGameStore } from '../store';
import { ReplayBar } from './ReplayBar';

const store = useGameStore.getState;

describe('the replay bar', () => {
  it('"Jump to turn" offers only the turns the game has reached (turns 2–12 were listed in turn 1 and led nowhere)', () => {
    act(() => store().startGame({ seed: 'replay-turns', setup: 'historical' }));
    // Both sides end every phase (and answer any decision with its first answer) into turn 2.
    for (let i = 0; i < 300 && store().game.turn < 2; i++) {
      const side = activeSide(store().game);
      if (side && store().viewer !== side) act(() => store().takeOver(side));
      const legal = legalActionsOf(store().game);
      act(() => store().dispatch(legal.find((a) => a.type === 'endPhase') ?? legal[0]!));
    }
    expect(store().game.turn).toBe(2);
    // Not while the hand-over cover is up (issue 17): the side to act takes the device first.
    const side = activeSide(store().game);
    if (side) act(() => store().takeOver(side));
    act(() => store().enterReplay());
    expect(store().replay).not.toBeNull();
    render(<ReplayBar />);
    const jump = screen.getByRole('combobox', { name: 'Jump to turn' });
    const turns = Array.from(jump.querySelectorAll('option')).filter((o) => !o.disabled).map((o) => o.value);
    expect(turns).toEqual(['1', '2']);
  });
});
