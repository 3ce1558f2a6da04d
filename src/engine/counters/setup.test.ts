import { DEFAULT_OPTIONS } from '../rules/options';
import { describe, expect, it } from 'vitest';
import { LAND_UNITS, landUnitsInPlay } from './landUnits';
import { RECRUIT_POOLS } from './recruitPools';
import { SETUP_GROUPS, isSetupGroupId } from './setupGroups';
import { SUPPLY_SETUP } from './supplySetup';
import { SHIPS } from './ships';
import { FORTS } from './forts';
import type { LandUnitRecord } from './types';

/** A rules line: kind/size/name ("*" = generic), its set-up group, and whether it sets up reduced. */
type Line = readonly [signature: string, group: string, reduced: boolean, count?: number];

function expand(lines: readonly Line[]): string[] {
  return lines.flatMap(([sig, group, reduced, count = 1]) => Array.from({ length: count }, () => `${sig} @${group}${reduced ? ' reduced' : ''}`)).sort();
}

function signature(u: LandUnitRecord): string {
  return `${u.kind}/${u.size}/${u.generic ? '*' : u.name} @${u.setupGroup}${u.setupReduced ? ' reduced' : ''}`;
}

function startingUnits(nation: LandUnitRecord['nation']): string[] {
  return LAND_UNITS.filter((u) => u.nation === nation && u.setupGroup !== 'turn-track').map(signature).sort();
}

describe('3.2 Peruvian set-up', () => {
  it('places exactly the units the rules list', () => {
    const rules: Line[] = [
      ['infantry/battalion/*', 'pe-iquique-pisagua', false, 2], // "Iquique and/or Pisagua: 2 x generic infantry battalions"
      ['cavalry/battalion/*', 'pe-lima', false], // "Lima: 1 x Cavalry battalion"
      ['infantry/regiment/Zepita', 'pe-near-lima', true],
      ['infantry/regiment/Ayacucho', 'pe-near-lima', true],
      ['infantry/regiment/Cuzco', 'pe-near-lima', true],
      ['cavalry/regiment/Húsares de Junín', 'pe-near-lima', true],
      ['cavalry/regiment/Torata', 'pe-near-lima', true],
      ['cavalry/regiment/Guías', 'pe-near-lima', true],
      ['artillery/regiment/*', 'pe-near-lima', false], // "1 x Artillery regiment" (not reduced)
      ['infantry/regiment/Lima', 'pe-recruit-pool', false], // "Peruvian Recruit Pool: 1 x Lima infantry regiment"
    ];
    expect(startingUnits('peru')).toEqual(expand(rules));
  });

  it('puts every Peruvian ship in a Peruvian port and Callao fort in Callao', () => {
    for (const s of SHIPS.filter((x) => x.nation === 'peru')) expect(s.setupGroup).toBe('pe-ports');
    expect(SETUP_GROUPS['pe-ports'].anyPortOf).toBe('peru');
    const setUpForts = FORTS.filter((f) => f.nation === 'peru' && f.arrivesTurn === null);
    expect(setUpForts.map((f) => [f.name, f.hex])).toEqual([['Callao', '2007']]);
  });

  it('places three supply columns within three hexes of Lima', () => {
    expect(SUPPLY_SETUP).toContainEqual({ nation: 'peru', count: 3, setupGroup: 'pe-near-lima', rule: '3.2' });
    expect(SETUP_GROUPS['pe-near-lima'].near).toEqual({ hex: '2008', within: 3, excludeCentre: true });
  });
});

describe('3.3 Bolivian set-up (order of battle decided in docs/counters.md §5)', () => {
  it('places all Bolivian units in Fort La Paz (3513) and/or Oruro (3616)', () => {
    const rules: Line[] = [
      ['infantry/battalion/Colorados', 'bo-lapaz-oruro', false],
      ['infantry/battalion/Amarillos', 'bo-lapaz-oruro', false],
      ['infantry/regiment/Sucre', 'bo-lapaz-oruro', false],
      ['infantry/battalion/Illimani', 'bo-lapaz-oruro', false],
      ['infantry/battalion/Murillo', 'bo-lapaz-oruro', false],
      ['infantry/battalion/Aroma', 'bo-lapaz-oruro', false],
      ['cavalry/regiment/Húsares de Bolivia', 'bo-lapaz-oruro', false],
      ['cavalry/battalion/Legión Boliviana', 'bo-lapaz-oruro', false],
      ['artillery/regiment/Santa Cruz', 'bo-lapaz-oruro', false],
      ['infantry/battalion/Vanguardia', 'bo-recruit-pool', false],
      ['infantry/battalion/Libres del Sur', 'bo-recruit-pool', false],
    ];
    expect(startingUnits('bolivia')).toEqual(expand(rules));
    expect(SETUP_GROUPS['bo-lapaz-oruro'].hexes).toEqual(['3513', '3616']);
    expect(FORTS.find((f) => f.name === 'La Paz')?.hex).toBe('3513');
  });

  it('fits the two set-up hexes under 8.1 stacking (7 with the fort, 6 in Oruro)', () => {
    const onMap = LAND_UNITS.filter((u) => u.setupGroup === 'bo-lapaz-oruro');
    expect(onMap.length).toBeLessThanOrEqual(7 + 6);
  });

  it('has no navy and no reinforcements', () => {
    expect(SHIPS.some((s) => (s.nation as string) === 'bolivia')).toBe(false);
    expect(LAND_UNITS.filter((u) => u.nation === 'bolivia' && u.reinforcementTurn !== null)).toEqual([]);
  });
});

