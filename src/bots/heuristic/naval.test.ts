import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, newGame, viewFor, type GameState } from '../../engine';
import { heuristicChoose } from './heuristicBot';
import { battleBalance } from './navalBattle';

/** Heuristic against heuristic until `stop` holds (or the game ends). */
function playUntil(seed: number, stop: (s: GameState) => boolean): GameState {
  let state = newGame({ seed, options: {} });
  for (let side = activeSide(state); side !== null && !stop(state); side = activeSide(state)) {
    const r = applyAction(state, heuristicChoose(viewFor(state, side), legalActions(state)));
    if (!r.ok) throw new Error(r.error.message.code);
    state = r.state;
  }
  return state;
}

const IRONCLADS = ['cl-ship-cochrane', 'cl-ship-blanco-encalada'];

describe('the heuristic at sea', () => {
  it('keeps a Supply Column at Antofagasta for the squadron to sail on turn 1 (7.8)', () => {
    const s = playUntil(71000, (x) => x.turn === 1 && x.side === 'chile' && x.phase === 'navalMovement');
    const atAntofagasta = Object.values(s.supply).filter((c) => c.location.kind === 'hex' && c.location.hex === '3123').length;
    expect(atAntofagasta).toBeGreaterThanOrEqual(1);
  });

  it('has the ironclads at sea, not stranded in port, by the end of turn 2', () => {
    const s = playUntil(71000, (x) => x.turn === 3);
    for (const id of IRONCLADS) {
      const loc = s.ships[id]!.location;
      if (loc.kind !== 'hex') continue; // sunk or in the box for repairs: not stranded at Antofagasta
      expect(loc.hex).not.toBe('3123');
    }
  });

  it('judges Cochrane and Blanco Encalada stronger than Huáscar and Independencia, and better against them than two wooden ships (7.9, 7.10)', () => {
    const view = viewFor(newGame({ seed: 1, options: {} }), 'chile');
    const peru = ['pe-ship-huascar', 'pe-ship-independencia'];
    expect(battleBalance(view, IRONCLADS, peru)).toBeGreaterThan(1);
    expect(battleBalance(view, IRONCLADS, peru)).toBeGreaterThan(battleBalance(view, ['cl-ship-esmeralda', 'cl-ship-covadonga'], peru) + 1);
  });
});
