import { describe, expect, it } from 'vitest';
import { nextPhase, type TrackPosition } from './nextPhase';

describe('the sequence of play', () => {
  it('4.1 runs phases I–VII in order within a player turn', () => {
    expect(nextPhase({ turn: 1, side: 'chile', phase: 'administrative' })).toEqual({ turn: 1, side: 'chile', phase: 'consumeSupply' });
    expect(nextPhase({ turn: 1, side: 'chile', phase: 'landCombat' })).toEqual({ turn: 1, side: 'chile', phase: 'victoryDetermination' });
  });
  it('4.1 the Chilean player turn comes first, then the Allied one', () => {
    expect(nextPhase({ turn: 3, side: 'chile', phase: 'victoryDetermination' })).toEqual({ turn: 3, side: 'allied', phase: 'administrative' });
  });
  it('4.1 after the Allied player turn the next game turn begins', () => {
    expect(nextPhase({ turn: 3, side: 'allied', phase: 'victoryDetermination' })).toEqual({ turn: 4, side: 'chile', phase: 'administrative' });
  });
  it('3.1 the Allies set up first, then Chile, then game turn 1 begins', () => {
    expect(nextPhase({ turn: 1, side: 'allied', phase: 'setup' })).toEqual({ turn: 1, side: 'chile', phase: 'setup' });
    expect(nextPhase({ turn: 1, side: 'chile', phase: 'setup' })).toEqual({ turn: 1, side: 'chile', phase: 'administrative' });
  });
  it('4.1 the game lasts twelve game turns: 168 phases', () => {
    let at: TrackPosition | null = { turn: 1, side: 'chile', phase: 'administrative' };
    let phases = 0;
    let last: TrackPosition | null = null;
    while (at) {
      phases++;
      last = at;
      at = nextPhase(at);
    }
    expect(phases).toBe(12 * 2 * 7);
    expect(last).toEqual({ turn: 12, side: 'allied', phase: 'victoryDetermination' });
  });
});
