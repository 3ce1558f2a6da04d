import { describe, expect, it } from 'vitest';
import type { Nation } from '../map/types';
import { DEFAULT_OPTIONS } from '../rules/options';
import { newGame } from '../newGame';
import { FORTS } from './forts';
import { LAND_UNITS } from './landUnits';
import { INFERNAL_MACHINE_TURN, REINFORCEMENT_SCHEDULE, reinforcementsFor } from './reinforcements';

/**
 * The 9.0 lists written out as the English text gives them (the governing text), with the reconciled
 * readings marked. Each entry: kind/size/name, "*" = generic; ×n for counts.
 */
const RULES_9_0: Readonly<Record<number, Partial<Record<Nation, readonly (readonly [string, number?])[]>>>> = {
  2: {
    chile: [
      ['infantry/regiment/Esmeralda'], ['infantry/regiment/Atacama'], ['infantry/regiment/Valdivia'],
      ['infantry/regiment/Chacabuco'], ['infantry/regiment/Lautaro'], ['cavalry/regiment/Carabineros de Yungay'],
      ['artillery/regiment/2nd Artillery'], // EN "1 x artillery", ES "2º de artillería"
      ['infantry/battalion/*'],
    ],
    peru: [['infantry/regiment/Iquique']], // EN "1 x generic infantry regiment" = ES "Iquique infantry regiment"
  },
  3: { chile: [['infantry/regiment/Chillán'], ['infantry/regiment/Coquimbo']], peru: [['infantry/battalion/*', 2]] },
  4: { chile: [], peru: [['infantry/battalion/*', 2]] }, // Chile: "Build up Arica regiment" — no Chilean counter
  5: {
    chile: [['infantry/regiment/Colchagua'], ['infantry/regiment/Aconcagua'], ['infantry/battalion/*'], ['cavalry/battalion/*']],
    peru: [['infantry/regiment/Tarapacá'], ['infantry/battalion/*'], ['cavalry/battalion/*'], ['artillery/regiment/*']],
  },
  6: {
    chile: [['cavalry/battalion/*'], ['artillery/battalion/*', 2]],
    peru: [['infantry/regiment/Guards'], ['infantry/regiment/Tacna'], ['infantry/battalion/*'], ['cavalry/battalion/*'], ['artillery/battalion/*']],
  },
  7: { chile: [['infantry/regiment/Rengo'], ['infantry/regiment/Curicó'], ['infantry/regiment/Talca'], ['infantry/battalion/*', 2]] },
  8: { peru: [['infantry/battalion/*', 2], ['cavalry/battalion/*']] },
  9: { chile: [['infantry/regiment/Valparaíso'], ['infantry/regiment/Linares'], ['infantry/battalion/*', 2]], peru: [['infantry/battalion/*', 2]] },
  10: {
    chile: [['infantry/regiment/Rancagua'], ['infantry/regiment/Maule'], ['infantry/battalion/*', 3], ['cavalry/battalion/*']],
    peru: [['infantry/battalion/*', 6]],
  },
  11: { peru: [['infantry/battalion/*', 3]] },
  12: { chile: [['infantry/regiment/Concepción']], peru: [['infantry/battalion/*', 2]] },
};

const NATIONS: readonly Nation[] = ['chile', 'peru', 'bolivia'];

function expand(entries: readonly (readonly [string, number?])[] | undefined): string[] {
  return (entries ?? []).flatMap(([sig, n = 1]) => Array.from({ length: n }, () => sig)).sort();
}

const byId = new Map(LAND_UNITS.map((u) => [u.id, u]));

