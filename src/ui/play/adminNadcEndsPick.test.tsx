import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { createHexGeometry } from '../map/hexGeometry';
import { NadcPrompt } from '../naval/NadcPrompt';
import { NavalOrdersLayer } from '../naval/NavalOrdersLayer';
import { StackPanel } from '../pieces/StackPanel';
import { useGameStore, useLegalActions } from '../store';
import { useView } from '../pieces/useView';

const store = () => useGameStore.getState();

/** Turn 3, the Allies' Administrative Phase: Huáscar and Independencia at Callao (2007), Pilcomayo alone at 2919, no NADC given yet. */
function alliedAdministrative() {
  const game = navalPosition({
    turn: 3,
    side: 'allied',
    phase: 'administrative',
    ships: { 'pe-ship-huascar': shipAt('2007'), 'pe-ship-independencia': shipAt('2007'), 'pe-ship-pilcomayo': shipAt('2919') },
    nadc: { chile: [], allied: [] },
  });
  act(() => useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'allied', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, selectedPiece: null, selectedHex: null, openPlace: null, nadcPick: null, choice: null, notice: null }));
}

/** The prompt, the opened stack and the naval areas, as at the table. */
function Table() {
  const { view } = useView();
  const legal = useLegalActions();
  return (
    <>
      <NadcPrompt view={view} legal={legal} />
      <StackPanel />
      <svg>
        <NavalOrdersLayer geometry={createHexGeometry(20)} />
      </svg>
    </>
  );
}

const ordersFor = (ship: string) => store().game.nadc.allied.filter((o) => o.ship === ship).map((o) => `${o.area}:${o.forTurn}`);

describe('4.1 I an NADC given in the Administrative Phase', () => {
  it('to the one ship picked in its opened stack ends that pick: it no longer reads as picked on the map or in the panel, and its stack stays open for the next ship (issue 20)', () => {
    alliedAdministrative();
    const { container } = render(<Table />);
    // Callao clicked, clicked again to open its stack, Huáscar picked in it.
    act(() => {
      store().select('2007');
      store().showPlace('hex:2007');
      store().selectPiece('pe-ship-huascar');
    });
    expect(screen.getByTestId('nadc-selection').textContent).toContain('Huáscar');
    fireEvent.click(container.querySelector('path[data-area="III"]')!);
    expect(ordersFor('pe-ship-huascar')).toEqual(['III:4']);
    expect(store().selectedPiece).toBeNull();
    expect(store().selectedHex).toBeNull();
    expect(screen.queryByTestId('nadc-selection')).toBeNull();
    expect(container.querySelectorAll('[data-area][data-legal="true"]')).toHaveLength(0);
    const panel = screen.getByTestId('stack-panel');
    expect(within(panel).queryAllByRole('button', { pressed: true }).filter((b) => b.classList.contains('piece-name'))).toEqual([]);
    // The stack stays open: Independencia, still without an order, is one tap away.
    expect(store().openPlace).toBe('hex:2007');
    expect(within(panel).getByRole('button', { name: /Independencia/ })).toBeTruthy();
  });

  it('to a stack picked whole (its hex clicked) keeps it picked, as at set-up: a second click on its area takes the chits back', () => {
    alliedAdministrative();
    const { container } = render(<Table />);
    act(() => store().select('2007'));
    fireEvent.click(container.querySelector('path[data-area="III"]')!);
    expect([...ordersFor('pe-ship-huascar'), ...ordersFor('pe-ship-independencia')]).toEqual(['III:4', 'III:4']);
    expect(store().selectedHex).toBe('2007');
    expect(screen.getByTestId('nadc-selection').textContent).toContain('Huáscar');
    fireEvent.click(container.querySelector('path[data-area="III"]')!);
    expect(store().game.nadc.allied).toEqual([]);
  });
});
