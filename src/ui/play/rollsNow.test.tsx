import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, type GameState } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** Chile forms an attack on the Zepita at 3520 from 3419: "Attack" rolls the battle's dice at once. */
function formed(supply: NonNullable<Parameters<typeof situation>[0]['supply']> = {}): GameState {
  const r = applyAction(situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'cl-inf-2nd': ['3419'], 'pe-inf-zepita': ['3520'] }, supply }), { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

describe('the prompt while an attack is formed (8.7–8.9)', () => {
  it('8.8 draws "Attack", which rolls at once, apart from the unit buttons, its name unchanged, with the odds beside it ("Attack" looked exactly like the units: table QA round 15)', () => {
    const game = formed();
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'rolls-now', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
    render(<PhasePanel />);
    const attack = screen.getByRole('button', { name: 'Attack' });
    expect(attack.className).toBe('rolls-now');
    expect(screen.getAllByRole('button', { name: /attacking/ }).every((b) => b.className !== 'rolls-now')).toBe(true);
    expect(screen.getByTestId('odds-summary').textContent).toMatch(/^The odds: initiative to Chile \d+%/);
  });

  it('8.9 "Attack" that first asks how to spend the attackers\' Supply Column rolls nothing yet, and is drawn as any button ("Fight the landing" bore the die: QA round 16)', () => {
    const game = formed({ 'sc-1': ['chile', '3419'] });
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'rolls-later', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
    render(<PhasePanel />);
    expect(screen.getByRole('button', { name: 'Attack' }).className).toBe('');
  });
});
