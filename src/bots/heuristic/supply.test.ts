import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import type { EliminateExcessDecision } from '../../engine/stacking/types';
import { historicalSetupDone } from '../../engine/testing/play';
import { eliminateExcess } from './supply';
import { forcesAt, readBoard } from './world';

describe('the heuristic spending and keeping its forces (6.2–6.5, 8.1)', () => {
  it('8.1 choosing the unit to eliminate from an overstacked hex leaves the board\'s own list of that hex in its order', () => {
    const state = historicalSetupDone(7);
    const board = readBoard(viewFor(state, 'allied'), 'allied');
    // The Allied hex with the most units: its list is what the choice sorts by worth.
    const hex = [...board.at.keys()].sort((a, b) => forcesAt(board, b, 'allied').units.length - forcesAt(board, a, 'allied').units.length)[0]!;
    const before = [...forcesAt(board, hex, 'allied').units];
    expect(before.length).toBeGreaterThan(2);
    const decision: EliminateExcessDecision = { kind: 'eliminateExcess', side: 'allied', rule: '8.1', hex, excess: 1 };
    const picked = eliminateExcess(board, decision, () => undefined);
    expect(picked).toBeUndefined();
    expect(forcesAt(board, hex, 'allied').units).toEqual(before);
  });
});
