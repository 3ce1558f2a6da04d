import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { columnAt, navalPosition, shipAt } from '../../engine/naval/testKit';
import { i18n } from '../i18n';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** Turn 4, Chile's Consume Supply Columns Phase: Cochrane and Blanco Encalada at Antofagasta (3123) with NADC III for this turn, and the given Supply Columns there. */
const atAntofagasta = (columns: number, esmeralda = false) =>
  navalPosition({
    turn: 4,
    side: 'chile',
    phase: 'consumeSupply',
    ships: { 'cl-ship-cochrane': shipAt('3123'), 'cl-ship-blanco-encalada': shipAt('3123'), ...(esmeralda ? { 'cl-ship-esmeralda': shipAt('3123') } : {}) },
    supply: Object.fromEntries(Array.from({ length: columns }, (_, i) => [`sc-${i + 1}`, columnAt('chile', '3123')])),
    control: { '3123': 'chile' },
    nadc: {
      chile: [
        { ship: 'cl-ship-cochrane', area: 'III', forTurn: 4 },
        { ship: 'cl-ship-blanco-encalada', area: 'III', forTurn: 4 },
        ...(esmeralda ? [{ ship: 'cl-ship-esmeralda', area: 'II' as const, forTurn: 4 }] : []),
      ],
      allied: [],
    },
  });

function seat(game: GameState) {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'provisions', viewer: game.side, replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
  return render(<PhasePanel />);
}

describe('fleet provisions in the Consume Supply Columns Phase (7.8)', () => {
  it('7.8 a port whose ships sail this turn says a Supply Column there is needed to leave, and how many it holds', () => {
    seat(atAntofagasta(1));
    const line = screen.getByTestId('provisions-note').querySelector('li')!;
    expect(line.textContent).toBe('Sailing from Antofagasta (3123) this turn (NADC): Almirante Cochrane and 1 more. Leaving port spends 1 Supply Column there (7.8); Antofagasta (3123) holds 1: keep one.');
    expect(line.getAttribute('data-short')).toBeNull();
  });

  it('7.8 with the last column spent, the fleet is told it cannot leave port (a newcomer found it stuck: QA round 6)', () => {
    seat(atAntofagasta(0));
    const line = screen.getByTestId('provisions-note').querySelector('li')!;
    expect(line.getAttribute('data-short')).toBe('true');
    expect(line.textContent).toBe('Almirante Cochrane and 1 more at Antofagasta (3123) cannot leave port this turn, NADC or not: leaving takes 1 Supply Column there and Antofagasta (3123) holds 0 (7.8).');
  });

  it('7.8 in Spanish the verb agrees with the fleet, not with the one column it needs ("Almirante Cochrane y 1 más … no pueden", it read "no puede … aunque tenga")', async () => {
    await i18n.changeLanguage('es');
    try {
      seat(atAntofagasta(0));
      expect(screen.getByTestId('provisions-note').querySelector('li')!.textContent).toBe(
        'Almirante Cochrane y 1 más en Antofagasta (3123) no pueden salir del puerto este turno, aunque tengan NADC: salir requiere una columna logística allí y Antofagasta (3123) tiene 0 (7.8).',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('7.8 a lone ship short of its column is told in the singular', async () => {
    const alone = navalPosition({
      turn: 4,
      side: 'chile',
      phase: 'consumeSupply',
      ships: { 'cl-ship-cochrane': shipAt('3123') },
      control: { '3123': 'chile' },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 4 }], allied: [] },
    });
    let shown = seat(alone);
    expect(screen.getByTestId('provisions-note').querySelector('li')!.textContent).toBe('Almirante Cochrane at Antofagasta (3123) cannot leave port this turn, NADC or not: leaving takes 1 Supply Column there and Antofagasta (3123) holds 0 (7.8).');
    shown.unmount();
    await i18n.changeLanguage('es');
    try {
      shown = seat(alone);
      expect(screen.getByTestId('provisions-note').querySelector('li')!.textContent).toBe(
        'Almirante Cochrane en Antofagasta (3123) no puede salir del puerto este turno, aunque tenga NADC: salir requiere una columna logística allí y Antofagasta (3123) tiene 0 (7.8).',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('7.8 one Supply Column a stack: two NADCs in one port are two stacks, two columns', () => {
    seat(atAntofagasta(1, true));
    const line = screen.getByTestId('provisions-note').querySelector('li')!;
    expect(line.getAttribute('data-short')).toBe('true');
    expect(line.textContent).toContain('in 2 stacks, each needing a Supply Column there to leave port, but Antofagasta (3123) holds 1 (7.8)');
  });
});
