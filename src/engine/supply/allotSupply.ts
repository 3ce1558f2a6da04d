import { roll } from '../dice';
import type { GameEvent } from '../events';
import { at } from '../pieces/location';
import type { GameState } from '../state';
import { addSupplyColumns } from './addSupplyColumns';

/**
 * 4.1 I: the phasing player rolls two dice and keeps the higher: that many Supply Columns. Chile's go
 * to the Chile Holding Box; the Allied player places his one by one (a pending decision).
 */
export function allotSupply(state: GameState): { state: GameState; events: GameEvent[] } {
  const { event, dice } = roll(state.dice, {
    purpose: 'Supply Column allotment', rule: '4.1', side: state.side, count: 2, reading: 'highest',
  });
  const count = event.result;
  const events: GameEvent[] = [event];
  if (state.side === 'chile') {
    const added = addSupplyColumns({ ...state, dice }, 'chile', at.holdingBox, count);
    events.push({ type: 'supplyPlaced', side: 'chile', count, where: 'the Chile Holding Box', rule: '4.1' });
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
          prompt: `Place ${count === 1 ? 'your Supply Column' : `your ${count} Supply Columns`} one by one in Lima or Callao, or Oruro or La Paz (at least one Bolivian).`,
          rule: '4.1',
          remaining: count,
          bolivianPlaced: false,
        },
      ],
    },
    events,
  };
}
