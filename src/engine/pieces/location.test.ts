import { describe, expect, it } from 'vitest';
import { at, hexOf, sameLocation } from './location';

describe('locations', () => {
  it('compare by place', () => {
    expect(sameLocation(at.hex('2008'), at.hex('2008'))).toBe(true);
    expect(sameLocation(at.hex('2008'), at.hex('2007'))).toBe(false);
    expect(sameLocation(at.turnTrack(3), at.turnTrack(3))).toBe(true);
    expect(sameLocation(at.turnTrack(3), at.turnTrack(4))).toBe(false);
    expect(sameLocation(at.holdingBox, at.deadPile)).toBe(false);
    expect(sameLocation(at.aboard('cl-tr-rimac'), at.aboard('cl-tr-rimac'))).toBe(true);
  });
  it('only a hex is on the map', () => {
    expect(hexOf(at.hex('3116'))).toBe('3116');
    expect(hexOf(at.holdingBox)).toBeNull();
  });
});
