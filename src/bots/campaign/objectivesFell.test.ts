import { describe, expect, it } from 'vitest';
import { objectivesFellTally } from './objectivesFell';
import { objectivesOf } from './objectives';
import { scriptedState, scriptedStep } from './scripted';
import { runTallies } from './tally';

describe('the turn each objective fell (3.0 control, 5.1)', () => {
  it('follows every VP hex and the historical towns', () => {
    const names = objectivesOf().map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Lima', 'Callao', 'Arica', 'Tacna', 'Iquique', 'Pisagua', 'Tarapacá', 'Calama']));
  });

  it('records the first turn Chile controls the hex, not a later retaking', () => {
    const t = objectivesFellTally();
    const arica = objectivesOf().find((o) => o.name === 'Arica')!.hex;
    const s = (turn: number, holder?: 'chile' | 'allied') => scriptedState({ turn, control: holder ? { [arica]: holder } : {} });
    runTallies([scriptedStep(s(1), [], s(2)), scriptedStep(s(2), [], s(3, 'chile')), scriptedStep(s(3), [], s(5, 'allied')), scriptedStep(s(5), [], s(7, 'chile'))], [t]);
    const r = t.result(s(7, 'chile'));
    expect(r.fell.Arica).toBe(3);
    expect(r.fell.Lima).toBeNull();
    expect(r.heldAtEnd.Arica).toBe(true);
  });
});
