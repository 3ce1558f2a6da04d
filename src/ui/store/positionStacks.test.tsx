import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { startLesson } from '../../lessons';
import { blockadeRun } from '../../lessons/blockadeRun';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from './index';

describe('a position opened in the middle of a Naval Movement Phase', () => {
  it('4.1 III its stacks show formed, as the engine lists their moves: the blockade lesson names its fleet and tells where it sails (the prompt said only "End the movement of stack 1")', () => {
    const r = startLesson(blockadeRun);
    if (!r.ok) throw new Error('the lesson does not start');
    const game = r.value;
    // The stored position has no stacks yet; the engine forms them at the first action.
    expect(game.naval.stacks).toEqual([]);
    expect(legalActions(game)).toContainEqual({ type: 'endMove', side: 'allied', stack: 's1' });
    useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'allied', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
    render(<PhasePanel />);
    const prompt = screen.getByTestId('prompt').textContent!;
    expect(prompt).toContain('Unión and 1 more at hex 3016 sail for naval area III (7.2): click a lit hex.');
    expect(screen.getByRole('button', { name: 'End the movement of Unión and 1 more' })).toBeTruthy();
    expect(prompt).not.toContain('stack 1');
    // The store's game is the position as loaded: only the view shows the stacks formed.
    expect(useGameStore.getState().game.naval.stacks).toEqual([]);
  });
});
