import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { PhasePanel } from '../PhasePanel';
import { legalActionsOf, useGameStore } from '../store';

const store = useGameStore.getState;
const tray = () => screen.getByTestId('setup-tray');
const group = (id: string) => tray().querySelector(`[data-setup-group="${id}"]`) as HTMLElement;
const piecesOf = (id: string) => [...group(id).querySelectorAll('[data-setup-piece]')].map((b) => b.getAttribute('data-setup-piece'));
const inLegal = (a: Action | undefined) => a !== undefined && legalActionsOf(store().game).some((l) => JSON.stringify(l) === JSON.stringify(a));

/** 3.1–3.5: a manual set-up is played from a tray of the side's pieces still to place (QA round 7). */
describe('the set-up tray', () => {
  beforeEach(() => {
    act(() => store().startGame({ seed: 'tray-test', setup: 'manual' }));
  });

  it('3.2–3.3 shows the Allies\' pieces still to place, by where their set-up group may go, in the rules\' order', () => {
    render(<PhasePanel />);
    const groups = [...tray().querySelectorAll('[data-setup-group]')].map((g) => g.getAttribute('data-setup-group'));
    expect(groups).toEqual(['pe-iquique-pisagua', 'pe-lima', 'pe-near-lima', 'pe-ports', 'bo-lapaz-oruro']);
    expect(group('pe-lima').textContent).toContain('In Lima');
    expect(group('pe-near-lima').textContent).toContain('Within three hexes of Lima, not in Lima');
    expect(piecesOf('pe-lima')).toEqual(['pe-cav-gen-bn-1']);
    expect(piecesOf('pe-ports')).toContain('pe-ship-huascar');
    // The three Peruvian Supply Columns are one counter with their number (the engine offers one at a time).
    expect(within(group('pe-near-lima')).getByRole('button', { name: 'Peruvian Supply Column, 3 to place' })).toBeTruthy();
    expect(tray().textContent).toContain('33 pieces to place');
    // No Chilean piece: the tray is the side's own.
    expect(tray().querySelector('[data-setup-piece^="cl-"]')).toBeNull();
  });

  it('3.2 a piece picked names its places; one pressed sends that legal placement, and the piece leaves the tray', () => {
    render(<PhasePanel />);
    const infantry = tray().querySelector('[data-setup-piece="pe-inf-gen-bn-1"]') as HTMLElement;
    fireEvent.click(infantry);
    expect(store().selectedPiece).toBe('pe-inf-gen-bn-1');
    expect(infantry.getAttribute('aria-pressed')).toBe('true');
    const places = screen.getByTestId('setup-picked');
    expect([...places.querySelectorAll('[data-setup-place]')].map((b) => b.textContent)).toEqual(['Pisagua (3217)', 'Iquique (3218)']);
    const before = store().actions.length;
    fireEvent.click(within(places).getByRole('button', { name: /in Iquique \(3218\)/ }));
    const sent = store().actions.at(-1);
    expect(store().actions).toHaveLength(before + 1);
    expect(sent).toEqual({ type: 'setupPlace', side: 'allied', piece: 'pe-inf-gen-bn-1', to: { kind: 'hex', hex: '3218' } });
    expect(store().game.units['pe-inf-gen-bn-1']!.location).toEqual({ kind: 'hex', hex: '3218' });
    expect(piecesOf('pe-iquique-pisagua')).toEqual(['pe-inf-gen-bn-2']);
    expect(tray().textContent).toContain('32 pieces to place');
    expect(tray().textContent).toContain('One piece placed: click it on the map to move it again.');
  });

  it('a piece with many places counts them (lit on the map) and lists them on request; a second press or Cancel puts it back', () => {
    render(<PhasePanel />);
    const zepita = () => tray().querySelector('[data-setup-piece="pe-inf-zepita"]') as HTMLElement;
    fireEvent.click(zepita());
    expect(screen.getByTestId('setup-picked').textContent).toContain('17 places, lit on the map.');
    expect(screen.getByTestId('setup-picked').querySelectorAll('[data-setup-place]')).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('setup-picked')).getByRole('button', { name: 'List them' }));
    const buttons = [...screen.getByTestId('setup-picked').querySelectorAll('[data-setup-place]')];
    expect(buttons).toHaveLength(17);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toContain('Place Zepita regiment in Callao (2007)');
    fireEvent.click(zepita());
    expect(store().selectedPiece).toBeNull();
    fireEvent.click(zepita());
    fireEvent.click(within(screen.getByTestId('setup-picked')).getByRole('button', { name: 'Cancel' }));
    expect(store().selectedPiece).toBeNull();
  });

  it('3.5 in the hot seat Chile\'s tray has Chile\'s pieces only, the Chile Holding Box among their places; every placement sent is legal', () => {
    act(() => store().dispatch({ type: 'historicalSetup', side: 'allied' }));
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    const { rerender } = render(<PhasePanel />);
    // Before the hand-over the Allied player at the screen is shown no tray of Chile's.
    expect(screen.queryByTestId('setup-tray')).toBeNull();
    act(() => store().takeOver('chile'));
    rerender(<PhasePanel />);
    const ids = [...tray().querySelectorAll('[data-setup-piece]')].map((b) => b.getAttribute('data-setup-piece')!);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('cl-') || store().game.supply[id]?.nation === 'chile')).toBe(true);
    expect(tray().querySelectorAll('[data-setup-group]')).toHaveLength(1);
    expect(group('cl-antofagasta-or-box').textContent).toContain('Antofagasta and/or the Chile Holding Box');
    fireEvent.click(tray().querySelector('[data-setup-piece="cl-inf-buin-1"]')!);
    const box = within(screen.getByTestId('setup-picked')).getByRole('button', { name: /Chile Holding Box/ });
    fireEvent.click(box);
    const sent = store().actions.at(-1);
    expect(sent).toEqual({ type: 'setupPlace', side: 'chile', piece: 'cl-inf-buin-1', to: { kind: 'holdingBox' } });
  });

  it('once every piece is placed it says so (the set-up may be finished), and the picked places are the legal list\'s', () => {
    act(() => store().dispatch({ type: 'historicalSetup', side: 'allied' }));
    render(<PhasePanel />);
    expect(tray().textContent).toContain('Every piece is placed');
    expect(tray().querySelectorAll('[data-setup-piece]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Finish set-up' })).toBeTruthy();
    // A placed piece picked (on the map) has its places named here too, where it stands left out: each a legal move.
    act(() => store().selectPiece('pe-inf-zepita'));
    const picked = screen.getByTestId('setup-picked');
    expect(picked.textContent).toContain('Zepita regiment may go to: 16 places, lit on the map.');
    fireEvent.click(within(picked).getByRole('button', { name: 'List them' }));
    const moves = [...picked.querySelectorAll('[data-setup-place]')].map((b) => b.getAttribute('data-setup-place'));
    expect(moves).toHaveLength(16);
    expect(moves).not.toContain('2007'); // Callao, where the historical set-up put it
    expect(moves.every((hex) => inLegal({ type: 'setupPlace', side: 'allied', piece: 'pe-inf-zepita', to: { kind: 'hex', hex: hex! } }))).toBe(true);
  });
});
