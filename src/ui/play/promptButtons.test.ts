import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { promptButtons } from './promptButtons';

describe('the prompt\'s buttons', () => {
  it('8.7 put the end of the phase after the attacks ("End Land Combat Phase" stood first, where a tap meant for an attack ended the phase: table QA round 15)', () => {
    const game: GameState = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3222'], 'cl-inf-2nd': ['3124'], 'pe-inf-zepita': ['3123'] } });
    const legal = legalActions(game);
    expect(legal.filter((a) => a.type === 'beginAttack').length).toBeGreaterThan(1);
    const { primary } = promptButtons(game, legal);
    expect(primary.map((a) => a.type)).toEqual([...primary.filter((a) => a.type !== 'endPhase').map((a) => a.type), 'endPhase']);
    expect(primary.length).toBe(legal.length);
  });
});
