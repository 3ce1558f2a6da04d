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

  it('a land hex with pieces drops the stack picked and shows that hex, as a tap with nothing picked (tablet QA: the Chilean stack at Lima was refused, "Lima (2008) is on land", and only Esc let the fleet go)', () => {
    const game = navalPosition({ turn: 3, side: 'allied', phase: 'administrative', ships: { 'pe-ship-huascar': shipAt('2007') }, units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '2008' }, steps: 2 } }, nadc: { chile: [], allied: [] } });
    act(() => useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'allied', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, selectedPiece: null, selectedHex: null, openPlace: null, choice: null, notice: null }));
    const { container } = render(<MapView />);
    fireEvent.click(container.querySelector('[data-hex="2007"]')!);
    expect(useGameStore.getState().selectedHex).toBe('2007');
    // One ship of the stack picked alone (its tray opened): dropped too.
    act(() => useGameStore.getState().selectPiece('pe-ship-huascar'));
    fireEvent.click(container.querySelector('[data-hex="2008"]')!);
    const s = useGameStore.getState();
    expect(s.notice ?? '').not.toContain('an NADC names a naval area');
    expect(s.selectedHex).toBe('2008');
    expect(s.selectedPiece).toBeNull();
    expect(s.openPlace).toBe('hex:2008');
    // Nothing is picked for an NADC any more: a sea hex of area X gives no order.
    const sea = Object.keys(getMap().hexes).find((h) => getMap().hexes[h]!.seaArea === 'X')!;
    fireEvent.click(container.querySelector(`[data-hex="${sea}"]`)!);
    expect(useGameStore.getState().actions).toEqual([]);
  });
});
