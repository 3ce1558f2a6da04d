import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent, RollEvent } from '../../engine';
import { i18n } from '../i18n';
import { RollView } from './RollView';

describe('the Dice panel\'s roll says what it needed and what came of it (it said "= 10" alone: QA round 7)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('7.6 a raid: needed less than the ship\'s gunfire, and a miss', () => {
    const roll: RollEvent = {
      type: 'roll', purpose: { code: 'roll.raid', params: { ship: 'cl-ship-cochrane', target: 'pe-inf-gen-bn-1' } }, rule: '7.6', side: 'chile', dice: [6, 3], reading: 'sum',
      modifiers: [{ value: 1, code: 'modifier.targetRaid', params: {}, rule: '7.6' }], result: 10, scripted: false,
    };
    const after: GameEvent[] = [{ type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-inf-gen-bn-1', hit: false, rule: '7.6' }];
    render(<RollView roll={roll} after={after} />);
    expect(screen.getByTestId('roll').textContent).toContain('= 10');
    expect(screen.getByTestId('roll-verdict').textContent).toBe('needed less than 6 — miss');
  });
});
