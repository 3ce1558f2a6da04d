import { describe, expect, it } from 'vitest';
import { phaseBegan, scriptedState, scriptedStep } from './scripted';
import { shipsLostTally } from './shipsLost';
import { runTallies } from './tally';

describe('ships lost (7.9, 10.1)', () => {
  it('counts warships and transports sunk by the side that lost them, and captures apart', () => {
    const t = shipsLostTally();
    const s = scriptedState();
    runTallies([
      scriptedStep(s, [
        phaseBegan(3, 'chile', 'navalCombat'),
        { type: 'shipSunk', side: 'chile', ship: 'cl-ship-loa', cargo: [], rule: '7.9' },
        phaseBegan(4, 'allied', 'navalCombat'),
        { type: 'captureAttempt', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar', outcome: 'captured', rule: '10.1' },
        { type: 'shipSunk', side: 'allied', ship: 'pe-ship-independencia', cargo: [], rule: '7.9' },
        { type: 'shipSunk', side: 'chile', ship: 'cl-ship-esmeralda', cargo: [], rule: '7.9' },
      ]),
    ], [t]);
    expect(t.result(s)).toEqual({
      warshipsSunk: { chile: 1, allied: 1 },
      transportsSunk: { chile: 1, allied: 0 },
      warshipsCaptured: { chile: 0, allied: 1 },
      firstWarshipLostTurn: 4,
    });
  });
});
