import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type GameState } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { combatChoices } from './combatChoices';
import { CombatOdds } from './CombatOdds';

/** Chile forms an attack on Antofagasta (3123) from 3222; `held` are the other Chilean-held neighbours. */
function formed(held: Record<string, [string]>): GameState {
  const s = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3222'], ...held, 'pe-inf-zepita': ['3123'] } });
  const r = applyAction(s, { type: 'beginAttack', side: 'chile', from: '3222', target: '3123' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

const show = (game: GameState) => render(<CombatOdds choices={combatChoices(game, legalActions(game))} game={game} onChoose={() => undefined} />);

describe('the odds before a land attack (8.10)', () => {
  it('8.10 say when the defender has no hex to retreat into: its "retreat" is a step off every unit (it read as an escape: table QA round 15)', () => {
    show(formed({ 'cl-inf-2nd': ['3122'], 'cl-inf-3rd': ['3223'], 'cl-inf-4th': ['3124'] }));
    const lines = screen.getAllByTestId('odds-no-retreat').map((l) => l.textContent);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Allies: no hex to retreat into from Antofagasta \(3123\): where it would retreat \(\d+%\), every unit there loses a step instead \(8\.10\)$/);
  });

  it('8.10 say nothing of it when both sides have a way out', () => {
    show(formed({ 'cl-inf-2nd': ['3122'] }));
    expect(screen.getByTestId('combat-odds').textContent).toMatch(/Retreats: /);
    expect(screen.queryByTestId('odds-no-retreat')).toBeNull();
  });
});
