import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState, NavalArea } from '../../engine';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { i18n } from '../i18n';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** Turn 4, Chile's Administrative Phase: Cochrane and Blanco Encalada blockade Iquique (3218, Allied), Esmeralda lies at Antofagasta (3123, Chile's). */
const blockading = (nadc: { ship: string; area: NavalArea; forTurn: number }[] = []) =>
  navalPosition({
    turn: 4,
    side: 'chile',
    phase: 'administrative',
    ships: { 'cl-ship-cochrane': shipAt('3218'), 'cl-ship-blanco-encalada': shipAt('3218'), 'cl-ship-esmeralda': shipAt('3123') },
    control: { '3218': 'allied', '3123': 'chile' },
    nadc: { chile: nadc, allied: [] },
  });

function seat(game: GameState) {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'nadc-prompt', viewer: game.side, replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
  return render(<PhasePanel />);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the NADC prompt (4.1 I)', () => {
  it('4.1 III names the ships at sea with no NADC for the turn being ordered: they must return to a friendly port then (a fleet left blockading Iquique was sent home: QA round 6)', async () => {
    const { unmount } = seat(blockading());
    expect(screen.getByTestId('nadc-at-sea').textContent).toBe(
      'At sea without an NADC for turn 5: Almirante Cochrane and 1 more at Iquique (3218). Ships at sea without one must return to a friendly port in that turn (4.1 III): give them a chit to keep them at sea.',
    );
    unmount();
    await i18n.changeLanguage('es');
    const es = seat(blockading());
    expect(screen.getByTestId('nadc-at-sea').textContent).toContain('deben volver a un puerto propio en ese turno (4.1 III)');
    es.unmount();
  });

  it('4.1 III says nothing once they have their chits, nor of ships in a friendly port (they stay there)', () => {
    seat(blockading([
      { ship: 'cl-ship-cochrane', area: 'III', forTurn: 5 },
      { ship: 'cl-ship-blanco-encalada', area: 'III', forTurn: 5 },
    ]));
    expect(screen.getByTestId('nadc-prompt')).toBeTruthy();
    expect(screen.queryByTestId('nadc-at-sea')).toBeNull();
  });

  it('3.0 in the set-up a ship set up in a port is in port, though the hex becomes its side\'s only as the set-up ends (QA round 7: Chile\'s squadron at Antofagasta was "at sea")', async () => {
    const { newGame, applyAction } = await import('../../engine');
    const game = newGame({ seed: 'nadc-setup' });
    const allied = applyAction(game, { type: 'historicalSetup', side: 'allied' });
    if (!allied.ok) throw new Error('set-up');
    const ended = applyAction(allied.state, { type: 'endPhase', side: 'allied' });
    if (!ended.ok) throw new Error('set-up');
    const chile = applyAction(ended.state, { type: 'historicalSetup', side: 'chile' });
    if (!chile.ok) throw new Error('set-up');
    expect(Object.values(chile.state.ships).some((sh) => sh.location.kind === 'hex' && sh.location.hex === '3123')).toBe(true);
    seat(chile.state);
    expect(screen.getByTestId('nadc-prompt')).toBeTruthy();
    expect(screen.queryByTestId('nadc-at-sea')).toBeNull();
  });

  it('7.8 a port that will not hold the Supply Column the ordered ships need to leave it next turn is named as the orders are given (QA round 7: told only in the next Consume Supply Columns Phase)', async () => {
    const taken = (columns: number) =>
      navalPosition({
        turn: 4,
        side: 'chile',
        phase: 'administrative',
        ships: { 'cl-ship-cochrane': shipAt('3218') },
        supply: Object.fromEntries(Array.from({ length: columns }, (_, i) => [`sc-${i + 1}`, { nation: 'chile' as const, location: { kind: 'hex' as const, hex: '3218' } }])),
        control: { '3218': 'chile' },
        nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 5 }], allied: [] },
      });
    const { unmount } = seat(taken(0));
    expect(screen.getByTestId('nadc-provisions').textContent).toBe(
      "Almirante Cochrane at Iquique (3218) has an NADC for turn 5, but leaving port takes 1 Supply Column there and Iquique (3218) holds 0: without one there by that turn's Naval Movement Phase it cannot leave (7.8).",
    );
    unmount();
    seat(taken(1));
    expect(screen.queryByTestId('nadc-provisions')).toBeNull();
  });

  it('7.8 the verb agrees with the ships of the stack short of its column, not with the one column it needs ("Almirante Cochrane y 1 más … tienen", it read "tiene")', async () => {
    const fleet = (nadc: { ship: string; area: NavalArea; forTurn: number }[]) =>
      navalPosition({
        turn: 4,
        side: 'chile',
        phase: 'administrative',
        ships: { 'cl-ship-cochrane': shipAt('3218'), 'cl-ship-blanco-encalada': shipAt('3218') },
        control: { '3218': 'chile' },
        nadc: { chile: nadc, allied: [] },
      });
    const oneStack = fleet([
      { ship: 'cl-ship-cochrane', area: 'III', forTurn: 5 },
      { ship: 'cl-ship-blanco-encalada', area: 'III', forTurn: 5 },
    ]);
    const twoStacks = fleet([
      { ship: 'cl-ship-cochrane', area: 'III', forTurn: 5 },
      { ship: 'cl-ship-blanco-encalada', area: 'II', forTurn: 5 },
    ]);
    let shown = seat(oneStack);
    expect(screen.getByTestId('nadc-provisions').textContent).toBe(
      "Almirante Cochrane and 1 more at Iquique (3218) have NADCs for turn 5, but leaving port takes 1 Supply Column there and Iquique (3218) holds 0: without one there by that turn's Naval Movement Phase they cannot leave (7.8).",
    );
    shown.unmount();
    await i18n.changeLanguage('es');
    shown = seat(oneStack);
    expect(screen.getByTestId('nadc-provisions').textContent).toBe(
      'Almirante Cochrane y 1 más en Iquique (3218) tienen NADC para el turno 5, pero salir de puerto cuesta una columna logística allí y Iquique (3218) tiene 0: si no hay una allí para la fase de movimiento naval de ese turno, no podrán salir (7.8).',
    );
    shown.unmount();
    seat(twoStacks);
    expect(screen.getByTestId('nadc-provisions').textContent).toContain('Tus buques en Iquique (3218) tienen NADC para el turno 5 en 2 pilas, y cada una necesita una columna logística allí');
  });
});

