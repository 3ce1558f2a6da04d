import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { ACTION_TYPES } from '../../engine/actions';
import { useGameStore } from '../store';
import { BotControls } from './BotControls';
import { pauseAfter, SHOWN_ON_MAP } from './pace';

const store = () => useGameStore.getState();

describe("a bot's pace: only what the map shows waits for the eye (issue 20)", () => {
  it('every action type has a pace entry', () => {
    expect(Object.keys(SHOWN_ON_MAP).sort()).toEqual([...ACTION_TYPES].sort());
  });

  it('4.1 ending a phase and 8.2 asking for the movement die do not wait; 7.9 a shot and 8.7 an attack do; 8.2 a march step, a third as long', () => {
    const end: Action = { type: 'endPhase', side: 'allied' };
    expect(pauseAfter(end, 400)).toBe(0);
    expect(pauseAfter({ type: 'rollMove', side: 'allied' } as Action, 400)).toBe(0);
    expect(pauseAfter({ type: 'moveStep', side: 'allied', to: '3116' } as unknown as Action, 400)).toBe(133);
    expect(pauseAfter({ type: 'forcedMarch', side: 'allied' } as unknown as Action, 150)).toBe(50);
    expect(pauseAfter({ type: 'declareAttack', side: 'allied' } as unknown as Action, 150)).toBe(150);
    expect(pauseAfter({ type: 'fire', side: 'allied' } as unknown as Action, 150)).toBe(150);
  });

  it('the default speed is "fast"', () => {
    expect(store().botDelay).toBe(150);
  });

  it("4.1 while the bot plays, its player turn's progress shows: the phase of the seven", () => {
    store().startGame({ seed: 'bot-pace', setup: 'historical', players: { chile: 'human', allied: 'heuristic' } });
    // Play the set-up and Chile's turn 1 up to the Allied player turn, as the players would.
    for (let i = 0; i < 60 && !(store().game.side === 'allied' && store().game.phase === 'administrative'); i++) {
      const side = store().game.side;
      store().dispatch({ type: 'endPhase', side }, side === 'allied' ? 'bot' : undefined);
    }
    expect([store().game.side, store().game.phase]).toEqual(['allied', 'administrative']);
    render(<BotControls />);
    expect(screen.getByTestId('bot-turn-progress').textContent).toContain('Administrative');
    expect(screen.getByTestId('bot-turn-progress').textContent).toContain('(1 of 7)');
    expect(screen.getByLabelText("Progress of the bot's player turn").getAttribute('value')).toBe('1');
  });
});
