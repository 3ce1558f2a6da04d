import { at, type Location } from '../pieces/location';
import type { Side } from '../side';

/** 6.5: damaged warships are repaired in Callao (2007) for the Allies, in the Chile Holding Box for Chile. */
export function repairYard(side: Side): Location {
  return side === 'chile' ? at.holdingBox : at.hex('2007');
}
