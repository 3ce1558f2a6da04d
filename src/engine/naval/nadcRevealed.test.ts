import { describe, expect, it } from 'vitest';
import { newGame } from '../newGame';
import type { GameState } from '../state';
import { viewFor } from '../viewFor';
import type { MovingStack } from './types';

/** The Huáscar's stack, done sailing for area VI in the Allied Naval Movement Phase of `formedTurn`. */
function afterTheAlliesSailed(formedTurn: number, turn: number): GameState {
  const game = newGame({ seed: 'nadc-revealed' });
  const stack: MovingStack = { id: 's1', side: 'allied', ships: ['pe-ship-huascar'], area: 'VI', status: 'done', at: { kind: 'hex', hex: '2914' }, sailed: ['2914'], route: [], checks: [], immuneTo: [] };
  return {
    ...game,
    turn,
    side: 'chile',
    phase: 'navalMovement',
    naval: { ...game.naval, formedFor: `${formedTurn}-allied`, stacks: [stack] },
    nadc: { ...game.nadc, allied: [{ ship: 'pe-ship-huascar', area: 'III', forTurn: turn }] },
  };
}

describe('4.1 I an NADC is revealed when movement commences', () => {
  it('4.1 I a stack that sailed in an earlier game turn shows nothing of its ships\' orders for this turn (QA round 7: turn 1\'s area stood face up as turn 2\'s order)', () => {
    const state = afterTheAlliesSailed(1, 2);
    expect(viewFor(state, 'chile').nadc.allied).toEqual([{ ship: 'pe-ship-huascar', forTurn: 2, area: null }]);
  });
  it('4.1 I a stack that has begun to move this game turn shows its area on its ships\' orders for the turn', () => {
    const state = afterTheAlliesSailed(2, 2);
    expect(viewFor(state, 'chile').nadc.allied).toEqual([{ ship: 'pe-ship-huascar', forTurn: 2, area: 'VI' }]);
  });
});
