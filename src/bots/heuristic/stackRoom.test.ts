import { describe, expect, it } from 'vitest';
import { newGame, viewFor } from '../../engine';
import { readBoard, HOLDING_BOX } from './world';
import { roomAt, stackCap } from './stackRoom';

describe('8.1 room under the stacking limit, as the heuristic reads it', () => {
  const state = newGame({ seed: 'stack-room' });
  const mine = Object.keys(state.units).filter((id) => id.startsWith('pe-')).slice(0, 4);
  const at = (hex: string) => ({ kind: 'hex', hex }) as const;
  const placed = { ...state, units: { ...state.units, ...Object.fromEntries(mine.map((id) => [id, { ...state.units[id]!, location: at('2813') }])) } };

  it('counts the side\'s land units in a hex against 6', () => {
    const board = readBoard(viewFor(placed, 'allied'), 'allied');
    expect(roomAt(board, '2813')).toBe(2);
  });
  it('gives a hex with a standing fort 7 (Callao\'s), one without 6 (Arica\'s fort not yet built)', () => {
    const both = { ...placed, units: { ...placed.units, ...Object.fromEntries(mine.map((id, i) => [id, { ...state.units[id]!, location: at(i < 2 ? '2007' : '3116') }])) } };
    const board = readBoard(viewFor(both, 'allied'), 'allied');
    expect(roomAt(board, '2007')).toBe(5);
    expect(roomAt(board, '3116')).toBe(4);
  });
  it('puts no limit on the Holding Box', () => {
    expect(roomAt(readBoard(viewFor(state, 'chile'), 'chile'), HOLDING_BOX)).toBe(Infinity);
  });
  it('keeps a moving stack to what a hex without a fort takes: 6, or 5 with the Spanish stacking', () => {
    expect(stackCap(readBoard(viewFor(state, 'chile'), 'chile'))).toBe(6);
    const es = { ...state, options: { ...state.options, stacking: 'es' as const } };
    expect(stackCap(readBoard(viewFor(es, 'chile'), 'chile'))).toBe(5);
  });
});
