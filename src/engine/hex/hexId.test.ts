import { describe, expect, it } from 'vitest';
import { hexId, isHexId, parseHexId } from './hexId';

describe('hex ids (XXYY: column then row)', () => {
  it('parses Callao 2007 as column 20, row 7', () => {
    expect(parseHexId('2007')).toEqual({ col: 20, row: 7 });
  });
  it('formats with leading zeros', () => {
    expect(hexId(20, 8)).toBe('2008');
    expect(hexId(5, 3)).toBe('0503');
  });
  it('round-trips every id', () => {
    for (const id of ['0101', '3130', '3231', '9999']) expect(hexId(parseHexId(id).col, parseHexId(id).row)).toBe(id);
  });
  it('rejects malformed ids', () => {
    expect(isHexId('207')).toBe(false);
    expect(isHexId('20077')).toBe(false);
    expect(isHexId(2007)).toBe(false);
    expect(() => parseHexId('ab12')).toThrow(RangeError);
    expect(() => hexId(100, 1)).toThrow(RangeError);
  });
});
