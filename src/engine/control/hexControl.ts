import type { HexId } from '../hex';

/**
 * 3.0 hex control: the hexes each side controls — it occupies them, or entered them last — each list
 * in ascending id order; a hex never entered is in neither.
 *
 * Issue 20 §4: lists, not a record by hex id. A hex id ("2007") is an array index to a JavaScript
 * engine, and a record of a few dozen such sparse keys sits in V8's dictionary elements, where one
 * copy took 10–26 µs: a third of a land move's step, for the one hex a unit entered. A unit entering a
 * hex now copies two short lists. Positions keep the record (docs/positions.md), and the state hash is
 * taken over the record as it always was (stateHash.ts), so game files and hashes are unchanged.
 */
export interface HexControl {
  readonly chile: readonly HexId[];
  readonly allied: readonly HexId[];
}

/** No hex controlled (a new game). */
export const noControl = (): HexControl => ({ chile: [], allied: [] });
