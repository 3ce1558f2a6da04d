import { NAVAL_AREAS } from '../map/types';
import type { Side } from '../side';
import type { NadcChitDef } from './types';

/**
 * 2.3 errata / 4.1: the Naval Area Destination Chits. The printed chits run I–VI with backs meant to read
 * VII–XIII (six chits cannot carry thirteen numerals; the errata's workaround is to sum or inscribe them),
 * so the digital edition gives each side one chit per naval area, I to XIII, each with one numeral.
 * Only Chile and Peru have ships, so the Allied set serves the Peruvian navy.
 */
function chitsOf(side: Side): NadcChitDef[] {
  return NAVAL_AREAS.map((area) => ({ id: `nadc-${side}-${area}`, side, area }));
}

export const NADC_CHITS: readonly NadcChitDef[] = [...chitsOf('chile'), ...chitsOf('allied')];

export function nadcChitsOf(side: Side): NadcChitDef[] {
  return NADC_CHITS.filter((c) => c.side === side);
}
