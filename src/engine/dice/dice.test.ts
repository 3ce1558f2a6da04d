import { describe, expect, it } from 'vitest';
import { createDice, roll, scriptDice, seedToUint32, throwDie, type DiceState } from './index';
import { throwMany } from '../testing/throwMany';


describe('the seeded dice', () => {
  it('gives the same rolls for the same seed', () => {
    expect(throwMany(createDice('lima'), 50)).toEqual(throwMany(createDice('lima'), 50));
    expect(throwMany(createDice(7), 50)).toEqual(throwMany(createDice(7), 50));
  });
  it('gives other rolls for another seed', () => {
    expect(throwMany(createDice('lima'), 50)).not.toEqual(throwMany(createDice('callao'), 50));
  });
  it('is pinned: seed 1879 always opens with these dice on any machine', () => {
    expect(throwMany(createDice(1879), 10)).toMatchInlineSnapshot(`
      [
        1,
        1,
        5,
        1,
        1,
        5,
        6,
        2,
        1,
        6,
      ]
    `);
  });
  it('continues identically from a state restored through JSON mid-game', () => {
    let d = createDice('arica');
    d = throwDie(throwDie(d).dice).dice;
    const restored = JSON.parse(JSON.stringify(d)) as DiceState;
    expect(throwMany(restored, 20)).toEqual(throwMany(d, 20));
  });
  it('throws only 1 to 6, each face about a sixth of the time', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const v of throwMany(createDice('fair'), 6000)) counts[v - 1]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
    for (const c of counts) expect(c).toBeLessThan(1150);
  });
  it('does not change the state it is given', () => {
    const d = createDice(3);
    const copy = structuredClone(d);
    throwDie(d);
    expect(d).toEqual(copy);
  });
  it('throws scripted dice first, then goes on with the generator where it was', () => {
    const d = createDice(5);
    const scripted = scriptDice(d, [6, 6, 1]);
    const values = throwMany(scripted, 5);
    expect(values.slice(0, 3)).toEqual([6, 6, 1]);
    expect(values.slice(3)).toEqual(throwMany(d, 2));
  });
  it('refuses a scripted die that no die can show', () => {
    expect(() => scriptDice(createDice(1), [7])).toThrow(RangeError);
    expect(() => scriptDice(createDice(1), [0])).toThrow(RangeError);
  });
  it('hashes string seeds to 32 bits, numbers as they are', () => {
    expect(seedToUint32(42)).toBe(42);
    expect(seedToUint32('a')).toBe(seedToUint32('a'));
    expect(seedToUint32('a')).not.toBe(seedToUint32('b'));
    expect(seedToUint32(-1)).toBe(0xffffffff);
  });
});

describe('a roll event', () => {
  it('4.1 keeps the higher of two dice and logs purpose, dice, modifiers and result', () => {
    const { event } = roll(scriptDice(createDice(1), [2, 5]), {
      purpose: { code: 'roll.supplyAllotment', params: {} }, rule: '4.1', side: 'chile', count: 2, reading: 'highest',
    });
    expect(event).toMatchObject({ type: 'roll', purpose: { code: 'roll.supplyAllotment' }, rule: '4.1', dice: [2, 5], result: 5, scripted: true });
  });
  it('7.4 adds each modifier with its code and case', () => {
    const speed = { value: -2, code: 'modifier.lowestSpeed', params: { ship: 'pe-ship-atahualpa' }, rule: '7.4' } as const;
    const { event } = roll(scriptDice(createDice(1), [6]), {
      purpose: { code: 'roll.interception', params: { count: 3 } }, rule: '7.3', side: 'allied', count: 1, reading: 'sum',
      modifiers: [speed],
    });
    expect(event.result).toBe(4);
    expect(event.modifiers).toEqual([speed]);
  });
});
