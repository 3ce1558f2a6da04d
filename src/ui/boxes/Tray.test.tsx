import { act, fireEvent, render, screen } from '@testing-library/react';
import { StackPanel } from '../pieces/StackPanel';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, newGame, type Action, type GameState } from '../../engine';
import { boliviaQuits } from '../../engine/turn/boliviaQuits';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { loaForHoldingBox } from '../../engine/naval/testKit';
import { Tray } from './Tray';

/** A game after the historical set-up of both sides (3.2–3.4). */
function setUp(): GameState {
  let game = newGame({ seed: 'tray-test' });
  const actions: Action[] = [{ type: 'historicalSetup', side: 'allied' }, { type: 'endPhase', side: 'allied' }, { type: 'historicalSetup', side: 'chile' }];
  for (const action of actions) {
    const r = applyAction(game, action);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(action)}`);
    game = r.state;
  }
  return game;
}

const boxes = (tray: HTMLElement) => [...tray.querySelectorAll('.counter-box')].map((b) => b.getAttribute('data-box'));

describe('the tray of boxes off the map', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('5.6: the Bolivian recruit pool goes once Bolivia has quit the war — its units are out of the game for good (the empty box stayed: QA)', () => {
    const game = setUp();
    act(() => useGameStore.setState({ game, start: null, actions: [], log: [], viewer: 'allied' }));
    const { getByTestId } = render(<Tray />);
    expect(boxes(getByTestId('tray'))).toContain('recruitPool:bolivia');
    // The engine's own 5.6: Chile at 7 VP as the game turn ends.
    const out = boliviaQuits(game, 7).state;
    expect(out.boliviaInWar).toBe(false);
    act(() => useGameStore.setState({ game: out }));
    expect(boxes(getByTestId('tray'))).toEqual(['holdingBox', 'recruitPool:chile', 'recruitPool:peru', 'deadPile:chile', 'deadPile:allied']);
  });

  it('a turn box is named to a screen reader by its turn and what waits there, not by its counters\' words; opened, its heading is capitalised (QA round 8)', () => {
    act(() => useGameStore.setState({ game: setUp(), start: null, actions: [], log: [], viewer: 'allied', openPlace: null }));
    render(<><Tray /><StackPanel /></>);
    const box = screen.getByRole('button', { name: /^Turn 2\b.*: \d+ counters? waiting$/ });
    expect(box.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(box);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Turn box 2');
  });

  it('7.2 the Holding Box in the tray is lit when a fleet may sail into it, and a tap on it sails the fleet in, as the map\'s box does (the map\'s box lies under the tray at the default view; a tap on this one only opened it: table QA round 9)', () => {
    const game = loaForHoldingBox();
    act(() => useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, selectedPiece: null }));
    const { getByTestId } = render(<Tray />);
    const box = getByTestId('tray').querySelector('[data-box="holdingBox"]')!;
    expect(box.getAttribute('data-legal')).toBe('true');
    fireEvent.click(box.querySelector('.box-title')!);
    expect(useGameStore.getState().game.ships['cl-ship-loa']!.location).toEqual({ kind: 'holdingBox' });
    // Nothing aimed at it now: a tap opens it again.
    expect(getByTestId('tray').querySelector('[data-box="holdingBox"]')!.getAttribute('data-legal')).toBeNull();
  });

  it('4.1 a nation\'s Supply Columns in the Holding Box are one counter "×N", not a counter each (QA round 19a: 21 columns were 4 rows, and the map lost ~95 px); a tap still opens the box', () => {
    const game = setUp();
    const supply = { ...game.supply };
    for (let i = 0; i < 21; i++) supply[`sc-t${i}`] = { nation: 'chile', location: { kind: 'holdingBox' } };
    act(() => useGameStore.setState({ game: { ...game, supply }, start: null, actions: [], log: [], viewer: 'chile', openPlace: null }));
    const { getByTestId } = render(<Tray />);
    const box = getByTestId('tray').querySelector('[data-box="holdingBox"]')!;
    const columns = box.querySelectorAll('[data-unit][data-kind="supply"]');
    expect(columns).toHaveLength(1);
    const shown = [...Object.values(supply)].filter((c) => c.location.kind === 'holdingBox' && c.nation === 'chile').length;
    expect(box.querySelector('[data-count]')?.getAttribute('data-count')).toBe(String(shown));
    expect(box.querySelector('.counter-times')?.textContent).toBe(`×${shown}`);
    // The title counts every counter in the box, the columns each.
    const all = box.querySelector('.box-count')!.textContent;
    expect(Number(/\d+/.exec(all ?? '')![0])).toBeGreaterThanOrEqual(shown);
    // One row of counters per eight: the box is as high as its units and a single column counter make it.
    const svg = box.querySelector('svg')!;
    const units = svg.querySelectorAll(':scope > g').length;
    expect(Number(svg.getAttribute('height'))).toBe(Math.ceil(units / 8) * 27 + 3);
    fireEvent.click(svg);
    expect(useGameStore.getState().openPlace).toBe('holdingBox');
  });
});
