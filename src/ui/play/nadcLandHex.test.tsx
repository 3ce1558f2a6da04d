import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMap, legalActions } from '../../engine';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { MapView } from '../map/MapView';
import { useGameStore } from '../store';

describe('4.1 I a land hex clicked with a stack picked for an NADC', () => {
  it('says an NADC names a naval area and keeps the stack picked (it said "nothing to do here" and let it go: table QA round 13)', () => {
    const game = navalPosition({ turn: 3, side: 'allied', phase: 'administrative', ships: { 'pe-ship-huascar': shipAt('2007') }, nadc: { chile: [], allied: [] } });
    expect(legalActions(game).some((a) => a.type === 'orderShip')).toBe(true);
    act(() => useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'allied', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, selectedPiece: null, selectedHex: null, openPlace: null, choice: null, notice: null }));
    const { container } = render(<MapView />);
    fireEvent.click(container.querySelector('[data-hex="2007"]')!);
    expect(useGameStore.getState().selectedHex).toBe('2007');
    fireEvent.click(container.querySelector('[data-hex="3322"]')!);
    expect(useGameStore.getState().notice).toBe('Caracoles (3322) is on land: an NADC names a naval area. Click one of the lit areas at sea (4.1).');
    expect(useGameStore.getState().selectedHex).toBe('2007');
    // The stack is still picked: a sea hex of area X gives it its order.
    const sea = Object.keys(getMap().hexes).find((h) => getMap().hexes[h]!.seaArea === 'X')!;
    fireEvent.click(container.querySelector(`[data-hex="${sea}"]`)!);
    expect(useGameStore.getState().actions).toEqual([{ type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'X' }]);
  });
});
