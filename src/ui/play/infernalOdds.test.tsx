import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../engine';
import { columnAt, navalPosition, shipAt } from '../../engine/naval/testKit';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** 10.2: turn 9, the Allied Naval Combat Phase; Cochrane (damaged or not) in Callao with a Peruvian Supply Column there. */
function cochraneInCallao(damaged: boolean): GameState {
  return navalPosition({
    turn: 9,
    side: 'allied',
    phase: 'navalCombat',
    options: { infernalMachines: true },
    ships: { 'cl-ship-cochrane': shipAt('2007', damaged) },
    supply: { 'sc-1': columnAt('peru', '2007') },
    control: { '2007': 'allied' },
  });
}

function seat(game: GameState) {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'infernal', viewer: 'allied', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
  return render(<PhasePanel />);
}

describe('the infernal machine\'s button (10.2)', () => {
  it('10.2 gives its odds before the die, as a raid\'s does: 1–4 no effect, 5 damaged, 6 sunk; a warship already damaged sinks on a 5 too', () => {
    expect(legalActions(cochraneInCallao(false))).toContainEqual({ type: 'infernalMachine', side: 'allied', target: 'cl-ship-cochrane' });
    const { unmount } = seat(cochraneInCallao(false));
    expect(screen.getByRole('button', { name: /^Infernal machine against/ }).textContent).toBe(
      'Infernal machine against Almirante Cochrane (one Supply Column): no effect 67%, damaged 17%, sunk 17% (10.2)',
    );
    unmount();
    seat(cochraneInCallao(true));
    expect(screen.getByRole('button', { name: /^Infernal machine against/ }).textContent).toBe(
      'Infernal machine against Almirante Cochrane (one Supply Column): no effect 67%, damaged 0%, sunk 33% (10.2)',
    );
  });
});
