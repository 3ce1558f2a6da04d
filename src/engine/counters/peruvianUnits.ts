import { genericUnits } from './genericUnits';
import type { LandUnitFacts, LandUnitRecord } from './types';

/**
 * Peruvian land units: the 3.2 set-up and recruit pool and every 9.0 reinforcement. Values by the
 * formulas of unitFormulas.ts (docs/counters.md §2); facts from history-and-geography.md §6b ("H&G").
 */

/** The pre-war standing army (7 battalions, 3 cavalry squadrons, 2 artillery regiments). */
const REGULAR_MODERN: LandUnitFacts = { training: 'regular', arms: 'modern', reliability: 'V' };
const REGULAR_OLD_A: LandUnitFacts = { training: 'regular', arms: 'old', reliability: 'A' };
/** Wartime levies, National Guard and newly raised battalions: mixed, mostly old arms [A]. */
const WARTIME_OLD: LandUnitFacts = { training: 'wartime', arms: 'old', reliability: 'A' };

const REGT_2_1_0 = { steps: 2, initiative: 2, initiativeDepleted: 1, raidModifier: 0 } as const;
const REGT_2_1_1 = { steps: 2, initiative: 2, initiativeDepleted: 1, raidModifier: 1 } as const;
const REGT_1_0_0 = { steps: 2, initiative: 1, initiativeDepleted: 0, raidModifier: 0 } as const;
const REGT_1_0_1 = { steps: 2, initiative: 1, initiativeDepleted: 0, raidModifier: 1 } as const;
const BN_INF = { steps: 1, initiative: 0, initiativeDepleted: 0, raidModifier: 1 } as const;
const BN_CAV_ART = { steps: 1, initiative: 0, initiativeDepleted: 0, raidModifier: 2 } as const;
const BN_CAV_REGULAR = { steps: 1, initiative: 1, initiativeDepleted: 1, raidModifier: 2 } as const;

const NEAR_LIMA = 'pe-near-lima';
const TRACK = 'turn-track';

function named(
  id: string,
  name: string,
  kind: LandUnitRecord['kind'],
  values: typeof REGT_2_1_0 | typeof REGT_2_1_1 | typeof REGT_1_0_0,
  reinforcementTurn: number | null,
  setupGroup: LandUnitRecord['setupGroup'],
  setupReduced: boolean,
  facts: LandUnitFacts,
  source: string,
): LandUnitRecord {
  return {
    id, nation: 'peru', kind, size: 'regiment', name, generic: false, ...values,
    reinforcementTurn, setupGroup, setupReduced, facts, source,
  };
}

function infantryBattalions(first: number, count: number, turn: number, source: string): LandUnitRecord[] {
  return genericUnits({
    nation: 'peru', kind: 'infantry', size: 'battalion', first, count, values: BN_INF, reinforcementTurn: turn,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_OLD, source,
  });
}

function cavalryBattalion(n: number, turn: number): LandUnitRecord[] {
  return genericUnits({
    nation: 'peru', kind: 'cavalry', size: 'battalion', first: n, count: 1, values: BN_CAV_ART, reinforcementTurn: turn,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_OLD, source: `9.0 GT${turn} generic cavalry battalion`,
  });
}

