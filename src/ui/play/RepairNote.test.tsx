import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../engine';
import { columnAt, navalPosition, shipAt, withDice } from '../../engine/naval/testKit';
import { act } from '../../engine/testing/play';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** 6.5: the Allies' Consume Supply Columns Phase, Huáscar damaged in Callao, three Supply Columns at Lima. */
function damagedHuascar(): GameState {
  return navalPosition({
    turn: 4,
    side: 'allied',
    phase: 'consumeSupply',
    ships: { 'pe-ship-huascar': shipAt('2007', true) },
    supply: { 'sc-1': columnAt('peru', '2008'), 'sc-2': columnAt('peru', '2008'), 'sc-3': columnAt('peru', '2008') },
    nadc: { chile: [], allied: [] },
  });
}

function seat(game: GameState) {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'repair', viewer: 'allied', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
  return render(<PhasePanel />);
}

describe('the repair note (6.5)', () => {
  it('6.5 before the die: the chance the player can pay, from the most Supply Columns he has in one place', () => {
    const game = damagedHuascar();
    expect(legalActions(game)).toContainEqual({ type: 'repair', side: 'allied', ship: 'pe-ship-huascar' });
    seat(game);
    expect(screen.getByTestId('repair-note').textContent).toBe(
      'Repair Huáscar (6.5): one die gives the Supply Columns it costs, paid from one place, or else the game turns it waits. You have at most 3 in one place: you can pay on a roll of 1–3 (50%).',
    );
  });

  it('6.5 after a die of 5 with 3 Supply Columns in one place at most: why "pay" is not offered (the prompt offered to pay, with only the wait to click)', () => {
    const rolled = act(withDice(damagedHuascar(), [5]), { type: 'repair', side: 'allied', ship: 'pe-ship-huascar' }).state;
    expect(rolled.pending.at(-1)).toMatchObject({ kind: 'repairChoice', roll: 5 });
    expect(legalActions(rolled).map((a) => a.type)).toEqual(['repairDelay']);
    seat(rolled);
    expect(screen.getByTestId('repair-note').textContent).toBe('No place of yours holds 5 Supply Columns (at most 3 in one place): Huáscar waits 5 game turns on the turn track (6.5).');
  });

  it('6.5 a die the player can pay: no note, the choice is his', () => {
    const rolled = act(withDice(damagedHuascar(), [2]), { type: 'repair', side: 'allied', ship: 'pe-ship-huascar' }).state;
    expect(legalActions(rolled).some((a) => a.type === 'repairPay')).toBe(true);
    seat(rolled);
    expect(screen.queryByTestId('repair-note')).toBeNull();
  });

  it('6.5 a wait that would end after the last game turn says the ship would not sail again in this game (QA round 7)', () => {
    const late = { ...damagedHuascar(), turn: 9 };
    const rolled = act(withDice(late, [2]), { type: 'repair', side: 'allied', ship: 'pe-ship-huascar' }).state;
    expect(legalActions(rolled).map((a) => a.type)).toContain('repairPay');
    const { unmount } = seat(rolled);
    expect(screen.queryByTestId('repair-note')).toBeNull();
    unmount();
    const six = act(withDice(late, [6]), { type: 'repair', side: 'allied', ship: 'pe-ship-huascar' }).state;
    seat(six);
    expect(screen.getByTestId('repair-note').textContent).toContain('Waiting, Huáscar would be back on turn 15, after the game\'s last turn (12): it would not sail again in this game (6.5).');
  });
});

