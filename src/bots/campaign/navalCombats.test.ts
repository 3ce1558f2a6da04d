import { describe, expect, it } from 'vitest';
import { navalCombatsTally } from './navalCombats';
import { phaseBegan, scriptedState, scriptedStep } from './scripted';
import { runTallies } from './tally';

describe('naval combats (7.9)', () => {
  it('counts each navalCombatBegan with the turn it was fought in', () => {
    const t = navalCombatsTally();
    const s = scriptedState({ turn: 4 });
    runTallies([
      scriptedStep(s, [phaseBegan(4, 'allied', 'navalCombat'), { type: 'navalCombatBegan', hex: '3020', ships: ['pe-ship-huascar', 'cl-ship-cochrane'], rule: '7.9' }, { type: 'navalCombatEnded', hex: '3020', rule: '7.9' }]),
      scriptedStep(s, [phaseBegan(6, 'chile', 'navalCombat'), { type: 'navalCombatBegan', hex: '2007', ships: ['pe-ship-union', 'cl-ship-cochrane'], rule: '7.9' }]),
    ], [t]);
    expect(t.result(s)).toEqual({ count: 2, turns: [4, 6] });
  });

  it('is nought in a game with no naval combat', () => {
    const t = navalCombatsTally();
    expect(t.result(scriptedState())).toEqual({ count: 0, turns: [] });
  });
});
