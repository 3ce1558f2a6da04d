import 'fake-indexeddb/auto';
import { render, renderHook, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhasePanel } from '../PhasePanel';
import { hexActions, useHexActions } from '../play/useHexActions';
import { mayAct } from '../play/seat';
import { canUndo, useGameStore } from '../store';

const store = () => useGameStore.getState();

describe("a bot's turn is locked to the player at the screen (issue 17)", () => {
  beforeEach(() => {
    // The Allies (a bot) set up first; the human Chile player sits at the screen.
    store().startGame({ seed: 'bot-lock', setup: 'manual', players: { chile: 'human', allied: 'heuristic' } });
  });

  it('the prompt offers no action, no choice and no end-phase button, and says the bot is playing', () => {
    store().offerChoice({ place: '2008', actions: [{ type: 'historicalSetup', side: 'allied' }] });
    render(<PhasePanel />);
    expect(screen.getByTestId('bot-lock').textContent).toContain('The bot is playing the Allies');
    expect(screen.queryByRole('button', { name: 'Historical set-up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish set-up' })).toBeNull();
    expect(screen.queryByTestId('choice')).toBeNull();
    expect(screen.queryByText(/Every other legal action/)).toBeNull();
  });

  it('a click cannot send the bot side\'s action, though the bot driver can', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    expect(store().game.step).toBe(0);
    expect(store().actions).toEqual([]);
    store().dispatch({ type: 'historicalSetup', side: 'allied' }, 'bot');
    expect(store().game.step).toBe(1);
  });

  it('the map offers no hex to click and undo is off while the bot is to act', () => {
    expect(mayAct(store())).toBe(false);
    // The bot side has legal map actions (placing a battalion), but none reaches the player's map.
    store().selectPiece('pe-inf-gen-bn-1');
    expect(hexActions(store().game, 'pe-inf-gen-bn-1').byPlace.size).toBeGreaterThan(0);
    expect(renderHook(() => useHexActions()).result.current.byPlace.size).toBe(0);
    store().dispatch({ type: 'historicalSetup', side: 'allied' }, 'bot');
    expect(canUndo(store())).toBe(false);
  });

  it('once the human side is to act, its controls come back', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' }, 'bot');
    store().dispatch({ type: 'endPhase', side: 'allied' }, 'bot');
    expect(mayAct(store())).toBe(true);
    render(<PhasePanel />);
    expect(screen.queryByTestId('bot-lock')).toBeNull();
    expect(screen.getByRole('button', { name: 'Historical set-up' })).toBeTruthy();
  });
});
