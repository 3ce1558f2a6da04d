import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ship } from '../../engine/counters';
import { PhasePanel } from '../PhasePanel';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHexGeometry } from '../map/hexGeometry';
import { useGameStore } from '../store';
import { NavalOrdersLayer } from './NavalOrdersLayer';

const store = () => useGameStore.getState();
const geometry = createHexGeometry(20);
const layer = () => render(<svg><NavalOrdersLayer geometry={geometry} /></svg>);
const lit = (c: HTMLElement) => [...c.querySelectorAll('[data-area][data-legal="true"]')].map((e) => e.getAttribute('data-area'));
const alliedOrders = () => store().game.nadc.allied.map((o) => `${o.ship}:${o.area}:${o.forTurn}`);

describe('NADC orders on the map (4.1 I, 4.2)', () => {
  beforeEach(() => {
    // The historical set-up: the Allies' pieces are placed and the Allies are asked for their turn-1 NADCs.
    store().startGame({ seed: 'naval-layer', setup: 'historical' });
  });

  it('draws every naval area as a shape, none lit while no stack of ships is picked', () => {
    const { container } = layer();
    expect(container.querySelectorAll('path[data-area]')).toHaveLength(13);
    expect(lit(container)).toEqual([]);
  });

  it('4.2 picking the fleet at Callao lights the thirteen areas it may sail for; a click on one stacks an NADC with every ship there', () => {
    const { container } = layer();
    act(() => store().select('2007'));
    expect(lit(container)).toHaveLength(13);
    fireEvent.click(container.querySelector('path[data-area="X"]')!);
    expect(alliedOrders()).toHaveLength(10);
    expect(alliedOrders().every((o) => o.endsWith(':X:1'))).toBe(true);
    // The chit is drawn beside the stack, face up to its owner and marked as given for turn 1.
    const chit = container.querySelector('[data-chit-hex="2007"] [data-nadc="nadc-allied-X"]');
    expect(chit?.getAttribute('data-when')).toBe('given');
  });

  it('4.2 one Undo takes back the orders one click gave (ten orders by a stray click took ten Undos: QA round 8), and no more', () => {
    const { container } = layer();
    // Huáscar alone to XIII first, then the transports of the fleet to X with one click.
    act(() => {
      store().select('2007');
      store().selectPiece('pe-ship-huascar');
    });
    fireEvent.click(container.querySelector('path[data-area="XIII"]')!);
    // Its order given, the pick of Huáscar is over (QA round 19a, NIT-4): the stack is picked again.
    expect([store().selectedPiece, store().selectedHex]).toEqual([null, null]);
    act(() => store().select('2007'));
    act(() => store().pickShips('transport'));
    fireEvent.click(container.querySelector('path[data-area="X"]')!);
    expect(alliedOrders().filter((o) => o.endsWith(':X:1'))).toHaveLength(4);
    expect(store().game.nadc.allied).toHaveLength(5);
    act(() => store().undo());
    expect(alliedOrders()).toEqual(['pe-ship-huascar:XIII:1']);
    act(() => store().undo());
    expect(alliedOrders()).toEqual([]);
  });

  it('a click on the area the fleet already has takes its chits back; another area changes them', () => {
    const { container } = layer();
    act(() => store().select('2007'));
    fireEvent.click(container.querySelector('path[data-area="X"]')!);
    expect(container.querySelector('path[data-area="X"]')!.closest('g')!.getAttribute('class')).toContain('current');
    fireEvent.click(container.querySelector('path[data-area="VI"]')!);
    expect(alliedOrders().every((o) => o.endsWith(':VI:1'))).toBe(true);
    fireEvent.click(container.querySelector('path[data-area="VI"]')!);
    expect(alliedOrders()).toEqual([]);
  });

  it('4.2 the prompt orders the warships of a mixed stack only (the transports stay in port), or its transports only; another stack picked is whole again (it was ship by ship: QA round 7)', () => {
    const { container } = layer();
    render(<PhasePanel />);
    act(() => store().select('2007'));
    const kinds = within(screen.getByTestId('nadc-kind'));
    expect(kinds.getAllByRole('button').map((b) => b.textContent)).toEqual(['All 10 ships', 'The 6 warships only', 'The 4 transports only']);
    fireEvent.click(kinds.getByRole('button', { name: 'The 6 warships only' }));
    expect(kinds.getByRole('button', { name: 'The 6 warships only' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(container.querySelector('path[data-area="X"]')!);
    const ordered = store().game.nadc.allied.map((o) => o.ship);
    expect(ordered).toHaveLength(6);
    expect(ordered.every((id) => ship(id).type === 'warship')).toBe(true);
    // The transports alone, to another area.
    fireEvent.click(within(screen.getByTestId('nadc-kind')).getByRole('button', { name: 'The 4 transports only' }));
    fireEvent.click(container.querySelector('path[data-area="VI"]')!);
    expect(alliedOrders().filter((o) => o.endsWith(':VI:1')).map((o) => ship(o.split(':')[0]!).type)).toEqual(Array(4).fill('transport'));
    expect(alliedOrders().filter((o) => o.endsWith(':X:1'))).toHaveLength(6);
    // Another place picked: its ships are all picked again.
    act(() => store().select('2914'));
    act(() => store().select('2007'));
    expect(store().nadcPick).toBeNull();
  });

  it('one ship picked in the opened stack gets the chit alone; a click on its chit on the map takes it back', () => {
    const { container } = layer();
    act(() => {
      store().select('2007');
      store().selectPiece('pe-ship-huascar');
    });
    fireEvent.click(container.querySelector('path[data-area="XIII"]')!);
    expect(alliedOrders()).toEqual(['pe-ship-huascar:XIII:1']);
    const chit = container.querySelector('[data-chit-hex="2007"][data-legal="true"]')!;
    fireEvent.click(chit);
    expect(alliedOrders()).toEqual([]);
  });

  it('4.1 I the opponent sees only a face-down chit, and its area is nowhere in the drawing', () => {
    const { container } = layer();
    act(() => {
      store().select('2007');
      store().selectPiece('pe-ship-huascar');
    });
    fireEvent.click(container.querySelector('path[data-area="XIII"]')!);
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    act(() => store().takeOver('chile'));
    const chits = container.querySelectorAll('[data-chit-hex="2007"] [data-nadc-side="allied"]');
    expect(chits).toHaveLength(1);
    expect(chits[0]!.getAttribute('data-face')).toBe('down');
    expect(container.innerHTML).not.toContain('nadc-allied-XIII');
    // Its tooltip names the side as a sentence does ("A face-down NADC of Allies" read as a label).
    expect(container.querySelector('[data-chit-hex="2007"] title')!.textContent).toBe('A face-down NADC of the Allies');
    // Chile is setting up now: its own ships, not the Allies', light the areas.
    act(() => store().select('2007'));
    expect(lit(container)).toEqual([]);
    act(() => store().select('3123'));
    expect(lit(container)).toHaveLength(13);
  });

  it('4.2 Chile\'s transports in the Holding Box are picked by opening the box, and take their chits like any stack', () => {
    const { container } = layer();
    act(() => {
      store().dispatch({ type: 'endPhase', side: 'allied' });
      store().takeOver('chile');
      store().select('2007'); // a stale hex does not hide the opened box
      store().showPlace('holdingBox');
    });
    expect(lit(container)).toHaveLength(13);
    fireEvent.click(container.querySelector('path[data-area="I"]')!);
    const orders = store().game.nadc.chile;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => store().game.ships[o.ship]!.location.kind === 'holdingBox' && o.area === 'I')).toBe(true);
  });

  it('7.3 the interception chances of a stack about to sail are drawn over the chits, which hid them (QA round 7)', async () => {
    const { getMap, legalActions } = await import('../../engine');
    const { columnAt, navalPosition, shipAt } = await import('../../engine/naval/testKit');
    const { withStacks } = await import('../../engine/naval/stacks');
    const game = withStacks(
      navalPosition({
        turn: 2,
        side: 'chile',
        phase: 'navalMovement',
        ships: { 'cl-ship-cochrane': shipAt('3123'), 'cl-ship-chacabuco': shipAt('3018'), 'pe-ship-huascar': shipAt('3018') },
        supply: { 'sc-1': columnAt('chile', '3123') },
        control: { '3123': 'chile' },
        nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 2 }, { ship: 'cl-ship-chacabuco', area: 'III', forTurn: 2 }], allied: [] },
      }),
      getMap(),
    );
    expect(legalActions(game).some((a) => a.type === 'sail')).toBe(true);
    useGameStore.setState({ game, start: null, actions: [], log: [], viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
    const { container } = layer();
    const ring = container.querySelector('[data-risk]');
    const chit = container.querySelector('[data-chit-hex]');
    expect(ring).not.toBeNull();
    expect(chit).not.toBeNull();
    expect(chit!.compareDocumentPosition(ring!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

