import type { Nation } from '../map/types';
import type { RulesOptions } from '../rules/options';
import { inPlayUnder } from './inPlayUnder';
import { BOLIVIAN_UNITS } from './bolivianUnits';
import { CHILEAN_UNITS } from './chileanUnits';
import { PERUVIAN_UNITS } from './peruvianUnits';
import type { LandUnitRecord } from './types';
import { indexById } from './byId';

/** Every land unit counter of the game (3.2, 3.3, 3.5, 9.0): Chile, then Peru, then Bolivia. */
export const LAND_UNITS: readonly LandUnitRecord[] = [...CHILEAN_UNITS, ...PERUVIAN_UNITS, ...BOLIVIAN_UNITS];

const LAND_UNIT_BY_ID = indexById(LAND_UNITS);

/** The land units in play under the given rules options (the 3.5 ES artillery, the 9.0 EN/ES lists). */
export function landUnitsInPlay(options: RulesOptions): LandUnitRecord[] {
  return LAND_UNITS.filter((u) => inPlayUnder(options, u.option));
}

export function landUnitsOf(nation: Nation): LandUnitRecord[] {
  return LAND_UNITS.filter((u) => u.nation === nation);
}

/** The land unit with this id; throws on an unknown id (a programming error). */
export function landUnit(id: string): LandUnitRecord {
  const unit = LAND_UNIT_BY_ID[id];
  if (!unit) throw new RangeError(`no land unit "${id}"`);
  return unit;
}
