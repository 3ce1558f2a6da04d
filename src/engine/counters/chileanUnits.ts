import { genericUnits } from './genericUnits';
import type { LandUnitFacts, LandUnitRecord } from './types';

/**
 * Chilean land units: the 3.5 set-up, the 3.5 recruit pool, the 3.5 (ES) optional artillery and every
 * 9.0 reinforcement. Values by the formulas of unitFormulas.ts (docs/counters.md §2); facts from
 * history-and-geography.md §6a ("H&G"). [V] read in a cited source, [A] assumed.
 */

/** The pre-war line (Buin 1° to 4° de Línea, the two cavalry regiments, the artillery): Comblain II, Spencer, Krupp. */
const LINE: LandUnitFacts = { training: 'regular', arms: 'modern', reliability: 'V' };
/** Wartime regiments known to have received modern rifles (Atacama, Concepción: Beaumont; Santiago: 5th line). */
const WARTIME_MODERN_V: LandUnitFacts = { training: 'wartime', arms: 'modern', reliability: 'V' };
/** Wartime (mobilised, civic) units; Chile re-armed them with Comblain/Gras/Beaumont breech-loaders [A]. */
const WARTIME_MODERN_A: LandUnitFacts = { training: 'wartime', arms: 'modern', reliability: 'A' };

const REGT_INF = { steps: 2, initiative: 2, initiativeDepleted: 1, raidModifier: 0 } as const;
const REGT_CAV_ART = { steps: 2, initiative: 2, initiativeDepleted: 1, raidModifier: 1 } as const;
const BN_INF = { steps: 1, initiative: 1, initiativeDepleted: 1, raidModifier: 1 } as const;
const BN_CAV_ART = { steps: 1, initiative: 1, initiativeDepleted: 1, raidModifier: 2 } as const;

function regiment(
  id: string,
  name: string,
  kind: LandUnitRecord['kind'],
  reinforcementTurn: number | null,
  setupGroup: LandUnitRecord['setupGroup'],
  setupReduced: boolean,
  facts: LandUnitFacts,
  source: string,
): LandUnitRecord {
  return {
    id, nation: 'chile', kind, size: 'regiment', name, generic: false,
    ...(kind === 'infantry' ? REGT_INF : REGT_CAV_ART),
    reinforcementTurn, setupGroup, setupReduced, facts, source,
  };
}

const SET_UP = 'cl-antofagasta-or-box';
const TRACK = 'turn-track';

