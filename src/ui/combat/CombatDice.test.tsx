import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Modifier, RollEvent } from '../../engine';
import { CombatDice } from './CombatDice';
import type { DiceCount } from './combatEpisode';

const die = (value: number, modifiers: Modifier[] = []): RollEvent => ({
  type: 'roll', purpose: { code: 'roll.combatAttacking', params: {} }, rule: '8.9', side: 'chile', dice: [value], reading: 'sum', modifiers,
  result: Math.min(6, value + modifiers.reduce((n, m) => n + m.value, 0)), scripted: false,
});

describe('the combat dice (8.9)', () => {
  it('8.9 a side\'s dice split by a modifier on one of them (an Inspiring Leader) say their count once (each group said "3 dice": QA round 16)', () => {
    const leader: Modifier = { value: 2, code: 'modifier.inspiringLeader', params: { chit: 'ca-inspiringLeader-abaroa' }, rule: '8.9' };
    const count: DiceCount = { type: 'combatDiceCount', side: 'chile', role: 'attacker', count: 3, units: 2, supplyDie: true, chitDice: 0, chit: null, landingDie: false, rule: '8.9' };
    render(<CombatDice rolls={[die(4, [leader]), die(6), die(2)]} verdicts={[]} counts={[count]} animate={false} />);
    expect(screen.getAllByTestId('combat-roll')).toHaveLength(2);
    expect(screen.getAllByTestId('combat-dice-count').map((e) => e.textContent)).toEqual(['Chile rolls 3 combat dice: 2 units (8.9), 1 for a Supply Column (8.9)']);
  });
});
