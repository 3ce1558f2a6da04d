import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { useKeys } from '../keys/keysStore';
import { MapView } from '../map/MapView';
import { PhasePanel } from '../PhasePanel';
import { legalActionsOf, useGameStore } from '../store';

const store = useGameStore.getState;
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
const lit = (container: HTMLElement) => [...container.querySelectorAll('[data-highlight]')].map((h) => h.getAttribute('data-highlight')).sort();
const tap = (container: HTMLElement, hex: string) => fireEvent.click(container.querySelector(`[data-hex="${hex}"]`)!);
/** The choice's buttons' words, without the number key each shows (aria-hidden). */
const choices = () => within(screen.getByTestId('choice')).getAllByRole('button').map((b) => [...b.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('choice-key'))).map((n) => n.textContent).join(''));
const legal = (a: Action | undefined) => a !== undefined && legalActionsOf(store().game).some((l) => JSON.stringify(l) === JSON.stringify(a));

function board() {
  return render(
    <>
      <MapView />
      <PhasePanel />
    </>,
  ).container;
}

/** 3.1–3.5: a manual set-up is played on the map — a tap on a lit hex offers what may be placed there (QA round 7). */
describe('the set-up on the map', () => {
  beforeEach(() => {
    useKeys.setState({ cursor: null, highlight: 0, helpOpen: false });
    act(() => store().startGame({ seed: 'setup-hex-menu', setup: 'manual' }));
  });

  it('3.2 with nothing picked the hexes pieces may go to are lit; a tap on Lima offers what may be placed there, and places nothing by itself', () => {
    const map = board();
    expect(lit(map)).toEqual(expect.arrayContaining(['2008', '3217', '3218', '3513', '3616', '2007', '2309']));
    expect(lit(map)).not.toContain('3123'); // Antofagasta: Chile's
    tap(map, '2008');
    expect(screen.queryByText(/Nothing to do in Lima/)).toBeNull();
    expect(screen.getByTestId('choice').querySelector('p')!.textContent).toBe('Lima (2008): which?');
    expect(choices()[0]).toBe('Place Peruvian Cav Bn 1 in Lima (2008)');
    expect(choices()).toContain('Place Huáscar in Lima (2008)');
    expect(store().actions).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('choice')).getByRole('button', { name: /Place Peruvian Cav Bn 1 in Lima/ }));
    expect(store().actions).toEqual([{ type: 'setupPlace', side: 'allied', piece: 'pe-cav-gen-bn-1', to: { kind: 'hex', hex: '2008' } }]);
    expect(screen.queryByTestId('choice')).toBeNull();
  });

  it('3.2 a piece picked in the tray lights only its places; a tap on one places it', () => {
    const map = board();
    fireEvent.click(screen.getByTestId('setup-tray').querySelector('[data-setup-piece="bo-inf-colorados"]')!);
    expect(lit(map)).toEqual(['3513', '3616']);
    tap(map, '3616');
    expect(store().actions.at(-1)).toEqual({ type: 'setupPlace', side: 'allied', piece: 'bo-inf-colorados', to: { kind: 'hex', hex: '3616' } });
    expect(store().selectedPiece).toBeNull();
  });

  it('3.1 a placed piece is picked on the map to be moved again: from the choice at its hex, or at once when it is all there is', () => {
    const map = board();
    fireEvent.click(screen.getByTestId('setup-tray').querySelector('[data-setup-piece="pe-inf-gen-bn-1"]')!);
    tap(map, '3218');
    expect(store().game.units['pe-inf-gen-bn-1']!.location).toEqual({ kind: 'hex', hex: '3218' });
    // Iquique: the other battalion and the ships may be placed there; the battalion there may be moved.
    tap(map, '3218');
    const words = choices();
    expect(words).toContain('Place Peruvian Inf Bn 2 in Iquique (3218)');
    expect(words.at(-2)).toBe('Move Peruvian Inf Bn 1 elsewhere');
    const before = store().actions.length;
    fireEvent.click(within(screen.getByTestId('choice')).getByRole('button', { name: /Move Peruvian Inf Bn 1 elsewhere/ }));
    expect(store().actions).toHaveLength(before); // a pick sends nothing
    expect(store().selectedPiece).toBe('pe-inf-gen-bn-1');
    expect(lit(map)).toEqual(['3217']); // Pisagua: the other place of its group
    tap(map, '3217');
    const sent = store().actions.at(-1);
    expect(sent).toEqual({ type: 'setupPlace', side: 'allied', piece: 'pe-inf-gen-bn-1', to: { kind: 'hex', hex: '3217' } });
    // Every piece placed: a tap on Pisagua, where the battalion stands alone with nothing to place, picks it.
    act(() => store().dispatch({ type: 'historicalSetup', side: 'allied' }));
    const alone = Object.entries(store().game.units).find(([, u]) => u.location.kind === 'hex' && u.location.hex === '3217')![0];
    tap(map, '3217');
    expect(screen.queryByTestId('choice')).toBeNull();
    expect(store().selectedPiece).toBe(alone);
    expect(lit(map)).toEqual(['3218']);
    expect(legal({ type: 'setupPlace', side: 'allied', piece: alone, to: { kind: 'hex', hex: '3218' } })).toBe(true);
  });

  it('by the keyboard: a number key takes the choice\'s placement; Escape puts a picked piece back', () => {
    const map = board();
    tap(map, '2008');
    press('1');
    expect(store().actions).toEqual([{ type: 'setupPlace', side: 'allied', piece: 'pe-cav-gen-bn-1', to: { kind: 'hex', hex: '2008' } }]);
    fireEvent.click(screen.getByTestId('setup-tray').querySelector('[data-setup-piece="pe-inf-zepita"]')!);
    expect(store().selectedPiece).toBe('pe-inf-zepita');
    press('Escape');
    expect(store().selectedPiece).toBeNull();
  });

  it('4.2 a port whose ships may take their NADCs is picked for the orders, as before; the prompt says how to move a piece of it', () => {
    act(() => store().dispatch({ type: 'historicalSetup', side: 'allied' }));
    const map = board();
    tap(map, '2007');
    expect(screen.queryByTestId('choice')).toBeNull();
    expect(store().selectedHex).toBe('2007');
    expect(screen.getByTestId('prompt').textContent).toContain('To move a piece of this stack, click it again and pick the piece in the stack that opens.');
    expect(document.querySelectorAll('path[data-area][data-legal="true"]').length).toBe(13);
  });
});
