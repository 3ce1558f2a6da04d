import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent, RollEvent } from '../../engine';
import { i18n } from '../i18n';
import { RollBeforeHandover } from './RollBeforeHandover';
import type { RollStep } from './seat';

/** Chile's Almirante Cochrane (+1) tries to intercept at hex 3018, six hexes away, and rolls 4. */
const roll: RollEvent = {
  type: 'roll', purpose: { code: 'roll.interception', params: { count: 6 } }, rule: '7.3', side: 'chile', dice: [4], reading: 'sum',
  modifiers: [{ value: 1, code: 'modifier.lowestSpeed', params: { ship: 'cl-ship-cochrane' }, rule: '7.4' }], result: 5, scripted: false,
};
const failed = (moved: GameEvent[]): RollStep => ({
  key: 'k', by: 'chile', next: 'allied', rolls: [roll],
  events: [roll, { type: 'interception', side: 'chile', hex: '3018', distance: 6, success: false, automatic: false, rule: '7.5' }, ...moved],
});

describe('the dice before the hand-over: a failed interception says where the interceptors went (7.5, QA round 7)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('"Interception fails: 5 is not above 6", and the ships that sailed towards the hex, and where they stay', () => {
    render(<RollBeforeHandover step={failed([{ type: 'shipsMoved', side: 'chile', ships: ['cl-ship-cochrane'], to: { kind: 'hex', hex: '2916' }, rule: '7.5' }])} onDone={() => {}} />);
    expect(screen.getByTestId('roll-step-verdict').textContent).toBe('Interception fails: 5 is not above 6 (7.5)');
    expect(screen.getByTestId('roll-step-went').textContent).toBe('Almirante Cochrane sails to hex 2916 and stays there (7.5)');
  });

  it('a roll of 0 or less: they stay where they are', () => {
    render(<RollBeforeHandover step={failed([])} onDone={() => {}} />);
    expect(screen.getByTestId('roll-step-went').textContent).toBe('The interceptors stay where they are (7.5)');
  });
});