export const CHILEAN_UNITS: readonly LandUnitRecord[] = [
  // 3.5 Antofagasta (3123) and/or the Chile Holding Box, all reduced.
  regiment('cl-inf-buin-1', '1st Buin', 'infantry', null, SET_UP, true, LINE, '3.5; H&G §6a Buin 1° de Línea, 302 men 1879, Comblain II [V]'),
  regiment('cl-inf-2nd', '2nd', 'infantry', null, SET_UP, true, LINE, '3.5; H&G §6a 2° de Línea, 321 men, Comblain II [V]'),
  regiment('cl-inf-3rd', '3rd', 'infantry', null, SET_UP, true, LINE, '3.5; H&G §6a 3° de Línea, 300 men, Comblain II [V]'),
  regiment('cl-inf-4th', '4th', 'infantry', null, SET_UP, true, LINE, '3.5; H&G §6a 4° de Línea, 403 men, Comblain II [V]'),
  regiment('cl-cav-cazadores', 'Cazadores', 'cavalry', null, SET_UP, true, LINE, '3.5; H&G §6a Cazadores a Caballo, 3 sqns × 106, Spencer carbines [V]'),
  regiment('cl-cav-granaderos', 'Granaderos', 'cavalry', null, SET_UP, true,
    { training: 'regular', arms: 'old', reliability: 'V' }, '3.5; H&G §6a Granaderos a Caballo, 3 sqns × 106, mixed carbines [V]'),
  // 3.5 (ES only): "1 x 1st artillery regiment (reduced)" — rules option chileanSetupArtillery, default off.
  {
    ...regiment('cl-art-1st', '1st Artillery', 'artillery', null, 'cl-option-artillery', true, LINE,
      '3.5 ES; H&G §6a artillery regiment of 2 batteries, 410 men, Krupp guns [V]'),
    option: { option: 'chileanSetupArtillery', is: true },
  },
  // 3.5 Chilean recruit pool. Esmeralda is also listed under 9.0 GT2: it waits in the pool and may be
  // recruited from GT2 (docs/drafts/rules-notes-counters.md).
  regiment('cl-inf-santiago', 'Santiago', 'infantry', null, 'cl-recruit-pool', false, WARTIME_MODERN_V, '3.5; H&G §6a the 5th line regiment "Santiago" formed 1879 [V]'),
  regiment('cl-inf-esmeralda', 'Esmeralda', 'infantry', 2, 'cl-recruit-pool', false, WARTIME_MODERN_A, '3.5 pool + 9.0 GT2; H&G §6a Esmeralda at Chorrillos [V], arms [A]'),
  // 9.0 game turn 2.
  regiment('cl-inf-atacama', 'Atacama', 'infantry', 2, TRACK, false, WARTIME_MODERN_V, '9.0 GT2; H&G §6a Atacama battalion first armed with Beaumont [V]'),
  regiment('cl-inf-valdivia', 'Valdivia', 'infantry', 2, TRACK, false, WARTIME_MODERN_A, '9.0 GT2; H&G §6a Valdivia at Chorrillos [V], arms [A]'),
  regiment('cl-inf-chacabuco', 'Chacabuco', 'infantry', 2, TRACK, false, WARTIME_MODERN_A, '9.0 GT2; H&G §6a Chacabuco at Chorrillos [V], arms [A]'),
  regiment('cl-inf-lautaro', 'Lautaro', 'infantry', 2, TRACK, false, WARTIME_MODERN_A, '9.0 GT2; H&G §6a Lautaro at Chorrillos [V], arms [A]'),
  regiment('cl-cav-carabineros-yungay', 'Carabineros de Yungay', 'cavalry', 2, TRACK, false, WARTIME_MODERN_A,
    '9.0 GT2; H&G §6a Carabineros de Yungay (taken aboard Rímac Jul 1879) [V], arms [A]'),
  regiment('cl-art-2nd', '2nd Artillery', 'artillery', 2, TRACK, false, WARTIME_MODERN_V,
    '9.0 GT2 (EN "1 x artillery", ES "2º de artillería"); H&G §6a Artillery Regt No.2, Krupp 75/87 mm [V]'),
  ...genericUnits({
    nation: 'chile', kind: 'infantry', size: 'battalion', first: 1, count: 1, values: BN_INF, reinforcementTurn: 2,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_A, source: '9.0 GT2 generic infantry battalion',
  }),
  // 9.0 game turn 3.
  regiment('cl-inf-chillan', 'Chillán', 'infantry', 3, TRACK, false, WARTIME_MODERN_A, '9.0 GT3; H&G §6a civic battalion Chillán (1879) [V], arms [A]'),
  regiment('cl-inf-coquimbo', 'Coquimbo', 'infantry', 3, TRACK, false, WARTIME_MODERN_A, '9.0 GT3; H&G §6a Coquimbo at Chorrillos [V], arms [A]'),
  // 9.0 game turn 5.
  regiment('cl-inf-colchagua', 'Colchagua', 'infantry', 5, TRACK, false, WARTIME_MODERN_A, '9.0 GT5; H&G §6a Colchagua at Chorrillos [V], arms [A]'),
  regiment('cl-inf-aconcagua', 'Aconcagua', 'infantry', 5, TRACK, false, WARTIME_MODERN_A, '9.0 GT5 (the "R5" example); H&G §6a Aconcagua at Chorrillos [V], arms [A]'),
  ...genericUnits({
    nation: 'chile', kind: 'infantry', size: 'battalion', first: 2, count: 1, values: BN_INF, reinforcementTurn: 5,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_A, source: '9.0 GT5 generic infantry battalion',
  }),
  ...genericUnits({
    nation: 'chile', kind: 'cavalry', size: 'battalion', first: 1, count: 1, values: BN_CAV_ART, reinforcementTurn: 5,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_A, source: '9.0 GT5 generic cavalry battalion',
  }),
  // 9.0 game turn 6.
  ...genericUnits({
    nation: 'chile', kind: 'cavalry', size: 'battalion', first: 2, count: 1, values: BN_CAV_ART, reinforcementTurn: 6,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_A, source: '9.0 GT6 generic cavalry battalion',
  }),
  ...genericUnits({
    nation: 'chile', kind: 'artillery', size: 'battalion', first: 1, count: 2, values: BN_CAV_ART, reinforcementTurn: 6,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_V, source: '9.0 GT6 "2 x artillery battalions"; H&G §6a Krupp batteries [V]',
  }),
  // 9.0 game turn 7.
  regiment('cl-inf-rengo', 'Rengo', 'infantry', 7, TRACK, false, WARTIME_MODERN_A, '9.0 GT7; no source found for a Rengo unit (H&G §8) [A]'),
  regiment('cl-inf-curico', 'Curicó', 'infantry', 7, TRACK, false, WARTIME_MODERN_A, '9.0 GT7; H&G §6a civic battalion Curicó; at Chorrillos [V], arms [A]'),
  regiment('cl-inf-talca', 'Talca', 'infantry', 7, TRACK, false, WARTIME_MODERN_A, '9.0 GT7; H&G §6a civic battalion Talca; at Chorrillos [V], arms [A]'),
  ...genericUnits({
    nation: 'chile', kind: 'infantry', size: 'battalion', first: 3, count: 2, values: BN_INF, reinforcementTurn: 7,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_A, source: '9.0 GT7 generic infantry battalions',
  }),
  // 9.0 game turn 9 ("Infernal machine" is Peru's, 10.2: see reinforcements.ts).
  regiment('cl-inf-valparaiso', 'Valparaíso', 'infantry', 9, TRACK, false, WARTIME_MODERN_A, '9.0 GT9; H&G §6a Valparaíso No.1 civic battalion; at Chorrillos [V], arms [A]'),
  regiment('cl-inf-linares', 'Linares', 'infantry', 9, TRACK, false, WARTIME_MODERN_A, '9.0 GT9; H&G §6a civic battalion Linares (1879) [V], arms [A]'),
  ...genericUnits({
    nation: 'chile', kind: 'infantry', size: 'battalion', first: 5, count: 2, values: BN_INF, reinforcementTurn: 9,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_A, source: '9.0 GT9 generic infantry battalions',
  }),
  // 9.0 game turn 10.
  regiment('cl-inf-rancagua', 'Rancagua', 'infantry', 10, TRACK, false, WARTIME_MODERN_A, '9.0 GT10; no source found for a Rancagua unit (H&G §8) [A]'),
  regiment('cl-inf-maule', 'Maule', 'infantry', 10, TRACK, false, WARTIME_MODERN_A, '9.0 GT10; no source found for a Maule unit (H&G §8) [A]'),
  ...genericUnits({
    nation: 'chile', kind: 'infantry', size: 'battalion', first: 7, count: 3, values: BN_INF, reinforcementTurn: 10,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_A, source: '9.0 GT10 generic infantry battalions',
  }),
  ...genericUnits({
    nation: 'chile', kind: 'cavalry', size: 'battalion', first: 3, count: 1, values: BN_CAV_ART, reinforcementTurn: 10,
    setupGroup: TRACK, setupReduced: false, facts: WARTIME_MODERN_A, source: '9.0 GT10 generic cavalry battalion',
  }),
  // 9.0 game turn 12 (EN only: "Conception").
  // 9.0 GT12, English list only: rules option chileGt12 (ES: nothing).
  {
    ...regiment('cl-inf-concepcion', 'Concepción', 'infantry', 12, TRACK, false, WARTIME_MODERN_V, '9.0 GT12 (EN only); H&G §6a Concepción battalion first armed with Beaumont [V]'),
    option: { option: 'chileGt12', is: 'en' },
  },
];
