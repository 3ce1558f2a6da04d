import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, type Action, type GameState } from '../../engine';
import { lessonById, startLesson } from '../../lessons';
import { useGameStore } from '../store';
import { OddsPanel } from './OddsPanel';

/** A lesson's position with Chile's first action taken. */
function lessonThen(id: string, action: Action): GameState {
  const start = startLesson(lessonById(id)!);
  if (!start.ok) throw new Error('lesson position');
  const r = applyAction(start.value, action);
  if (!r.ok) throw new Error(action.type);
  return r.state;
}

/** The forced-march lesson with Chile forming a move from Pisagua (a formMove decision for Chile). */
const formingMove = () => lessonThen('forced-march', { type: 'beginMove', side: 'chile', from: '3217' });
/** The land-attack lesson with Chile forming an attack on Tarapacá (a formAttack decision for Chile). */
const formingAttack = () => lessonThen('land-attack', { type: 'beginAttack', side: 'chile', from: '3217', target: '3318' });

describe('the odds panel shows only the odds of the player at the screen (issue 17)', () => {
  it('8.3 odds of the move Chile is forming are shown to Chile, who is to decide', () => {
    useGameStore.setState({ game: formingMove(), viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' } });
    render(<OddsPanel />);
    expect(screen.getByTestId('odds').textContent).toMatch(/doubles.*\d+%/i);
  });
  it("and to nobody else: not to the other side at the screen, not during a bot's decision", () => {
    useGameStore.setState({ game: formingMove(), viewer: 'allied', replay: null, players: { chile: 'heuristic', allied: 'human' } });
    render(<OddsPanel />);
    expect(screen.queryByTestId('odds')).toBeNull();
  });
  it("8.8 a land attack's odds are left to the combat panel, beside the button that rolls (issue 18)", () => {
    useGameStore.setState({ game: formingAttack(), viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' } });
    render(<OddsPanel />);
    expect(screen.queryByTestId('odds')).toBeNull();
  });
});
