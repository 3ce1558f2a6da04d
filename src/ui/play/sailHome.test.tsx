import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine';
import { columnAt, navalPosition, shipAt } from '../../engine/naval/testKit';
import { MapView } from '../map/MapView';
import { useGameStore } from '../store';

/** Turn 4, the Allies' Naval Movement Phase: Huáscar at sea (1807) has no NADC and must return to a friendly port (4.1 III); Chalaco waits in Callao with NADC X. */
function huascarReturning() {
  const s = navalPosition({
    turn: 4,
    side: 'allied',
    phase: 'consumeSupply',
    ships: { 'pe-ship-huascar': shipAt('1807'), 'pe-ship-chalaco': shipAt('2007') },
    supply: { 'sc-1': columnAt('peru', '2007') },
    nadc: { chile: [], allied: [{ ship: 'pe-ship-chalaco', area: 'X', forTurn: 4 }] },
  });
  const r = applyAction(s, { type: 'endPhase', side: 'allied' });
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
}

describe('7.2 / 4.1 III a click on the port a fleet returns to', () => {
  it('offers to sail it there, with what else may be done there — it picked the ships in that port instead (their embarkations offered: QA round 8)', () => {
    const game = huascarReturning();
    expect(game.naval.stacks.map((s) => s.ships)).toEqual([['pe-ship-huascar'], ['pe-ship-chalaco']]);
    act(() => useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'allied', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, selectedPiece: null, selectedHex: null, choice: null }));
    const { container } = render(<MapView />);
    fireEvent.click(container.querySelector('[data-hex="2007"]')!);
    expect(useGameStore.getState().selectedPiece).toBeNull();
    const offered = useGameStore.getState().choice?.actions ?? [];
    expect(offered).toContainEqual({ type: 'sail', side: 'allied', stack: 's1', to: '2007' });
  });

  it('a click that opens a menu clears the last click\'s why-not (it stood over the menu: table QA round 11)', () => {
    const game = huascarReturning();
    act(() => useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'allied', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, selectedPiece: null, selectedHex: null, choice: null, notice: null }));
    const { container } = render(<MapView />);
    // A land hex is no way for a ship: why not is said.
    fireEvent.click(container.querySelector('[data-hex="2108"]')!);
    expect(useGameStore.getState().notice).not.toBeNull();
    fireEvent.click(container.querySelector('[data-hex="2007"]')!);
    expect(useGameStore.getState().choice).not.toBeNull();
    expect(useGameStore.getState().notice).toBeNull();
  });
});
