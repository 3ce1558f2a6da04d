import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../engine';
import { situation } from '../../engine/land/testKit';
import type { LandMoveDecision } from '../../engine/land/types';
import { useGameStore } from '../store';
import { isNewRoll, useMoveInSight } from './useMoveInSight';

const store = useGameStore.getState;
const take = (test: (a: Action) => boolean) => {
  const a = legalActions(store().game).find(test);
  if (!a) throw new Error('no such action');
  act(() => store().dispatch(a));
};

describe('a land move comes into view as it is rolled (8.2–8.6)', () => {
  it('8.6 a stack rolling out of the Chile Holding Box brings the hexes it can reach into view, once a roll, not at each step', () => {
    // Chile's 1st Line regiment in the Holding Box; the allowance roll 5 and 3 (no doubles): 5 MP.
    const game = situation({ side: 'chile', units: { 'cl-inf-buin-1': ['holdingBox'] }, dice: [5, 3] });
    act(() => useGameStore.setState({ game, start: null, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, mapFocus: null }));
    renderHook(() => useMoveInSight());
    take((a) => a.type === 'beginMove');
    expect(store().mapFocus).toBeNull();
    take((a) => a.type === 'rollMove');
    const focus = store().mapFocus;
    expect(focus).not.toBeNull();
    // The Holding Box's land exits (8.6 note) and beyond: hexes far down the map.
    expect(focus!.hexes).toEqual(expect.arrayContaining(['3130']));
    expect(focus!.hexes).not.toContain('holdingBox');
    // A step on: the map is left where the player has it.
    take((a) => a.type === 'moveStep');
    expect(store().mapFocus).toBe(focus);
  });

  it('8.4 a roll again is a new roll; a step or a piece dropped off is not', () => {
    const move: LandMoveDecision = { kind: 'landMove', side: 'chile', rule: '8.2', at: '3130', pieces: ['a', 'b'], mp: 4, path: ['3130'], doubles: false, rolledWith: ['a', 'b'] };
    expect(isNewRoll(null, move)).toBe(true);
    const stepped = { ...move, at: '3131', mp: 3, path: ['3130', '3131'] };
    expect(isNewRoll(move, stepped)).toBe(false);
    expect(isNewRoll(stepped, { ...stepped, pieces: ['a'] })).toBe(false);
    expect(isNewRoll(stepped, { ...stepped, rule: '8.4', mp: 6 })).toBe(true);
    expect(isNewRoll(move, { ...move, rule: '8.4', mp: 2 })).toBe(true);
  });
});
