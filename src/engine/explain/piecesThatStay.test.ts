import { describe, expect, it } from 'vitest';
import { movableAt } from '../land/movers';
import type { GameState } from '../state';
import { historicalSetupDone } from '../testing/play';
import { piecesThatStay } from './piecesThatStay';

/** Antofagasta (3123) after the historical set-up: six Chilean units and three Supply Columns. */
function antofagasta(): GameState {
  const s = historicalSetupDone('staying');
  return {
    ...s,
    units: { ...s.units, 'cl-cav-granaderos': { ...s.units['cl-cav-granaderos']!, builtTurn: s.turn } },
    land: { ...s.land, moved: ['cl-inf-2nd', 'sc-5'] },
    amphibiousAssaults: [{ hex: '3123', side: 'chile', units: ['cl-inf-3rd', 'cl-inf-4th'] }],
  };
}

describe('the pieces that cannot join a move, and why (8.2, 7.6)', () => {
  it('8.2 moved already or built this turn, 7.6 landed to assault: each named with its case', () => {
    expect(piecesThatStay(antofagasta(), 'chile', '3123')).toEqual([
      { piece: 'cl-inf-2nd', reason: 'moved', rule: '8.2' },
      { piece: 'cl-inf-3rd', reason: 'landed', rule: '7.6' },
      { piece: 'cl-inf-4th', reason: 'landed', rule: '7.6' },
      { piece: 'cl-cav-granaderos', reason: 'built', rule: '8.2' },
      { piece: 'sc-5', reason: 'moved', rule: '8.2' },
    ]);
  });

  it("8.2 the pieces that stay and the pieces that may move are the space's pieces, each once", () => {
    const s = antofagasta();
    const staying = piecesThatStay(s, 'chile', '3123').map((p) => p.piece);
    const movable = movableAt(s, 'chile', '3123');
    expect([...staying, ...movable].sort()).toEqual(['cl-cav-cazadores', 'cl-cav-granaderos', 'cl-inf-2nd', 'cl-inf-3rd', 'cl-inf-4th', 'cl-inf-buin-1', 'sc-5', 'sc-6', 'sc-7']);
    expect(staying.filter((p) => movable.includes(p))).toEqual([]);
    expect(piecesThatStay(s, 'allied', '3123')).toEqual([]);
  });
});
