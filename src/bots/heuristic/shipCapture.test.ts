import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type GameState } from '../../engine';
import { battleIn2814, shipAt, withDice } from '../../engine/naval/testKit';
import { act } from '../../engine/testing/play';
import { heuristicChoose } from './heuristicBot';
import { captureWorth, shipCapture } from './shipCapture';

/** Chile sails from 2915 into 2814 where Peruvian ships wait; Peru intercepts; both fire, nobody hit. */
function battleOver(ships: Record<string, ReturnType<typeof shipAt>>, chileShips: string[], shipCapture = true): GameState {
  // Every shot misses (a 6 never hits unless the gunfire is above 6 + armour).
  let s = withDice(battleIn2814(ships, chileShips, { options: { shipCapture } }), [6, 6, 6, 6, 6, 6]);
  for (let pending = s.pending.at(-1); pending?.kind === 'navalFire'; pending = s.pending.at(-1)) s = act(s, legalActions(s)[0]!).state;
  return s;
}

describe('10.1 the heuristic tries ship captures', () => {
  it('10.1 after a battle that left the enemy warship damaged, it tries to capture her rather than decline', () => {
    const s = battleOver({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('2814', true) }, ['cl-ship-cochrane']);
    expect(s.pending.at(-1)).toMatchObject({ kind: 'shipCapture', side: 'chile' });
    expect(legalActions(s)).toContainEqual({ type: 'declineCapture', side: 'chile' });
    expect(heuristicChoose(viewFor(s, 'chile'), legalActions(s))).toEqual({ type: 'attemptCapture', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-pilcomayo' });
  });

  it('10.1 an attempt is worth trying: half the time the enemy ship is gone, one time in six the capturer is damaged', () => {
    const s = battleOver({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('2814', true) }, ['cl-ship-cochrane']);
    const view = viewFor(s, 'chile');
    // Pilcomayo (gunfire 3, armour 0): (2/6 + 2 × 1/6) × 3 − 1/6 × 0.5 × Cochrane's 6 + 3 = 2 − 0.75.
    expect(captureWorth(view, 'cl-ship-cochrane', 'pe-ship-pilcomayo')).toBeCloseTo(1.25, 5);
  });

  it('10.1 it tries the most valuable enemy ship first, risking its least valuable warship', () => {
    const s = battleOver({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('2814', true) }, ['cl-ship-cochrane']);
    const view = viewFor(s, 'chile');
    const pairs: Action[] = [
      { type: 'attemptCapture', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-pilcomayo' },
      { type: 'attemptCapture', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' },
      { type: 'attemptCapture', side: 'chile', ship: 'cl-ship-covadonga', target: 'pe-ship-huascar' },
      { type: 'declineCapture', side: 'chile' },
    ];
    expect(shipCapture(view, pairs)).toEqual(pairs[2]);
  });

  it('without the optional rule there is nothing to decide: the battle simply ends', () => {
    const s = battleOver({ 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('2814', true) }, ['cl-ship-cochrane'], false);
    expect(s.pending.find((p) => p.kind === 'shipCapture')).toBeUndefined();
  });
});
