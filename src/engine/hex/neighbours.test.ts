import { describe, expect, it } from 'vitest';
import { areAdjacent, neighbours } from './neighbours';

describe('neighbours (even-q)', () => {
  it('lists the six neighbours of 2415 (even column, shifted down)', () => {
    expect(neighbours('2415').sort()).toEqual(['2315', '2316', '2414', '2416', '2515', '2516'].sort());
  });
  it('lists the six neighbours of 2514 (odd column)', () => {
    expect(neighbours('2514').sort()).toEqual(['2413', '2414', '2513', '2515', '2613', '2614'].sort());
  });
  it('2007 (Callao) is adjacent to 2008 (Lima)', () => {
    expect(areAdjacent('2007', '2008')).toBe(true);
  });
  it('3130 and 3231 (the Holding Box entry hexes) are not adjacent', () => {
    expect(areAdjacent('3130', '3231')).toBe(false);
  });
  it('adjacency is symmetric', () => {
    for (const a of ['2415', '2514', '3130', '0101']) for (const b of neighbours(a)) expect(neighbours(b)).toContain(a);
  });
});
