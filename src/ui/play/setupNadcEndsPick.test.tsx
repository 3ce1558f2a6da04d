import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

const store = useGameStore.getState;

describe('4.2 an NADC given at set-up', () => {
  it('ends the pick: the ship\'s "may go to: 14 places … List them / Cancel" is gone once its order is given (QA round 19a, NIT-4)', () => {
    act(() => store().startGame({ seed: 'nadc-ends-pick', setup: 'manual' }));
    act(() => store().dispatch(legalActions(store().game).find((a) => a.type === 'historicalSetup')!));
    // As at the table: Callao clicked, its stack opened, Huáscar picked in it.
    act(() => {
      store().select('2007');
      store().showPlace('hex:2007');
      store().selectPiece('pe-ship-huascar');
    });
    render(<PhasePanel />);
    expect(screen.getByTestId('setup-picked').textContent).toContain('Huáscar');
    const order = legalActions(store().game).find((a) => a.type === 'orderShip' && a.ship === 'pe-ship-huascar' && a.area === 'III')!;
    act(() => store().dispatch(order));
    expect(store().game.nadc.allied).toEqual([{ ship: 'pe-ship-huascar', area: 'III', forTurn: 1 }]);
    expect(screen.queryByTestId('setup-picked')).toBeNull();
    expect(screen.queryByTestId('nadc-selection')).toBeNull();
    expect(store().selectedPiece).toBeNull();
    // The stack stays open, its new chit in sight.
    expect(store().openPlace).toBe('hex:2007');
  });
});
