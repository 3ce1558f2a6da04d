import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type GameState } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { i18n } from '../i18n';
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

/** Chile attacks Iquique (3218, Fort Iquique standing) from 3219 (desert), or lands there (7.6). */
function atIquique(landing = false): GameState {
  const chile = landing ? '3218' : '3219';
  const s = situation({
    phase: 'landCombat',
    units: { 'cl-inf-buin-1': [chile], 'cl-art-1st': [chile], 'pe-inf-zepita': ['3218'] },
    forts: { 'pe-fort-iquique': 'standing' },
    ...(landing ? { assaults: [{ hex: '3218', side: 'chile' as const, units: ['cl-inf-buin-1', 'cl-art-1st'] }] } : {}),
  });
  if (landing) return s;
  const r = applyAction(s, { type: 'beginAttack', side: 'chile', from: '3219', target: '3218' });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state;
}

const factors = () => screen.getAllByTestId('odds-factors').map((l) => l.textContent ?? '');

describe('the odds card names what drives the odds before the roll (8.8, 8.9, 7.6)', () => {
  it("8.9 the odds card names the fort's +3 before the roll, on each of the defender's dice (it stood only in the dice card after it: QA)", () => {
    show(atIquique());
    const [chile, allies] = factors();
    expect(allies).toMatch(/^Allies roll 1 combat die: 1 unit \(8\.9\)On each/);
    expect(allies).toContain('On each of its combat dice: +3 a fort in the hex (8.9)');
    expect(chile).toMatch(/^Chile rolls 2 combat dice: 2 units \(8\.9\)/);
    expect(chile).toContain('On each of its combat dice: +1 1 artillery unit in the hex (8.9)');
    expect(chile).toMatch(/On its initiative die: \+\d initiative of /);
    expect(screen.getByTestId('odds-chit').textContent).toMatch(/combat advantage chit \(8\.9\)/);
  });

  it("7.6 the odds card names the defender's extra die against a landing before the roll", () => {
    show(atIquique(true));
    const allies = factors()[1]!;
    expect(allies).toMatch(/^Allies roll 2 combat dice: 1 unit \(8\.9\), 1 against the landing \(7\.6\)/);
    expect(allies).toContain('+3 a fort in the hex (8.9)');
  });

  it("8.9 the fort's +3 before the roll in Spanish too", async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      show(atIquique());
      expect(factors()[1]).toContain('En cada uno de sus dados de combate: +3 un fuerte en el hex (8.9)');
      expect(screen.getByTestId('odds-chit').textContent).toMatch(/^Después, quien gane la iniciativa saca una ficha de ventaja \(8\.9\)/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
