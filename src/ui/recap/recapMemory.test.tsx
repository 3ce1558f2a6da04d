import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { resumeSavedGame } from '../files/savedGames';
import { i18n } from '../i18n';
import { savedGameRecord } from '../storage/savedGameRecord';
import { readSavedGame } from '../storage/savedGameSchema';
import { useGameStore } from '../store';
import { recalledRecap, rememberRecap } from './recapMemory';
import { RecapPanel } from './RecapPanel';
import { useRecapStore } from './recapStore';

const store = () => useGameStore.getState();
const ALLIED_SET_UP: Action[] = [
  { type: 'historicalSetup', side: 'allied' },
  { type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'XIII' } as Action,
  { type: 'endPhase', side: 'allied' },
];
const NADC = 'The Allies gave a secret naval order (NADC) to 1 ship';

/**
 * A reload of the page: what the page held is gone (the recap on screen, the game in the store), what
 * the browser keeps is not (the autosaved game, localStorage); the saved game is then resumed.
 */
function reload() {
  const saved = readSavedGame(JSON.parse(JSON.stringify(savedGameRecord(store(), new Date()))))!;
  act(() => {
    useRecapStore.setState({ span: null, owner: null, cursor: null, playing: false });
    useGameStore.setState({ screen: 'newGame', gameId: 'a-new-page' });
  });
  const r = resumeSavedGame(saved);
  if (!r.ok) throw new Error(r.message);
  act(() => store().resumeGame(r.value, r.value.settings));
}

describe('the recap survives a reload of the page (table QA)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    localStorage.clear();
    act(() => useRecapStore.getState().close());
  });

  it('against a bot: the recap showing when the page was reloaded shows again once the game is resumed — never the NADC area', () => {
    store().startGame({ seed: 'recap-memory', setup: 'manual', players: { chile: 'human', allied: 'random' } });
    act(() => ALLIED_SET_UP.forEach((a) => store().dispatch(a, 'bot')));
    const shown = useRecapStore.getState().span;
    expect(shown).not.toBeNull();
    reload();
    expect(store().viewer).toBe('chile');
    expect(useRecapStore.getState().span).toEqual(shown);
    render(<RecapPanel />);
    expect(screen.getByTestId('recap').textContent).toContain(NADC);
    expect(screen.getByTestId('recap').textContent).not.toMatch(/\bXIII\b/);
  });

  it('hot seat: the recap shows again when its player takes the device back, though he has acted since it came up', () => {
    store().startGame({ seed: 'recap-memory', setup: 'manual' });
    act(() => ALLIED_SET_UP.forEach((a) => store().dispatch(a)));
    act(() => store().takeOver('chile'));
    const shown = useRecapStore.getState().span;
    expect(shown).not.toBeNull();
    act(() => store().dispatch({ type: 'historicalSetup', side: 'chile' }));
    reload();
    expect(store().viewer).toBe('observer'); // the hand-over cover asks who is at the screen
    act(() => store().takeOver('chile'));
    expect(useRecapStore.getState().span).toEqual(shown);
  });

  it('hot seat: a recap due when the page was reloaded (the cover up) still comes when the player takes over', () => {
    store().startGame({ seed: 'recap-memory', setup: 'manual' });
    act(() => ALLIED_SET_UP.forEach((a) => store().dispatch(a)));
    reload();
    act(() => store().takeOver('chile'));
    render(<RecapPanel />);
    expect(screen.getByTestId('recap').textContent).toContain(NADC);
  });

  it('a recap closed does not come back, nor does one for the other seat', () => {
    store().startGame({ seed: 'recap-memory', setup: 'manual', players: { chile: 'human', allied: 'random' } });
    act(() => ALLIED_SET_UP.forEach((a) => store().dispatch(a, 'bot')));
    expect(recalledRecap(store(), 'chile')).not.toBeNull();
    expect(recalledRecap(store(), 'allied')).toBeNull();
    act(() => useRecapStore.getState().close());
    reload();
    expect(useRecapStore.getState().span).toBeNull();
  });

  it('what is kept is read with care: a recap the other side has moved on from, a span beyond the game, or storage that does not read, is none', () => {
    store().startGame({ seed: 'recap-memory', setup: 'manual' });
    act(() => ALLIED_SET_UP.forEach((a) => store().dispatch(a)));
    const { gameId, game } = store();
    // Kept at the step before the Allies' last action: they have acted since.
    rememberRecap(gameId, 'chile', { kind: 'since', from: 0, to: game.step - 1 }, game.step - 1);
    expect(recalledRecap(store(), 'chile')).toBeNull();
    rememberRecap(gameId, 'chile', { kind: 'since', from: 0, to: game.step + 5 }, game.step + 5);
    expect(recalledRecap(store(), 'chile')).toBeNull();
    rememberRecap(gameId, 'chile', { kind: 'since', from: 0, to: game.step }, game.step);
    expect(recalledRecap(store(), 'chile')).toEqual({ kind: 'since', from: 0, to: game.step });
    for (const junk of ['not json', '{"a":1}', JSON.stringify([{ gameId, seat: 'chile', span: { kind: 'since', from: -1, to: 'x' }, at: 0 }])]) {
      localStorage.setItem('wotp.recap.v1', junk);
      expect(recalledRecap(store(), 'chile'), junk).toBeNull();
    }
  });
});
