import { describe, expect, it } from 'vitest';
import { at, type GameEvent } from '../../engine';
import { oscillationTally } from './oscillation';
import { phaseBegan, scriptedState, scriptedStep } from './scripted';
import { runTallies } from './tally';

const moved = (pieces: string[], from: string, to: string): GameEvent => ({ type: 'landMoved', side: 'allied', pieces, from, to, cost: 1, mpLeft: 3, rule: '8.2' });
const s = scriptedState({ ships: { 'cl-ship-loa': '3125' } });
const count = (events: GameEvent[]) => {
  const t = oscillationTally();
  runTallies([scriptedStep(s, events)], [t]);
  return t.result(s);
};

describe('waste: back-and-forth moves within a phase (8.2, 7.2)', () => {
  it('La Paz → 3514 → La Paz in one Land Movement Phase is a return', () => {
    const r = count([phaseBegan(1, 'allied', 'landMovement'), moved(['bo-inf-sucre', 'bo-inf-aroma'], '3513', '3514'), moved(['bo-inf-sucre'], '3514', '3513')]);
    expect(r.land).toBe(1);
    expect(r.list).toEqual([{ side: 'allied', turn: 1, phase: 'landMovement', pieces: ['bo-inf-sucre'], to: '3513' }]);
  });

  it('a longer loop is a return too; a straight march is not', () => {
    expect(count([phaseBegan(1, 'allied', 'landMovement'), moved(['bo-inf-sucre'], '3513', '3514'), moved(['bo-inf-sucre'], '3514', '3414'), moved(['bo-inf-sucre'], '3414', '3513')]).land).toBe(1);
    expect(count([phaseBegan(1, 'allied', 'landMovement'), moved(['bo-inf-sucre'], '3513', '3514'), moved(['bo-inf-sucre'], '3514', '3515')]).land).toBe(0);
  });

  it('coming back in a later phase is not a return', () => {
    expect(count([phaseBegan(1, 'allied', 'landMovement'), moved(['bo-inf-sucre'], '3513', '3514'), phaseBegan(2, 'allied', 'landMovement'), moved(['bo-inf-sucre'], '3514', '3513')]).land).toBe(0);
  });

  it('a ship sailing out of Antofagasta and back in the same phase returns', () => {
    const sail = (hex: string): GameEvent => ({ type: 'shipsMoved', side: 'chile', ships: ['cl-ship-loa'], to: at.hex(hex), rule: '7.2' });
    expect(count([phaseBegan(2, 'chile', 'navalMovement'), sail('3025'), sail('3125')]).naval).toBe(1);
  });
});
