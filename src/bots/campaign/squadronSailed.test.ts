import { describe, expect, it } from 'vitest';
import { at } from '../../engine';
import { phaseBegan, scriptedState, scriptedStep } from './scripted';
import { squadronSailedTally } from './squadronSailed';
import { runTallies } from './tally';

const moved = (side: 'chile' | 'allied', ships: string[]) => ({ type: 'shipsMoved' as const, side, ships, to: at.hex('3020'), rule: '7.2' });

describe("Chile's squadron at sea (7.2)", () => {
  it('counts the turns after turn 1 in which a Chilean warship moved; transports and Allied ships do not count', () => {
    const t = squadronSailedTally();
    const s = scriptedState();
    runTallies([
      scriptedStep(s, [phaseBegan(1, 'chile', 'navalMovement'), moved('chile', ['cl-ship-cochrane'])]),
      scriptedStep(s, [phaseBegan(2, 'chile', 'navalMovement'), moved('chile', ['cl-ship-loa']), moved('allied', ['pe-ship-huascar'])]),
      scriptedStep(s, [phaseBegan(3, 'chile', 'navalMovement'), moved('chile', ['cl-ship-loa', 'cl-ship-covadonga']), moved('chile', ['cl-ship-covadonga'])]),
      scriptedStep(s, [phaseBegan(5, 'chile', 'navalMovement'), moved('chile', ['cl-ship-cochrane'])]),
    ], [t]);
    expect(t.result(s)).toEqual({ sailedAfterTurn1: true, turns: [3, 5] });
  });

  it('a squadron that sails only on turn 1 has not sailed after it', () => {
    const t = squadronSailedTally();
    const s = scriptedState();
    runTallies([scriptedStep(s, [phaseBegan(1, 'chile', 'navalMovement'), moved('chile', ['cl-ship-cochrane'])])], [t]);
    expect(t.result(s)).toEqual({ sailedAfterTurn1: false, turns: [] });
  });
});
