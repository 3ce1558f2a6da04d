import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '../../engine';
import { navalPosition, shipAt, squadronIntoAreaVI } from '../../engine/naval/testKit';
import { i18n } from '../i18n';
import { CursorStatus } from '../keys/CursorStatus';
import { useKeys } from '../keys/keysStore';
import { MapView } from '../map/MapView';
import { useGameStore } from '../store';

/** Almirante Cochrane sails from 2915 into 2814; Unión (Allied) waits alone at 2514, three hexes away, or `at` another hex (7.3). */
function unionAlone(at = '2514'): GameState {
  const s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-union': shipAt(at) },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  const r = applyAction(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' });
  if (!r.ok) throw new Error('sail');
  return r.state;
}

/** The Allies at the screen in hot seat, asked whether to intercept. */
function seat(game: GameState) {
  act(() => useGameStore.setState({ game, start: game, actions: [], log: [], gameId: 'intercept-on-the-map', viewer: 'allied', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, rollSeen: null, selectedPiece: null, selectedHex: null, choice: null, notice: null }));
}

const tapHex = (container: HTMLElement, hex: string) => fireEvent.click(container.querySelector(`[data-hex="${hex}"]`)!);

describe('7.3 a tap on the interceptors\' hex on the map does what the panel\'s button does (issue 20: the map only declared, and a second tap rolled)', () => {
  beforeEach(() => seat(unionAlone()));

  it('nothing more to choose (one hex of warships, no transports): the tap declares and rolls the die', () => {
    const { container } = render(<MapView />);
    expect(useGameStore.getState().game.pending.at(-1)?.kind).toBe('interception');
    tapHex(container, '2514');
    const s = useGameStore.getState();
    expect(s.actions).toEqual([
      { type: 'intercept', side: 'allied', hex: '2514' },
      { type: 'interceptRoll', side: 'allied', transports: false },
    ]);
    expect(s.log.some(({ event }) => event.type === 'interception')).toBe(true);
    expect(s.game.pending.at(-1)?.kind).not.toBe('interception');
  });

  it('another hex\'s warships may still be added: the tap only declares, the question stays', () => {
    seat(squadronIntoAreaVI());
    const { container } = render(<MapView />);
    tapHex(container, '2514');
    const s = useGameStore.getState();
    expect(s.actions).toEqual([{ type: 'intercept', side: 'allied', hex: '2514' }]);
    expect(s.log.some(({ event }) => event.type === 'interception')).toBe(false);
    expect(s.game.pending.at(-1)?.kind).toBe('interception');
  });
});

describe('7.3 what the hex cursor says Enter does on the interceptors\' hex, in the panel\'s words (issue 20)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useKeys.setState({ cursor: null, highlight: 0, helpOpen: false });
  });
  afterEach(() => i18n.changeLanguage('en'));
  const lit = () => /Lit — Enter: [^.]*|Resaltado — Enter: [^.]*/.exec(screen.getByTestId('cursor-status').textContent ?? '')?.[0];

  it('nothing more to choose: it says the die is rolled too, in English and in Spanish', async () => {
    seat(unionAlone());
    render(<CursorStatus />);
    act(() => useKeys.getState().setCursor('2514'));
    expect(lit()).toBe('Lit — Enter: Intercept with the warships in hex 2514: roll the die');
    await i18n.changeLanguage('es');
    act(() => useKeys.getState().setCursor(null));
    act(() => useKeys.getState().setCursor('2514'));
    expect(lit()).toBe('Resaltado — Enter: Interceptar con los buques de guerra del hex 2514: tirar el dado');
  });

  it('warships in the hex entered, which intercept with no roll: it says so, as the panel does', () => {
    seat(unionAlone('2814'));
    render(<CursorStatus />);
    act(() => useKeys.getState().setCursor('2814'));
    expect(lit()).toBe('Lit — Enter: Intercept with the warships in hex 2814 (no roll)');
  });

  it('another hex\'s warships may still be added: it says only that they are declared', () => {
    seat(squadronIntoAreaVI());
    render(<CursorStatus />);
    act(() => useKeys.getState().setCursor('2514'));
    expect(lit()).toBe('Lit — Enter: Intercept with the warships in hex 2514');
  });
});
