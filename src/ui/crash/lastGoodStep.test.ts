import { describe, expect, it } from 'vitest';
import { newGame, type Action, type GameState } from '../../engine';
import { lastGoodStep } from './lastGoodStep';

const SETUP: Action[] = [
  { type: 'historicalSetup', side: 'allied' },
  { type: 'endPhase', side: 'allied' },
  { type: 'historicalSetup', side: 'chile' },
];

describe('going back to the last good step after a crash', () => {
  it('rebuilds the game from its actions minus the last, with their log', () => {
    const good = lastGoodStep(newGame({ seed: 'good-step' }), SETUP)!;
    expect(good.actions).toEqual(SETUP.slice(0, 2));
    expect(good.game.step).toBe(2);
    expect(good.log.length).toBeGreaterThan(0);
    expect(good.log.every((e) => e.step <= 2)).toBe(true);
  });

  it('stops before an action the engine refuses', () => {
    const refused: Action = { type: 'endPhase', side: 'chile' };
    const good = lastGoodStep(newGame({ seed: 'good-step' }), [SETUP[0]!, refused, SETUP[1]!, SETUP[2]!])!;
    expect(good.actions).toEqual([SETUP[0]]);
  });

  it('stops before a state that breaks the invariants (2.7 steps in range)', () => {
    const first = newGame({ seed: 'good-step' });
    const good = lastGoodStep(first, SETUP)!;
    const unit = Object.keys(good.game.units).find((id) => good.game.units[id]!.location.kind === 'hex')!;
    const broken: GameState = { ...first, units: { ...first.units, [unit]: { ...first.units[unit]!, steps: 9 } } };
    expect(lastGoodStep(broken, SETUP)).toBeNull();
  });
});