export const PERUVIAN_UNITS: readonly LandUnitRecord[] = [
  // 3.2 Iquique and/or Pisagua: 2 generic infantry battalions (the 1879 garrisons; H&G §6b Pisagua ~445 Peruvians).
  ...genericUnits({
    nation: 'peru', kind: 'infantry', size: 'battalion', first: 1, count: 2, values: BN_INF, reinforcementTurn: null,
    setupGroup: 'pe-iquique-pisagua', setupReduced: false, facts: WARTIME_OLD, source: '3.2; H&G §6b Pisagua/Iquique garrisons [A]',
  }),
  // 3.2 Lima: 1 cavalry battalion (not called generic; it gets a number like one: the pre-war squadrons).
  ...genericUnits({
    nation: 'peru', kind: 'cavalry', size: 'battalion', first: 1, count: 1, values: BN_CAV_REGULAR, reinforcementTurn: null,
    setupGroup: 'pe-lima', setupReduced: false, facts: REGULAR_OLD_A, source: '3.2; H&G §6b pre-war 3 cavalry squadrons [V], arms [A]',
  }),
  // 3.2 within three hexes of Lima, but not in Lima.
  named('pe-inf-zepita', 'Zepita', 'infantry', REGT_2_1_0, null, NEAR_LIMA, true, REGULAR_MODERN, '3.2; H&G §6b pre-war Zepita battalion, Snider rifles; Cáceres at Tarapacá [V]'),
  named('pe-inf-ayacucho', 'Ayacucho', 'infantry', REGT_2_1_0, null, NEAR_LIMA, true, REGULAR_MODERN, '3.2; H&G §6b pre-war Ayacucho battalion, Snider rifles [V]'),
  named('pe-inf-cuzco', 'Cuzco', 'infantry', REGT_2_1_0, null, NEAR_LIMA, true, REGULAR_MODERN, '3.2; H&G §6b Cazadores del Cuzco, Chassepot rifles [V]'),
  named('pe-cav-husares-junin', 'Húsares de Junín', 'cavalry', REGT_2_1_1, null, NEAR_LIMA, true, REGULAR_OLD_A, '3.2; H&G §6b Húsares de Junín at Tacna [V], arms [A]'),
  named('pe-cav-torata', 'Torata', 'cavalry', REGT_2_1_1, null, NEAR_LIMA, true, REGULAR_OLD_A, '3.2; Lanceros de Torata (not confirmed, H&G §6b) [A]'),
  named('pe-cav-guias', 'Guías', 'cavalry', REGT_2_1_1, null, NEAR_LIMA, true, REGULAR_OLD_A, '3.2; Guías (not confirmed, H&G §6b) [A]'),
  ...genericUnits({
    nation: 'peru', kind: 'artillery', size: 'regiment', first: 1, count: 1, values: REGT_2_1_1, reinforcementTurn: null,
    setupGroup: NEAR_LIMA, setupReduced: false, facts: REGULAR_OLD_A, source: '3.2 "1 x Artillery regiment" (not reduced); H&G §6b pre-war 2 artillery regiments [V], guns [A]',
  }),
  // 3.2 Peruvian recruit pool.
  named('pe-inf-lima', 'Lima', 'infantry', REGT_1_0_0, null, 'pe-recruit-pool', false, WARTIME_OLD, '3.2 recruit pool; "Lima" battalion not confirmed (H&G §6b) [A]'),
  // 9.0 GT2: Fort Iquique (forts.ts) + 1 infantry regiment: EN "generic", ES "Iquique" — the same counter.
  named('pe-inf-iquique', 'Iquique', 'infantry', REGT_1_0_0, 2, TRACK, false, WARTIME_OLD, '9.0 GT2 (EN generic regiment = ES Iquique regiment); H&G §6b Iquique battalion raised by A. Ugarte [V]'),
  // 9.0 GT3.
  ...infantryBattalions(3, 2, 3, '9.0 GT3 generic infantry battalions'),
  // 9.0 GT4: Fort Arica (forts.ts) + 2 generic infantry battalions; the Spanish list has an Arica
  // infantry regiment instead of the fort (rules option peruGt4).
  ...infantryBattalions(5, 2, 4, '9.0 GT4 generic infantry battalions'),
  {
    ...named('pe-inf-arica', 'Arica', 'infantry', REGT_1_0_0, 4, TRACK, false, WARTIME_OLD, '9.0 GT4 (ES only) "regimiento de infantería Arica"; H&G §6b a Batallón "Arica" existed (Tacna 1880) [V], arms [A]'),
    option: { option: 'peruGt4', is: 'es' },
  },
  // 9.0 GT5.
  named('pe-inf-tarapaca', 'Tarapacá', 'infantry', REGT_1_0_0, 5, TRACK, false, WARTIME_OLD, '9.0 GT5; H&G §6b Tarapacá battalion at Arica (216) [V], arms [A]'),
  ...infantryBattalions(7, 1, 5, '9.0 GT5 generic infantry battalion'),
  ...cavalryBattalion(2, 5),
  ...genericUnits({
    nation: 'peru', kind: 'artillery', size: 'regiment', first: 2, count: 1, values: REGT_1_0_1, reinforcementTurn: 5,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_OLD, source: '9.0 GT5 "1 x artillery regiment" (ES: generic)',
  }),
  // 9.0 GT6.
  named('pe-inf-guards', 'Guards', 'infantry', REGT_2_1_0, 6, TRACK, false, { training: 'regular', arms: 'old', reliability: 'A' },
    '9.0 GT6; likely Cazadores de la Guardia (H&G §6b) — a guard unit [A]'),
  named('pe-inf-tacna', 'Tacna', 'infantry', REGT_1_0_0, 6, TRACK, false, WARTIME_OLD, '9.0 GT6; H&G §6b Batallón Tacna at Tacna 1880 [V], arms [A]'),
  ...infantryBattalions(8, 1, 6, '9.0 GT6 generic infantry battalion'),
  ...cavalryBattalion(3, 6),
  ...genericUnits({
    nation: 'peru', kind: 'artillery', size: 'battalion', first: 1, count: 1, values: BN_CAV_ART, reinforcementTurn: 6,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_OLD, source: '9.0 GT6 generic artillery battalion',
  }),
  // 9.0 GT8–GT12.
  ...infantryBattalions(9, 2, 8, '9.0 GT8 generic infantry battalions'),
  ...cavalryBattalion(4, 8),
  ...infantryBattalions(11, 2, 9, '9.0 GT9 generic infantry battalions'),
  ...infantryBattalions(13, 6, 10, '9.0 GT10 generic infantry battalions'),
  ...infantryBattalions(19, 3, 11, '9.0 GT11 generic infantry battalions'),
  ...infantryBattalions(22, 2, 12, '9.0 GT12 generic infantry battalions'),
];
