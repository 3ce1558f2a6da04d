import { describe, expect, it } from 'vitest';
import { seedFromText } from './seedFromText';
import { seedToUint32 } from './seed';

describe('seedFromText', () => {
  it('digits are the number they spell, as the command line reads --seed', () => {
    expect(seedFromText('7')).toBe(7);
    expect(seedFromText(' 93800 ')).toBe(93800);
    expect(seedToUint32(seedFromText('7'))).toBe(seedToUint32(7));
    expect(seedToUint32(seedFromText('7'))).not.toBe(seedToUint32('7'));
  });
  it('anything else, or digits past a safe whole number, stays text', () => {
    expect(seedFromText('qa-abc')).toBe('qa-abc');
    expect(seedFromText('7a')).toBe('7a');
    expect(seedFromText('-7')).toBe('-7');
    expect(seedFromText('12345678901234567890')).toBe('12345678901234567890');
  });
});
