import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../store/types';
import { staleCard } from './staleCard';

const began = (step: number, turn: number, side: 'chile' | 'allied'): LogEntry => ({ step, event: { type: 'phaseBegan', turn, side, phase: 'administrative' } as unknown as LogEntry['event'] });
// Chile's turn 1 from step 1, the Allies' turn 1 from step 11, Chile's turn 2 from step 21.
const log: LogEntry[] = [began(1, 1, 'chile'), began(11, 1, 'allied'), began(21, 2, 'chile')];

describe("a combat's result card stays for its player turn and the next, never over a new question (issue 18)", () => {
  it('4.1 a card of this player turn stays, asked or not', () => {
    expect(staleCard(log, 25, 23, false)).toBe(false);
    expect(staleCard(log, 25, 23, true)).toBe(false);
  });
  it("4.1 a card of the previous player turn stays after the hand-over until the viewer is asked something new", () => {
    expect(staleCard(log, 25, 15, false)).toBe(false);
    expect(staleCard(log, 25, 15, true)).toBe(true);
  });
  it('4.1 a card two player turns old is gone', () => {
    expect(staleCard(log, 25, 5, false)).toBe(true);
  });
});
