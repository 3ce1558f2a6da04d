import { describe, expect, it } from 'vitest';
import { areAdjacent } from './neighbours';
import { distance } from './distance';
import { line } from './line';

describe('line', () => {
  it('runs from a to b in distance + 1 adjacent steps', () => {
    const l = line('2007', '3116');
    expect(l[0]).toBe('2007');
    expect(l.at(-1)).toBe('3116');
    expect(l).toHaveLength(distance('2007', '3116') + 1);
    for (let i = 1; i < l.length; i++) expect(areAdjacent(l[i - 1]!, l[i]!)).toBe(true);
  });
  it('is the hex itself for a = b', () => {
    expect(line('2415', '2415')).toEqual(['2415']);
  });
  it('7.5: the line from 2415 to 2514 is 3 hexes', () => {
    expect(line('2415', '2514')).toHaveLength(3);
  });
});
