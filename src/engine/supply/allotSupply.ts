import { roll } from '../dice';
import type { GameEvent } from '../events';
import { message } from '../message';
import { HOLDING_BOX } from '../land/types';
import { at } from '../pieces/location';
import type { GameState } from '../state';
import type { Step } from '../step';
import { addSupplyColumns } from './addSupplyColumns';

/**
 * 4.1 I: the phasing player rolls two dice and keeps the higher: that many Supply Columns. Chile's go
 * to the Chile Holding Box; the Allied player places his one by one (a pending decision).
 */
export function allotSupply(state: GameState): Step {
  const { event, dice } = roll(state.dice, {
    purpose: message('roll.supplyAllotment', {}), rule: '4.1', side: state.side, count: 2, reading: 'highest',
  });
  const count = event.result;
  const events: GameEvent[] = [event];
  if (state.side === 'chile') {
    const added = addSupplyColumns({ ...state, dice }, 'chile', at.holdingBox, count);
    events.push({ type: 'supplyPlaced', side: 'chile', count, where: HOLDING_BOX, rule: '4.1' });
    return { state: added, events };
  }
  return {
    state: {
      ...state,
      dice,
      pending: [
        ...state.pending,
        {
          kind: 'placeSupplyColumn',
          side: 'allied',
          rule: '4.1',
          remaining: count,
          bolivianPlaced: false,
        },
      ],
    },
    events,
  };
}
