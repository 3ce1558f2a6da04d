import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMap, legalActions, type GameState } from '../../engine';
import { withStacks } from '../../engine/naval/stacks';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { i18n } from '../i18n';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** The Allies' Naval Movement Phase of turn 3: Huáscar fought Chile's interceptors at hex 2009 in Chile's player turn; Unión, in Callao, sails for area X. */
const afterTheBattle = (stopped: Record<string, number>): GameState =>
  withStacks(navalPosition({
    turn: 3,
    side: 'allied',
    phase: 'navalMovement',
    ships: { 'pe-ship-huascar': shipAt('2009', true), 'pe-ship-union': shipAt('2007') },
    nadc: { chile: [], allied: [{ ship: 'pe-ship-union', area: 'X', forTurn: 3 }] },
    naval: { stoppedTurn: stopped },
  }), getMap());

function show(game: GameState) {
  act(() => useGameStore.setState({ game, start: game, actions: [], log: [], gameId: 'held-note', viewer: 'allied', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, selectedPiece: null, selectedHex: null, openPlace: null, choice: null, notice: null }));
  return render(<PhasePanel />);
}

describe('7.9 a ship held by a battle fought earlier this game turn', () => {
  it('is named in the Naval Movement Phase, with where it fought: it has no NADC and is not sent home (QA round 19c, 10)', () => {
    const game = afterTheBattle({ 'pe-ship-huascar': 3 });
    // The engine forms no stack for it: only Unión sails.
    expect(game.naval.stacks.flatMap((s) => s.ships)).toEqual(['pe-ship-union']);
    expect(legalActions(game).length).toBeGreaterThan(0);
    show(game);
    expect(screen.getByTestId('held-after-battle').textContent).toBe('Huáscar fought at hex 2009 this game turn and stays there (7.9).');
  });

  it('is not named for a battle of an earlier game turn (it sails home: 4.1 III)', () => {
    const game = afterTheBattle({ 'pe-ship-huascar': 2 });
    expect(game.naval.stacks.flatMap((s) => s.ships).sort()).toEqual(['pe-ship-huascar', 'pe-ship-union']);
    show(game);
    expect(screen.queryByTestId('held-after-battle')).toBeNull();
  });

  it('in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      show(afterTheBattle({ 'pe-ship-huascar': 3 }));
      expect(screen.getByTestId('held-after-battle').textContent).toBe('Huáscar combatió en el hex 2009 en este turno y se queda allí (7.9).');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('is not named when held in a hex a stack of this phase has reached: a battle of this phase, or a landing (7.6), of which that stack\'s prompt speaks', () => {
    const game = afterTheBattle({ 'pe-ship-huascar': 3 });
    const stacks = game.naval.stacks.map((s) => ({ ...s, status: 'done' as const, at: { kind: 'hex' as const, hex: '2009' }, sailed: ['2008', '2009'] }));
    show({ ...game, naval: { ...game.naval, stacks } });
    expect(screen.queryByTestId('held-after-battle')).toBeNull();
  });
});
