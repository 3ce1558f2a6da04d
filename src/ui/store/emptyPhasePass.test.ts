import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { canUndo } from './canUndo';
import { legalActionsOf, sideToAct } from './selectors';
import { useGameStore } from './useGameStore';

const store = () => useGameStore.getState();

/**
 * Hot seat: each side ends every phase as soon as it may (else its first action), until the interface
 * passes a phase (`sameSide`: and the side that ended the phase before is still to act).
 */
function endPhasesUntilOnePassed(sameSide = false): { phaseEnded: string; steps: number; ender: string } {
  for (let i = 0; i < 400; i++) {
    const side = sideToAct(store().game)!;
    if (store().viewer !== side) store().takeOver(side);
    const legal = legalActionsOf(store().game);
    const action = legal.find((a) => a.type === 'endPhase') ?? legal[0]!;
    const phaseEnded = store().game.phase;
    const steps = store().actions.length;
    store().dispatch(action);
    if (store().passedPhases > 0 && (!sameSide || sideToAct(store().game) === side)) return { phaseEnded, steps, ender: side };
  }
  throw new Error('no phase passed');
}

describe('the store passes a phase with nothing to do (4.1, play/emptyPhase.ts)', () => {
  beforeEach(() => {
    localStorage.clear();
    store().startGame({ seed: 'store-pass', setup: 'historical' });
  });

  it('4.1 ending a phase passes the next ones that offer nothing but their end, and says so', () => {
    const { steps } = endPhasesUntilOnePassed();
    const passed = store().passedPhases;
    expect(store().actions).toHaveLength(steps + 1 + passed);
    expect(store().actions.slice(-passed).every((a) => a.type === 'endPhase')).toBe(true);
    expect(store().notice).toMatch(/^(Chile|Allies): nothing to do in the .+ Phase, passed on \(4\.1\)\.$/);
    // The passed phases are in the log as every phase is (their beginnings).
    expect(store().log.filter((e) => e.step > steps && e.event.type === 'phaseBegan').length).toBeGreaterThanOrEqual(passed + 1);
  });

  it('gen-undo: one Undo takes back the phases passed with the ending that led into them', () => {
    const { phaseEnded, steps } = endPhasesUntilOnePassed(true);
    const passed = store().passedPhases;
    expect(canUndo(store())).toBe(true);
    store().undo();
    expect(store().actions).toHaveLength(steps);
    expect(store().game.phase).toBe(phaseEnded);
    expect(store().passedPhases).toBe(0);
    expect(store().log.filter((e) => e.event.type === 'undone')).toHaveLength(passed + 1);
  });

  it('gen-undo: a pass never hands the game to the other side: the player ends his player turn himself, and may still take back what led there (table QA round 14)', () => {
    let passes = 0;
    for (let i = 0; i < 300 && store().game.turn < 4; i++) {
      const side = sideToAct(store().game)!;
      if (store().viewer !== side) store().takeOver(side);
      const legal = legalActionsOf(store().game);
      const action = legal.find((a) => a.type === 'endPhase') ?? legal[0]!;
      store().dispatch(action);
      if (store().passedPhases === 0) continue;
      passes++;
      expect(sideToAct(store().game)).toBe(side);
      if (action.type === 'endPhase' && side === 'chile' && store().game.phase === 'victoryDetermination') {
        // Chile's Land Combat Phase passed, its Victory Determination Phase waits: Undo is still there.
        expect(canUndo(store())).toBe(true);
      }
    }
    expect(passes).toBeGreaterThan(3);
  });

  it('a phase with nothing to do waits for the player in a lesson (its script ends it)', () => {
    endPhasesUntilOnePassed(true);
    store().undo();
    const ending = legalActionsOf(store().game).find((a) => a.type === 'endPhase')!;
    const passedTo = store().game;
    useGameStore.setState({ lesson: { id: 'a-lesson', events: [], cursor: 0, begun: true } });
    store().dispatch(ending);
    expect(store().passedPhases).toBe(0);
    expect(store().game.step).toBe(passedTo.step + 1);
    expect(store().game.phase).not.toBe(passedTo.phase);
    expect(legalActionsOf(store().game).map((a) => a.type)).toEqual(['endPhase']);
  });
});
