import { describe, expect, it } from 'vitest';
import { newGame } from '../newGame';
import type { GameState } from '../state';
import { viewFor } from '../viewFor';
import { viewLeaks } from '../invariants/viewSecrets';
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

  describe('4.1 I / 7.2 an order revealed in an earlier Naval Movement Phase of this game turn stays face up (QA round 19a, MINOR-5)', () => {
    /** Turn `turn`, the Allies' player turn: their stacks are formed (Chile's are gone); Chile's Blanco Encalada at sea had order III for this turn and VI for the next. */
    function alliedTurn(patch: Partial<GameState> = {}, turn = 3): GameState {
      const game = newGame({ seed: 'nadc-revealed' });
      return {
        ...game,
        turn,
        side: 'allied',
        phase: 'navalMovement',
        ships: { ...game.ships, 'cl-ship-blanco-encalada': { location: { kind: 'hex', hex: '3117' }, damaged: false, builtTurn: null } },
        naval: { ...game.naval, formedFor: `${turn}-allied`, stacks: [] },
        nadc: { ...game.nadc, chile: [{ ship: 'cl-ship-blanco-encalada', area: 'III', forTurn: turn }, { ship: 'cl-ship-blanco-encalada', area: 'VI', forTurn: turn + 1 }] },
        ...patch,
      };
    }
    it('in the Allies\' player turn, Chile\'s order for this turn is face up to them and to an observer; its order for the next turn is not', () => {
      const state = alliedTurn();
      const seen = [{ ship: 'cl-ship-blanco-encalada', forTurn: 3, area: 'III' }, { ship: 'cl-ship-blanco-encalada', forTurn: 4, area: null }];
      expect(viewFor(state, 'allied').nadc.chile).toEqual(seen);
      expect(viewFor(state, 'observer').nadc.chile).toEqual(seen);
      // In every phase of the Allies' player turn.
      expect(viewFor({ ...state, phase: 'administrative' }, 'allied').nadc.chile[0]!.area).toBe('III');
    });
    it('in Chile\'s own player turn, before its stacks set out, nothing is revealed', () => {
      const state = alliedTurn({ side: 'chile', naval: { ...newGame({ seed: 'x' }).naval, formedFor: null, stacks: [] } });
      expect(viewFor(state, 'allied').nadc.chile.map((o) => o.area)).toEqual([null, null]);
    });
    it('an Allied order is never revealed by it (the Allies move second in a game turn)', () => {
      const state = alliedTurn({ nadc: { chile: [], allied: [{ ship: 'pe-ship-huascar', area: 'IX', forTurn: 3 }] } });
      expect(viewFor({ ...state, side: 'chile' }, 'chile').nadc.allied).toEqual([{ ship: 'pe-ship-huascar', forTurn: 3, area: null }]);
    });
    it('a ship that formed no stack stays face down: sunk, rebuilt this game turn (6.3), or captured (10.1)', () => {
      const base = alliedTurn();
      const ship = base.ships['cl-ship-blanco-encalada']!;
      expect(viewFor(alliedTurn({ ships: { ...base.ships, 'cl-ship-blanco-encalada': { ...ship, builtTurn: 3 } } }), 'allied').nadc.chile[0]!.area).toBeNull();
      expect(viewFor(alliedTurn({ ships: { ...base.ships, 'cl-ship-blanco-encalada': { ...ship, location: { kind: 'deadPile' } } } }), 'allied').nadc.chile[0]!.area).toBeNull();
      expect(viewFor(alliedTurn({ naval: { ...base.naval, captured: { 'cl-ship-blanco-encalada': 'allied' } } }), 'allied').nadc.chile[0]!.area).toBeNull();
    });
    it('the view still leaks nothing (viewSecrets)', () => {
      expect(viewLeaks(alliedTurn())).toEqual([]);
    });
  });
});
