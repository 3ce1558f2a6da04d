import type { HexId } from '../hex';
import type { RulesOptions } from '../rules/options';
import { inPlayUnder } from './inPlayUnder';
import type { FortRecord } from './types';

/**
 * The hex of Iquique (and so of Fort Iquique). The rules give Iquique no hex number; the map places it
 * by the lat/lon fit of docs/map.md (a map test checks the two agree).
 */
export const IQUIQUE_HEX: HexId = '3218';

/**
 * The forts (3.2, 3.3, 9.0). Values by fortFormulas.ts (docs/counters.md §4):
 * anti-ship = 5 + ⌈seaward guns ÷ 8⌉ (0 inland); raid modifier = ⌈seaward guns ÷ 10⌉.
 */
export const FORTS: readonly FortRecord[] = [
  {
    id: 'pe-fort-callao', name: 'Callao', hex: '2007', nation: 'peru', antiShip: 9, raidModifier: 3, arrivesTurn: null, setupGroup: 'pe-forts',
    facts: { seawardGuns: 25, reliability: 'A' },
    source: '3.2 (set up in the port of the same name), hex 2007 (4.1); ≈25 seaward guns in the towers Junín and La Merced and the bay batteries [A]',
  },
  {
    id: 'pe-fort-iquique', name: 'Iquique', hex: IQUIQUE_HEX, nation: 'peru', antiShip: 6, raidModifier: 1, arrivesTurn: 2, setupGroup: 'turn-track',
    facts: { seawardGuns: 4, reliability: 'A' },
    source: '3.2 (not at set-up), 9.0 GT2 "Fort Iquique (in Iquique)"; a light battery of ≈4 guns [A]; hex from the map',
    option: { option: 'peruGt2', is: 'en' }, // the Spanish GT2 list has the Iquique regiment only
  },
  {
    id: 'pe-fort-arica', name: 'Arica', hex: '3116', nation: 'peru', antiShip: 7, raidModifier: 2, arrivesTurn: 4, setupGroup: 'turn-track',
    facts: { seawardGuns: 12, reliability: 'V' },
    source: '9.0 GT4 "Fort Arica (in Arica)", hex 3116 (5.1); H&G §6b Arica Jun 1880: 19 guns, 12 seaward [V]',
    option: { option: 'peruGt4', is: 'en' }, // the Spanish GT4 list has an Arica regiment instead
  },
  {
    id: 'bo-fort-la-paz', name: 'La Paz', hex: '3513', nation: 'bolivia', antiShip: 0, raidModifier: 0, arrivesTurn: null, setupGroup: 'bo-lapaz-oruro',
    facts: { seawardGuns: 0, reliability: 'V' },
    source: '3.3 "Fort La Paz (3513)"; inland: no anti-ship factor and never raided — it counts for 8.1 stacking, 8.3 attrition and the 8.9 +3',
  },
];

/** The forts in play under the given rules options (9.0: Forts Iquique and Arica are the English lists'). */
export function fortsInPlay(options: RulesOptions): FortRecord[] {
  return FORTS.filter((f) => inPlayUnder(options, f.option));
}

export function fort(id: string): FortRecord {
  const found = FORTS.find((f) => f.id === id);
  if (!found) throw new RangeError(`no fort "${id}"`);
  return found;
}