describe('3.5 Chilean set-up', () => {
  it('places exactly the units the rules list (the ES artillery only under its option)', () => {
    const rules: Line[] = [
      ['infantry/regiment/1st Buin', 'cl-antofagasta-or-box', true],
      ['infantry/regiment/2nd', 'cl-antofagasta-or-box', true],
      ['infantry/regiment/3rd', 'cl-antofagasta-or-box', true],
      ['infantry/regiment/4th', 'cl-antofagasta-or-box', true],
      ['cavalry/regiment/Cazadores', 'cl-antofagasta-or-box', true],
      ['cavalry/regiment/Granaderos', 'cl-antofagasta-or-box', true],
      ['infantry/regiment/Santiago', 'cl-recruit-pool', false],
      ['infantry/regiment/Esmeralda', 'cl-recruit-pool', false],
      ['artillery/regiment/1st Artillery', 'cl-option-artillery', true], // 3.5 ES only
    ];
    expect(startingUnits('chile')).toEqual(expand(rules));
  });

  it('brings the 1st artillery regiment into play only with chileanSetupArtillery', () => {
    const art = LAND_UNITS.find((u) => u.name === '1st Artillery');
    expect(art?.option).toEqual({ option: 'chileanSetupArtillery', is: true });
    expect(SETUP_GROUPS['cl-option-artillery'].option).toEqual({ option: 'chileanSetupArtillery', is: true });
    expect(landUnitsInPlay({ ...DEFAULT_OPTIONS, chileanSetupArtillery: false }).some((u) => u.id === art?.id)).toBe(false);
    expect(landUnitsInPlay({ ...DEFAULT_OPTIONS, chileanSetupArtillery: true }).some((u) => u.id === art?.id)).toBe(true);
    // Every counter but the Spanish 9.0 lists' Arica regiment.
    expect(landUnitsInPlay({ ...DEFAULT_OPTIONS, chileanSetupArtillery: true })).toHaveLength(LAND_UNITS.length - 1);
  });

  it('puts all Chilean naval units and six supply columns in Antofagasta (3123) and/or the box', () => {
    for (const s of SHIPS.filter((x) => x.nation === 'chile')) expect(s.setupGroup).toBe('cl-antofagasta-or-box');
    expect(SUPPLY_SETUP).toContainEqual({ nation: 'chile', count: 6, setupGroup: 'cl-antofagasta-or-box', rule: '3.5' });
    expect(SETUP_GROUPS['cl-antofagasta-or-box']).toMatchObject({ hexes: ['3123'], holdingBox: true });
  });
});

describe('recruit pools (3.2, 3.5; Bolivia by decision)', () => {
  it('match the units whose set-up group is a recruit pool', () => {
    for (const [nation, ids] of Object.entries(RECRUIT_POOLS)) {
      const pooled = LAND_UNITS.filter((u) => u.nation === nation && SETUP_GROUPS[u.setupGroup as keyof typeof SETUP_GROUPS].place === 'recruitPool');
      expect(pooled.map((u) => u.id).sort()).toEqual([...ids].sort());
    }
  });
});

describe('set-up groups', () => {
  it('every counter names a known set-up group of its own nation', () => {
    for (const u of [...LAND_UNITS, ...SHIPS, ...FORTS]) {
      expect(isSetupGroupId(u.setupGroup), `${u.id}: ${u.setupGroup}`).toBe(true);
      const group = SETUP_GROUPS[u.setupGroup as keyof typeof SETUP_GROUPS];
      if (group.nation !== null) expect(group.nation, u.id).toBe(u.nation);
    }
  });

  it('turn-track units carry an R-number and set-up units none (Esmeralda: pool, R2)', () => {
    for (const u of LAND_UNITS) {
      if (u.setupGroup === 'turn-track') expect(u.reinforcementTurn, u.id).not.toBeNull();
      else if (u.id !== 'cl-inf-esmeralda') expect(u.reinforcementTurn, u.id).toBeNull();
    }
  });
});
