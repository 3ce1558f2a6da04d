import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../canonicalJson';
import { newGame } from '../newGame';
import type { Side } from '../side';
import { hashText, stateHash, stateHasher } from '../stateHash';
import { playRandomly } from '../testing/play';
import { controlFromRecord, controlRecord } from './controlRecord';
import { controller } from './controller';
import { occupy } from './occupy';
import { sortedIndex } from './sortedIndex';

const inOrder = (list: readonly string[]) => list.every((h, i) => i === 0 || list[i - 1]! < h);

describe('hex control (3.0) as two lists of hex ids (issue 20 §4)', () => {
  it('3.0 a hex a side enters leaves the other side\'s list and joins its own, both kept in order', () => {
    let s = newGame({ seed: 'control-1' });
    expect(controller(s, '3520')).toBeNull();
    s = occupy(s, '3520', 'allied');
    s = occupy(s, '2007', 'allied');
    expect(s.control).toEqual({ chile: [], allied: ['2007', '3520'] });
    s = occupy(s, '3520', 'chile');
    expect(s.control).toEqual({ chile: ['3520'], allied: ['2007'] });
    expect(controller(s, '3520')).toBe('chile');
    expect(controller(s, '2007')).toBe('allied');
    expect(controller(s, '0101')).toBeNull();
  });

  it('3.0 entering a hex one\'s side already controls changes nothing (the same state object)', () => {
    const s = occupy(newGame({ seed: 'control-2' }), '3123', 'chile');
    expect(occupy(s, '3123', 'chile')).toBe(s);
  });

  it('answers as a record by hex id would, over 2,000 random entries', () => {
    let x = 3;
    const random = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
    const hexes = Array.from({ length: 60 }, (_, i) => `${String(10 + Math.floor(i / 6)).padStart(2, '0')}${String(1 + ((i * 7) % 30)).padStart(2, '0')}`);
    const record: Record<string, Side> = {};
    let s = newGame({ seed: 'control-3' });
    for (let i = 0; i < 2000; i++) {
      const hex = hexes[Math.floor(random() * hexes.length)]!;
      const side: Side = random() < 0.5 ? 'chile' : 'allied';
      record[hex] = side;
      s = occupy(s, hex, side);
      expect(inOrder(s.control.chile) && inOrder(s.control.allied)).toBe(true);
    }
    for (const hex of [...hexes, '0000', '9999']) expect(controller(s, hex)).toBe(record[hex] ?? null);
    expect(controlRecord(s.control)).toEqual(record);
    expect(controlFromRecord(record)).toEqual(s.control);
  });

  it('the state hash is taken over control as a record by hex id, as before: game files made earlier still verify', () => {
    let checked = 0;
    const hasher = stateHasher();
    playRandomly(21, 600, (s) => {
      if (checked++ % 25 !== 0) return;
      const asBefore = hashText(canonicalJson({ ...s, control: controlRecord(s.control) }));
      expect(stateHash(s)).toBe(asBefore);
      expect(hasher(s)).toBe(asBefore);
    });
    expect(checked).toBeGreaterThan(100);
  });

  it('sortedIndex finds a hex, or where it would go', () => {
    const list = ['2007', '2108', '3123'];
    expect(sortedIndex(list, '2007')).toBe(0);
    expect(sortedIndex(list, '2100')).toBe(1);
    expect(sortedIndex(list, '3123')).toBe(2);
    expect(sortedIndex(list, '3500')).toBe(3);
    expect(sortedIndex([], '2007')).toBe(0);
  });
});