describe('9.0 reinforcement schedule', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('game turn %i matches the rules list, nation by nation', (turn) => {
    for (const nation of NATIONS) {
      const scheduled = reinforcementsFor(turn, nation, DEFAULT_OPTIONS).units.map((id) => {
        const u = byId.get(id);
        if (!u) throw new Error(`scheduled id ${id} is not in the manifest`);
        expect(u.nation).toBe(nation);
        return `${u.kind}/${u.size}/${u.generic ? '*' : u.name}`;
      });
      expect(scheduled.sort(), `GT${turn} ${nation}`).toEqual(expand(RULES_9_0[turn]?.[nation]));
    }
  });

  it('9.0 the Spanish lists (options peruGt2, peruGt4, chileGt12 "es"): no Fort Iquique, an Arica regiment for Fort Arica, no Concepción', () => {
    const es = { ...DEFAULT_OPTIONS, peruGt2: 'es', peruGt4: 'es', chileGt12: 'es' } as const;
    expect(reinforcementsFor(2, 'peru', es)).toEqual({ units: ['pe-inf-iquique'], forts: [] });
    expect(reinforcementsFor(4, 'peru', es)).toEqual({ units: ['pe-inf-gen-bn-5', 'pe-inf-gen-bn-6', 'pe-inf-arica'], forts: [] });
    expect(reinforcementsFor(12, 'chile', es).units).toEqual([]);
    // The English lists (the default): the forts, no Arica regiment, Concepción.
    expect(reinforcementsFor(4, 'peru', DEFAULT_OPTIONS)).toEqual({ units: ['pe-inf-gen-bn-5', 'pe-inf-gen-bn-6'], forts: ['pe-fort-arica'] });
    expect(reinforcementsFor(12, 'chile', DEFAULT_OPTIONS).units).toEqual(['cl-inf-concepcion']);
  });

  it('9.0 a counter of the other reading is not in the game at all', () => {
    const es = newGame({ seed: 1, options: { peruGt2: 'es', peruGt4: 'es', chileGt12: 'es' } });
    expect(es.forts['pe-fort-iquique']).toBeUndefined();
    expect(es.forts['pe-fort-arica']).toBeUndefined();
    expect(es.units['cl-inf-concepcion']).toBeUndefined();
    expect(es.units['pe-inf-arica']?.location).toEqual({ kind: 'turnTrack', turn: 4 });
    const en = newGame({ seed: 1 });
    expect(en.forts['pe-fort-arica']?.status).toBe('waiting');
    expect(en.units['pe-inf-arica']).toBeUndefined();
    expect(en.units['cl-inf-concepcion']?.location).toEqual({ kind: 'turnTrack', turn: 12 });
  });

  it('lists every reinforcement exactly once, on its own R-turn', () => {
    const all = Object.entries(REINFORCEMENT_SCHEDULE).flatMap(([turn, byNation]) =>
      Object.values(byNation).flatMap((t) => (t ? t.units.map((id) => [id, Number(turn)] as const) : [])),
    );
    const ids = all.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [id, turn] of all) expect(byId.get(id)?.reinforcementTurn, id).toBe(turn);
    const withR = LAND_UNITS.filter((u) => u.reinforcementTurn !== null).map((u) => u.id).sort();
    expect([...ids].sort()).toEqual(withR);
  });

  it('brings Fort Iquique on GT2 and Fort Arica on GT4, each in its own hex', () => {
    expect(reinforcementsFor(2, 'peru', DEFAULT_OPTIONS).forts).toEqual(['pe-fort-iquique']);
    expect(reinforcementsFor(4, 'peru', DEFAULT_OPTIONS).forts).toEqual(['pe-fort-arica']);
    const scheduledForts = Object.values(REINFORCEMENT_SCHEDULE).flatMap((t) => Object.values(t).flatMap((x) => x?.forts ?? []));
    expect(scheduledForts.sort()).toEqual(FORTS.filter((f) => f.arrivesTurn !== null).map((f) => f.id).sort());
    for (const f of FORTS.filter((x) => x.arrivesTurn !== null)) expect(reinforcementsFor(f.arrivesTurn ?? 0, f.nation, DEFAULT_OPTIONS).forts).toContain(f.id);
  });

  it('gives Peru the infernal machine from GT9 (10.2; listed under Chile GT9 in EN 9.0)', () => {
    expect(INFERNAL_MACHINE_TURN).toBe(9);
  });

  it('has nothing for turns outside 2–12', () => {
    expect(reinforcementsFor(1, 'chile', DEFAULT_OPTIONS)).toEqual({ units: [], forts: [] });
    expect(reinforcementsFor(13, 'peru', DEFAULT_OPTIONS)).toEqual({ units: [], forts: [] });
  });
});
