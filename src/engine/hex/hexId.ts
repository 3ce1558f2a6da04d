/**
 * A hex of the map, named as the printed map names it: four digits `XXYY`,
 * column XX then row YY (e.g. Callao is "2007": column 20, row 07).
 */
export type HexId = string;

/** Offset coordinates of a hex: column and row exactly as printed in its id. */
export interface OffsetCoord {
  readonly col: number;
  readonly row: number;
}

const HEX_ID = /^\d{4}$/;

/** True when `value` is a well-formed four-digit hex id. */
export function isHexId(value: unknown): value is HexId {
  return typeof value === 'string' && HEX_ID.test(value);
}

/** The id of the hex at column `col`, row `row` (both 0–99). */
export function hexId(col: number, row: number): HexId {
  if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || col > 99 || row < 0 || row > 99) {
    throw new RangeError(`no hex id for column ${col}, row ${row}`);
  }
  return `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;
}

/** Column and row of a hex id. */
export function parseHexId(id: HexId): OffsetCoord {
  if (!isHexId(id)) throw new RangeError(`"${id}" is not a hex id (four digits XXYY)`);
  return { col: Number(id.slice(0, 2)), row: Number(id.slice(2, 4)) };
}
