import { describe, expect, it } from 'vitest';
import { cubeToOffset, hexToCube, offsetToCube } from './cube';

describe('even-q cube conversion', () => {
  it('keeps q + r + s = 0', () => {
    for (const [col, row] of [[20, 7], [31, 30], [0, 0], [45, 2]] as const) {
      const c = offsetToCube({ col, row });
      expect(c.q + c.r + c.s).toBe(0);
    }
  });
  it('round-trips offset coordinates', () => {
    for (let col = 0; col < 12; col++) for (let row = 0; row < 12; row++) expect(cubeToOffset(offsetToCube({ col, row }))).toEqual({ col, row });
  });
  it('shifts even columns down: 2415 sits lower than 2515 relative to its row', () => {
    // In even-q, an even column's row r lies half a hex below the odd column's row r.
    expect(hexToCube('2415').r).toBe(3);
    expect(hexToCube('2515').r).toBe(2);
  });
});
