import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '../../engine';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { useGameStore } from '../store';
import { InterceptionPanel } from './InterceptionPanel';

/** Almirante Cochrane sails from 2915 into area VI; Pilcomayo waits at 2514 and Atahualpa at 2415. */
function asked(): GameState {
  const s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('2514'), 'pe-ship-atahualpa': shipAt('2415') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  const r = applyAction(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' });
  if (!r.ok) throw new Error('sail');
  return r.state;
}

describe('the interception question brings its place into view on the map (QA round 7: the map stayed on the player\'s last view)', () => {
  it('the hex the enemy fleet entered and the hexes of the warships that may intercept it, once a question', () => {
    const game = asked();
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'interception-focus', viewer: 'allied', replay: null, players: { chile: 'human', allied: 'human' }, rollSeen: null, mapFocus: null });
    const { rerender } = render(<InterceptionPanel />);
    expect(useGameStore.getState().mapFocus?.hexes).toEqual(['2814', '2415', '2514']);
    // Declaring a group is the same question: the map is left where the player has it now.
    const focus = useGameStore.getState().mapFocus;
    act(() => useGameStore.getState().dispatch({ type: 'intercept', side: 'allied', hex: '2514' }));
    rerender(<InterceptionPanel />);
    expect(useGameStore.getState().mapFocus).toBe(focus);
  });

  it('not for the other player, who is not asked', () => {
    useGameStore.setState({ game: asked(), start: null, actions: [], log: [], gameId: 'interception-focus', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, rollSeen: null, mapFocus: null });
    render(<InterceptionPanel />);
    expect(useGameStore.getState().mapFocus).toBeNull();
  });
});
