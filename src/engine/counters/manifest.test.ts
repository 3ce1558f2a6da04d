import { describe, expect, it } from 'vitest';
import { NAVAL_AREAS } from '../map/types';
import { COMBAT_ADVANTAGE_CHITS, COMBAT_ADVANTAGE_MIX } from './combatAdvantage';
import { FORTS, IQUIQUE_HEX } from './forts';
import * as counters from './index';
import { LAND_UNITS, landUnit } from './landUnits';
import { NADC_CHITS, nadcChitsOf } from './nadc';
import { SHIPS } from './ships';

describe('the counter manifest', () => {
  it('has unique ids across units, ships, forts and chits', () => {
    const ids = [...LAND_UNITS, ...SHIPS, ...FORTS, ...NADC_CHITS, ...COMBAT_ADVANTAGE_CHITS].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has unique names within each nation (generic units are numbered)', () => {
    for (const list of [LAND_UNITS, SHIPS]) {
      const keys = list.map((u) => `${u.nation}/${u.name}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('gives every row a source', () => {
    for (const c of [...LAND_UNITS, ...SHIPS, ...FORTS]) expect(c.source.length, c.id).toBeGreaterThan(10);
  });

  it('counts the counters (docs/counters.md §1)', () => {
    const count = (nation: string) => LAND_UNITS.filter((u) => u.nation === nation).length;
    // Peru's Arica regiment is the Spanish 9.0 GT4 list's (rules option peruGt4), in play only under it.
    expect([count('chile'), count('peru'), count('bolivia')]).toEqual([41, 42, 11]);
    expect(SHIPS.filter((s) => s.nation === 'chile').length).toBe(20);
    expect(SHIPS.filter((s) => s.nation === 'peru').length).toBe(10);
  });

  it('looks up by id and throws on an unknown one', () => {
    expect(landUnit('cl-inf-buin-1').name).toBe('1st Buin');
    expect(() => landUnit('nope')).toThrow(RangeError);
  });

  it('exports everything from the barrel', () => {
    expect(counters.LAND_UNITS).toBe(LAND_UNITS);
    expect(counters.SHIPS).toBe(SHIPS);
    expect(counters.REINFORCEMENT_SCHEDULE).toBeDefined();
  });
});

describe('forts (3.2, 3.3, 9.0)', () => {
  it('are Callao (set-up), Iquique (GT2), Arica (GT4) and La Paz (set-up)', () => {
    expect(FORTS.map((f) => [f.name, f.hex, f.arrivesTurn])).toEqual([
      ['Callao', '2007', null],
      ['Iquique', IQUIQUE_HEX, 2],
      ['Arica', '3116', 4],
      ['La Paz', '3513', null],
    ]);
  });

  it('keeps the provisional Iquique hex in one constant', () => {
    expect(IQUIQUE_HEX).toBe('3218');
  });

  it('gives the inland fort of La Paz no anti-ship factor', () => {
    expect(FORTS.find((f) => f.name === 'La Paz')?.antiShip).toBe(0);
  });
});

describe('2.3 NADC chits', () => {
  it('give each side one chit per naval area, I–XIII', () => {
    for (const side of ['chile', 'allied'] as const) expect(nadcChitsOf(side).map((c) => c.area)).toEqual([...NAVAL_AREAS]);
    expect(NADC_CHITS).toHaveLength(26);
  });
});

describe('8.9 combat advantage chits', () => {
  it('follow the stated mix: two of each effect, one Slaughter', () => {
    for (const [effect, n] of Object.entries(COMBAT_ADVANTAGE_MIX)) {
      expect(COMBAT_ADVANTAGE_CHITS.filter((c) => c.effect === effect), effect).toHaveLength(n);
    }
    expect(COMBAT_ADVANTAGE_CHITS).toHaveLength(13);
  });

  it('name the two inspiring leaders, Abaroa and Bolognesi', () => {
    expect(COMBAT_ADVANTAGE_CHITS.filter((c) => c.effect === 'inspiringLeader').map((c) => c.name)).toEqual([
      'Inspiring Leader: Abaroa',
      'Inspiring Leader: Bolognesi',
    ]);
  });
});
