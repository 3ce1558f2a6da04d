import type { MapExtent } from './types';

/**
 * The columns and rows the printed map covers: north of Trujillo (row 1) to the Chile Holding Box
 * entry hexes 3130/3231 (row 31), open ocean in the west to the Bolivian altiplano in the east.
 * Columns from the lat/lon fit of history-and-geography.md §1 (col ≈ 1.633·lon + 145.9).
 */
export const MAP_EXTENT: MapExtent = { minCol: 12, maxCol: 40, minRow: 1, maxRow: 31 };
