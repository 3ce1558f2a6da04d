import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '../../engine';
import { lessonById, startLesson } from '../../lessons';
import { useGameStore } from '../store';
import { OddsPanel } from './OddsPanel';

/** The land-attack lesson's position with Chile forming an attack on Tarapacá (a formAttack decision for Chile). */
function formingAttack(): GameState {
  const start = startLesson(lessonById('land-attack')!);
  if (!start.ok) throw new Error('lesson position');
  const r = applyAction(start.value, { type: 'beginAttack', side: 'chile', from: '3217', target: '3318' });
  if (!r.ok) throw new Error('beginAttack');
  return r.state;
}

describe('the odds panel shows only the odds of the player at the screen (issue 17)', () => {
  it("8.8 odds of Chile's attack are shown to Chile, who is to decide", () => {
    useGameStore.setState({ game: formingAttack(), viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' } });
    render(<OddsPanel />);
    expect(screen.getByTestId('odds')).toBeTruthy();
  });
  it('and to nobody else: not to the other side at the screen, not during a bot\'s decision', () => {
    useGameStore.setState({ game: formingAttack(), viewer: 'allied', replay: null, players: { chile: 'heuristic', allied: 'human' } });
    render(<OddsPanel />);
    expect(screen.queryByTestId('odds')).toBeNull();
  });
});
