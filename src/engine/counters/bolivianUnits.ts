import type { LandUnitFacts, LandUnitRecord } from './types';

/**
 * Bolivian land units. 3.3 sets up "All Bolivian units" in Fort La Paz (3513) and/or Oruro (3616) without
 * listing them, and 9.0 gives Bolivia no reinforcements, so the order of battle is the project's
 * (docs/counters.md §5): the units history-and-geography.md §6c ("H&G") names as existing in 1879–80
 * AND fighting on the map (the 1879 Tarapacá campaign or Tacna 1880), one counter each — nine on the map,
 * which fits the two set-up hexes' stacking (7 in the fort hex + 6, 8.1). The unconfirmed Olañeta,
 * Paucarpata and Dalence battalions are left out. Two departmental battalions that reached the front in
 * 1880 form a recruit pool, so the Bolivian Supply Column of 4.1 can recruit.
 */

const GUARD_MODERN: LandUnitFacts = { training: 'regular', arms: 'modern', reliability: 'V' };
const GUARD_OLD: LandUnitFacts = { training: 'regular', arms: 'old', reliability: 'A' };
const LEVY: LandUnitFacts = { training: 'wartime', arms: 'old', reliability: 'V' };

const GROUP = 'bo-lapaz-oruro';
const POOL = 'bo-recruit-pool';

function unit(
  id: string,
  name: string,
  kind: LandUnitRecord['kind'],
  size: LandUnitRecord['size'],
  values: { steps: 1 | 2; initiative: number; initiativeDepleted: number; raidModifier: number },
  setupGroup: string,
  facts: LandUnitFacts,
  source: string,
): LandUnitRecord {
  return {
    id, nation: 'bolivia', kind, size, name, generic: false, ...values,
    reinforcementTurn: null, setupGroup, setupReduced: false, facts, source,
  };
}

export const BOLIVIAN_UNITS: readonly LandUnitRecord[] = [
  unit('bo-inf-colorados', 'Colorados', 'infantry', 'battalion', { steps: 1, initiative: 1, initiativeDepleted: 1, raidModifier: 1 }, GROUP, GUARD_MODERN,
    'H&G §6c Daza\'s "Granaderos 1° de la Guardia" (Infantry No.1), Remingtons; at Tacna as "Alianza" [V]'),
  unit('bo-inf-amarillos', 'Amarillos', 'infantry', 'battalion', { steps: 1, initiative: 1, initiativeDepleted: 1, raidModifier: 1 }, GROUP,
    { training: 'regular', arms: 'modern', reliability: 'A' }, 'H&G §6c first-contingent battalion; at Tacna [V]; read as Infantry No.2 with Remingtons [A]'),
  unit('bo-inf-sucre', 'Sucre', 'infantry', 'regiment', { steps: 2, initiative: 2, initiativeDepleted: 1, raidModifier: 0 }, GROUP, GUARD_OLD,
    'H&G §6c 1877 "Granaderos de la Guardia"; the Sucre regiment at Tacna [V]; arms [A]'),
  unit('bo-inf-illimani', 'Illimani', 'infantry', 'battalion', { steps: 1, initiative: 1, initiativeDepleted: 1, raidModifier: 1 }, GROUP, GUARD_OLD,
    'H&G §6c 1877 "Cazadores de la Guardia" [V]; arms [A]'),
  unit('bo-inf-murillo', 'Murillo', 'infantry', 'battalion', { steps: 1, initiative: 0, initiativeDepleted: 0, raidModifier: 1 }, GROUP, LEVY,
    'H&G §6c departmental battalion of La Paz & Oruro; at Tacna [V]'),
  unit('bo-inf-aroma', 'Aroma', 'infantry', 'battalion', { steps: 1, initiative: 0, initiativeDepleted: 0, raidModifier: 1 }, GROUP, LEVY,
    'H&G §6c "Coloraditos", at Tacna [V]'),
  unit('bo-cav-husares', 'Húsares de Bolivia', 'cavalry', 'regiment', { steps: 2, initiative: 2, initiativeDepleted: 1, raidModifier: 1 }, GROUP, GUARD_MODERN,
    'H&G §6c Bolívar "1° de Húsares", Remingtons [V]'),
  unit('bo-cav-legion', 'Legión Boliviana', 'cavalry', 'battalion', { steps: 1, initiative: 0, initiativeDepleted: 0, raidModifier: 2 }, GROUP, LEVY,
    'H&G §6c mounted volunteer "Legión Boliviana"; the Vanguardia at Tacna [V]'),
  unit('bo-art-santa-cruz', 'Santa Cruz', 'artillery', 'regiment', { steps: 2, initiative: 2, initiativeDepleted: 1, raidModifier: 1 }, GROUP,
    { training: 'regular', arms: 'old', reliability: 'V' }, 'H&G §6c Regimiento Santa Cruz de Artillería; "6 old field guns" at the outbreak [V]'),
  // Project recruit pool (docs/counters.md §5).
  unit('bo-inf-vanguardia', 'Vanguardia', 'infantry', 'battalion', { steps: 1, initiative: 0, initiativeDepleted: 0, raidModifier: 1 }, POOL, LEVY,
    'H&G §6c Cochabamba departmental battalion; the 4th (Cochabamba) division reached Tacna mid-May 1880 [V]'),
  unit('bo-inf-libres-del-sur', 'Libres del Sur', 'infantry', 'battalion', { steps: 1, initiative: 0, initiativeDepleted: 0, raidModifier: 1 }, POOL, LEVY,
    'H&G §6c Sucre, Potosí and Camargo departmental battalion [V]'),
];
