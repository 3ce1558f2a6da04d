import 'fake-indexeddb/auto';
import { act as rtlAct, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { legalActions, newGame, type GameState } from '../../engine';
import { act } from '../../engine/testing/play';
import { useGameStore } from '../store';
import { StackPanel } from './StackPanel';

/** Turn 1, Chile's Administrative Phase after both historical set-ups, one Chilean ship given its turn-1 NADC at set-up (4.2). */
function chileAdministrative(): GameState {
  let s = newGame({ seed: 'stack-panel-nadc' });
  for (const a of [
    { type: 'historicalSetup', side: 'allied' },
    { type: 'endPhase', side: 'allied' },
    { type: 'historicalSetup', side: 'chile' },
  ] as const) s = act(s, a).state;
  // Chile gives one ship at sea its turn-1 NADC.
  const first = legalActions(s).find((a) => a.type === 'orderShip' && a.area !== null && s.ships[a.ship]?.location.kind === 'hex');
  if (!first) throw new Error('a turn-1 NADC to give');
  s = act(s, first).state;
  return act(s, { type: 'endPhase', side: 'chile' }).state;
}

describe('the opened stack shows every NADC its ships carry', () => {
  it('4.1 I a ship sailing this turn and ordered for the next shows both chits, the later one marked with its turn', () => {
    let game = chileAdministrative();
    expect(game.phase).toBe('administrative');
    const sailing = game.nadc.chile.find((o) => o.forTurn === 1);
    if (!sailing) throw new Error('a Chilean ship with a turn-1 NADC');
    const order = legalActions(game).find((a) => a.type === 'orderShip' && a.ship === sailing.ship && a.area !== null && a.area !== sailing.area);
    if (!order || order.type !== 'orderShip') throw new Error('a turn-2 order for that ship');
    game = act(game, order).state;
    const loc = game.ships[sailing.ship]!.location;
    const place = loc.kind === 'hex' ? `hex:${loc.hex}` : 'holdingBox';
    useGameStore.setState({ game, viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, openPlace: place });
    render(<StackPanel />);
    const rowOf = screen.getByTestId('stack-panel').querySelectorAll('li.stack-row');
    const shipRow = Array.from(rowOf).find((li) => li.querySelector(`[data-nadc="nadc-chile-${sailing.area}"]`));
    expect(shipRow).toBeTruthy();
    const chits = shipRow!.querySelectorAll('[data-nadc-side="chile"]');
    expect(chits).toHaveLength(2);
    expect(chits[0]!.getAttribute('data-when')).toBeNull();
    expect(chits[1]!.getAttribute('data-nadc')).toBe(`nadc-chile-${order.area}`);
    expect(chits[1]!.getAttribute('data-when')).toBe('given');
    expect(chits[1]!.textContent).toContain('T2');
  });

  it('a stack opened from the map (the second click on a picked stack, to order one ship alone) is scrolled into sight', () => {
    const game = chileAdministrative();
    useGameStore.setState({ game, viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, openPlace: null });
    const shown: Element[] = [];
    // The test DOM (happy-dom) lays nothing out: record which element asks to be shown.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      shown.push(this);
    });
    try {
      render(<StackPanel />);
      expect(shown).toHaveLength(0);
      rtlAct(() => useGameStore.setState({ openPlace: 'hex:3123' }));
      expect(shown).toEqual([screen.getByTestId('stack-panel')]);
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
