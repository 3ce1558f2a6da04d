import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '../../engine';
import { navalPosition } from '../../engine/naval/testKit';
import { i18n } from '../i18n';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';
import type { LogEntry } from '../store/types';

/** The Allies end their Land Combat Phase of the given position: the Victory Determination Phase begins, and the engine reckons the game turn. */
function intoVictoryDetermination(position: GameState): { game: GameState; log: LogEntry[] } {
  const r = applyAction(position, { type: 'endPhase', side: position.side });
  if (!r.ok) throw new Error(r.error.code);
  return { game: r.state, log: r.events.map((event) => ({ step: r.state.step, event })) };
}

function seat({ game, log }: { game: GameState; log: LogEntry[] }) {
  useGameStore.setState({ game, start: null, actions: [], log, gameId: 'victory-reckoning', viewer: game.side, replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
  return render(<PhasePanel />);
}

/** Chilean regiments in La Paz (3513) and Oruro (3616) as the Allies' turn 6 ends. */
const chileHoldsBothCapitals = () =>
  navalPosition({
    turn: 6,
    side: 'allied',
    phase: 'landCombat',
    units: {
      'cl-inf-buin-1': { location: { kind: 'hex', hex: '3513' }, steps: 2 },
      'cl-inf-2nd': { location: { kind: 'hex', hex: '3616' }, steps: 2 },
      'bo-inf-colorados': { location: { kind: 'hex', hex: '3614' }, steps: 1 },
    },
    control: { '3513': 'chile', '3616': 'chile' },
  });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Victory Determination Phase says what it determined (4.1 VII, 5.0)', () => {
  it('5.6 the Allied player is told in his prompt that Bolivia has quit, and why, with Chile\'s VP as the game turn ends (it said only "nothing to do")', () => {
    const reckoned = intoVictoryDetermination(chileHoldsBothCapitals());
    expect(reckoned.game.phase).toBe('victoryDetermination');
    expect(reckoned.game.boliviaInWar).toBe(false);
    seat(reckoned);
    const text = screen.getByTestId('victory-reckoning').textContent ?? '';
    expect(text).toMatch(/^The game turn ends: Chile holds \d+ VP at the end of turn 6 \(5\.1\)\./);
    expect(text).toContain('Bolivia quits the war: Chile holds Oruro and La Paz (5.6) Every Bolivian unit and Supply Column has left the map for good.');
    expect(screen.getByTestId('idle').textContent).toContain('Nothing to do for the Allies in the Victory Determination Phase.');
  });

  it('5.1 a game turn without Bolivia quitting: only the VP; in Spanish too', async () => {
    const reckoned = intoVictoryDetermination(navalPosition({ turn: 3, side: 'allied', phase: 'landCombat', control: { '3116': 'chile' } }));
    await i18n.changeLanguage('es');
    seat(reckoned);
    expect(screen.getByTestId('victory-reckoning').textContent).toBe('Termina el turno de juego: Chile tiene 2 PV al final del turno 3 (5.1).');
  });

  it("4.1 Chile's Victory Determination Phase has nothing to determine: it says when the VP are reckoned", () => {
    const reckoned = intoVictoryDetermination(navalPosition({ turn: 3, side: 'chile', phase: 'landCombat' }));
    seat(reckoned);
    expect(screen.getByTestId('victory-reckoning').textContent).toBe(
      "Nothing is determined in Chile's player turn: Chile's VP are reckoned at the end of the game turn, in the Allied Victory Determination Phase (4.1, 5.1).",
    );
  });

  it('5.6 once Bolivia has quit, the Allied Supply Columns are placed in Lima or Callao: the prompt no longer offers Oruro or La Paz (at least one Bolivian)', async () => {
    const placing = (boliviaInWar: boolean) =>
      navalPosition({ turn: 7, side: 'allied', phase: 'administrative', boliviaInWar, pending: [{ kind: 'placeSupplyColumn', side: 'allied', rule: '4.1', remaining: 2, bolivianPlaced: false }] });
    const { unmount } = seat({ game: placing(false), log: [] });
    expect(screen.getByTestId('pending').textContent).toBe('Place your 2 Supply Columns one by one in Lima (2008) or Callao (2007) (Bolivia is out of the war, 5.6). (4.1)');
    unmount();
    // While Bolivia is in the war, its cities too.
    const inWar = seat({ game: placing(true), log: [] });
    expect(screen.getByTestId('pending').textContent).toMatch(/Oruro \(\d+\).* or La Paz \(\d+\) \(at least one Bolivian\)|La Paz \(\d+\).* or Oruro \(\d+\) \(at least one Bolivian\)/);
    inWar.unmount();
    // 4.1: the Bolivian column once placed, it is no longer asked for (table QA round 11).
    const placed = navalPosition({ turn: 7, side: 'allied', phase: 'administrative', boliviaInWar: true, pending: [{ kind: 'placeSupplyColumn', side: 'allied', rule: '4.1', remaining: 1, bolivianPlaced: true }] });
    const bolivianDone = seat({ game: placed, log: [] });
    expect(screen.getByTestId('pending').textContent).toMatch(/^Place your Supply Column in .*\)\. \(4\.1\)$/);
    expect(screen.getByTestId('pending').textContent).not.toContain('Bolivian');
    bolivianDone.unmount();
    // 4.1: a depot city the enemy holds is not offered, and not named (Lima held by Chile was: QA round 8).
    const limaLost = seat({ game: navalPosition({ turn: 7, side: 'allied', phase: 'administrative', boliviaInWar: false, control: { '2008': 'chile' }, pending: [{ kind: 'placeSupplyColumn', side: 'allied', rule: '4.1', remaining: 1, bolivianPlaced: false }] }), log: [] });
    expect(screen.getByTestId('pending').textContent).toBe('Place your Supply Column in Callao (2007) (Bolivia is out of the war, 5.6). (4.1)');
    limaLost.unmount();
    await i18n.changeLanguage('es');
    seat({ game: placing(false), log: [] });
    expect(screen.getByTestId('pending').textContent).toContain('en Lima (2008) o el Callao (2007) (Bolivia está fuera de la guerra, 5.6)');
  });
});
