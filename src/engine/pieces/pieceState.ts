import type { Nation } from '../map/types';
import type { NavalArea } from '../map/types';
import type { Location } from './location';

/** A land unit in play (its printed values are in the counter manifest, by id). */
export interface LandUnitState {
  readonly location: Location;
  /** Steps left: 2 full, 1 depleted (2.7); a one-step unit is always 1 until eliminated. */
  readonly steps: number;
  /** 8.2: the game turn it was built, rebuilt or recruited (it can't move that turn); null otherwise. */
  readonly builtTurn: number | null;
}

/** A warship or transport in play. */
export interface ShipState {
  readonly location: Location;
  /** 7.9: flipped to its damaged side; a damaged ship hit again sinks. */
  readonly damaged: boolean;
  /** 6.3: a transport rebuilt this turn can't move until the next game turn's Naval Movement Phase. */
  readonly builtTurn: number | null;
}

export type FortStatus = 'waiting' | 'standing' | 'destroyed';

/** A fort: waiting for its 9.0 turn, standing, or destroyed for good (7.7). */
export interface FortState {
  readonly status: FortStatus;
}

/** A Supply Column (4.1: not limited by the counter mix, so each is created when allotted). */
export interface SupplyColumnState {
  readonly nation: Nation;
  readonly location: Location;
}

/**
 * An NADC order (4.1 I, 7.2): a ship is to sail for `area` in its owner's Naval Movement Phase of
 * game turn `forTurn`. Ships in one place with the same area move as one stack. Secret from the other
 * side until the stack moves (viewFor hides it).
 */
export interface NadcOrder {
  readonly ship: string;
  readonly area: NavalArea;
  readonly forTurn: number;
}

/**
 * 7.6: an amphibious landing into a hex held by enemy land units. The landed units stay there and must
 * attack that hex in the Land Combat Phase, the defender rolling one extra die; resolved assaults are
 * removed from the list.
 */
export interface AmphibiousAssault {
  readonly hex: string;
  readonly side: 'chile' | 'allied';
  readonly units: readonly string[];
}
