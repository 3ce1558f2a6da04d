import { describe, expect, it } from 'vitest';
import { neighbours } from '../hex';
import { getMap } from './getMap';
import { NAVAL_AREAS, type NavalArea } from './types';

describe('naval areas I–XIII (2.2, 2.3, 7.5)', () => {
  const map = getMap();
  const sea = Object.values(map.hexes).filter((h) => h.terrain === 'sea');
  const areaOf = (id: string) => map.hexes[id]?.seaArea;

  it('2.2: every sea hex is in exactly one naval area, and only sea hexes are', () => {
    for (const h of Object.values(map.hexes)) {
      if (h.terrain === 'sea') expect(NAVAL_AREAS).toContain(h.seaArea);
      else expect(h.seaArea).toBeUndefined();
    }
  });

  it('2.3 errata: all thirteen areas I–XIII exist', () => {
    expect(new Set(sea.map((h) => h.seaArea))).toEqual(new Set(NAVAL_AREAS));
  });

  it.each(NAVAL_AREAS)('area %s is one contiguous block of sea hexes', (area) => {
    const ids = sea.filter((h) => h.seaArea === area).map((h) => h.id);
    const inArea = new Set(ids);
    const seen = new Set([ids[0]!]);
    const queue = [ids[0]!];
    while (queue.length > 0) {
      const h = queue.pop()!;
      for (const n of neighbours(h)) {
        if (inArea.has(n) && !seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(seen.size).toBe(ids.length);
  });

  it('no orphan sea hex: every sea hex joins the open ocean by sea', () => {
    const start = '1201';
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const h = queue.pop()!;
      for (const n of neighbours(h)) {
        if (!seen.has(n) && map.hexes[n]?.terrain === 'sea') {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(sea.filter((h) => !seen.has(h.id)).map((h) => h.id)).toEqual([]);
  });

  it('7.5: 2415 and 2514 are sea hexes of area VI', () => {
    expect(areaOf('2415')).toBe('VI');
    expect(areaOf('2514')).toBe('VI');
  });

  it('7.5: from Callao 2007 a stack can sail through X, XI, VIII, VII, VI into III, no other area between', () => {
    const order: readonly NavalArea[] = ['X', 'XI', 'VIII', 'VII', 'VI', 'III'];
    // Search over (sea hex, index in order): a step stays in the current area or enters the next one.
    const starts = neighbours('2007').filter((n) => areaOf(n) === 'X');
    expect(starts.length).toBeGreaterThan(0);
    const seen = new Set(starts.map((h) => `${h}:0`));
    const queue = starts.map((h) => ({ h, i: 0 }));
    let reached = false;
    while (queue.length > 0 && !reached) {
      const { h, i } = queue.shift()!;
      if (i === order.length - 1) reached = true;
      for (const n of neighbours(h)) {
        const a = areaOf(n);
        const j = a === order[i] ? i : a === order[i + 1] ? i + 1 : -1;
        if (j >= 0 && !seen.has(`${n}:${j}`)) {
          seen.add(`${n}:${j}`);
          queue.push({ h: n, i: j });
        }
      }
    }
    expect(reached).toBe(true);
  });

  it('7.5: a coast-hugging stack passes within two hexes of 2415 (2514 is next to the coast)', () => {
    expect(neighbours('2514').some((n) => !['sea', undefined].includes(map.hexes[n]?.terrain))).toBe(true);
  });

  it('2.4/7.6: area I touches the southern edge by 3130/3231, where the Chile Holding Box lies', () => {
    const southEdge = sea.filter((h) => h.id.endsWith('31') && h.seaArea === 'I').map((h) => Number(h.id.slice(0, 2)));
    expect(southEdge.length).toBeGreaterThan(0);
    expect(Math.max(...southEdge)).toBeGreaterThanOrEqual(28);
    expect(map.holdingBox.navalArea).toBe('I');
  });

  it('Callao adjoins area X; Arica and Iquique adjoin area III', () => {
    expect(neighbours('2007').map(areaOf)).toContain('X');
    expect(neighbours('3116').map(areaOf)).toContain('III');
  });
});
