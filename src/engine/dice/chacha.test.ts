import { describe, expect, it } from 'vitest';
import { createDice, drawOne, scriptDice, throwDie, withNewSecret, type DiceState } from './index';
import { throwMany } from '../testing/throwMany';
import { chachaWord } from './chachaWord';

const SECRET = '00112233445566778899aabbccddeeff';
const OTHER = 'ffeeddccbbaa99887766554433221100';


describe('dice with a secret (issue 17): ChaCha20 keyed by the seed and the secret', () => {
  it('reads the ChaCha20 keystream of RFC 8439 (A.1 test vectors 1 and 2: zero key and nonce, blocks 0 and 1)', () => {
    const zero = [0, 0, 0, 0, 0, 0, 0, 0];
    expect(chachaWord(zero, 0)).toBe(0xade0b876); // 76 b8 e0 ad
    expect(chachaWord(zero, 1)).toBe(0x903df1a0); // a0 f1 3d 90
    expect(chachaWord(zero, 16)).toBe(0xbee7079f); // block 1: 9f 07 e7 be
  });
  it('gives the same dice for the same seed and secret', () => {
    expect(throwMany(createDice('lima', SECRET), 40)).toEqual(throwMany(createDice('lima', SECRET), 40));
  });
  it('gives other dice for another secret, and for another seed', () => {
    const base = throwMany(createDice('lima', SECRET), 40);
    expect(throwMany(createDice('lima', OTHER), 40)).not.toEqual(base);
    expect(throwMany(createDice('callao', SECRET), 40)).not.toEqual(base);
    expect(throwMany(createDice('lima'), 40)).not.toEqual(base);
  });
  it('throws only 1 to 6, each face about a sixth of the time', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const v of throwMany(createDice('fair', SECRET), 6000)) counts[v - 1]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
    for (const c of counts) expect(c).toBeLessThan(1150);
  });
  it('draws every index of a cup of 13 about equally often (8.9)', () => {
    const counts = Array<number>(13).fill(0);
    let d = createDice('cup', SECRET);
    for (let i = 0; i < 6500; i++) {
      const r = drawOne(d, 13);
      counts[r.index]!++;
      d = r.dice;
    }
    for (const c of counts) expect(c).toBeGreaterThan(400);
    for (const c of counts) expect(c).toBeLessThan(600);
  });
  it('continues identically from a state restored through JSON mid-game', () => {
    let d = createDice('arica', SECRET);
    d = throwDie(throwDie(d).dice).dice;
    const restored = JSON.parse(JSON.stringify(d)) as DiceState;
    expect(throwMany(restored, 20)).toEqual(throwMany(d, 20));
  });
  it('throws scripted dice first, then goes on with the stream where it was', () => {
    const d = createDice(5, SECRET);
    const values = throwMany(scriptDice(d, [6, 6, 1]), 5);
    expect(values).toEqual([6, 6, 1, ...throwMany(d, 2)]);
  });
  it('a new secret starts a new stream and keeps the count of dice thrown', () => {
    let d = createDice('tacna', SECRET);
    for (let i = 0; i < 7; i++) d = throwDie(d).dice;
    const rekeyed = withNewSecret(d, 'tacna', OTHER);
    expect(rekeyed.thrown).toBe(7);
    expect(throwMany(rekeyed, 20)).not.toEqual(throwMany(d, 20));
  });
  it('refuses a secret that is not 32 lower-case hex digits', () => {
    expect(() => createDice(1, 'abc')).toThrow(RangeError);
    expect(() => createDice(1, SECRET.toUpperCase())).toThrow(RangeError);
  });
});
