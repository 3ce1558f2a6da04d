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

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** True when `value` is a well-formed four-digit hex id (/^[0-9]{4}$/, tested by char codes: it is on every hot path). */
export function isHexId(value: unknown): value is HexId {
  return (
    typeof value === 'string' &&
    value.length === 4 &&
    isDigit(value.charCodeAt(0)) &&
    isDigit(value.charCodeAt(1)) &&
    isDigit(value.charCodeAt(2)) &&
    isDigit(value.charCodeAt(3))
  );
}

/** "00"…"99", so an id is built without padStart. */
const TWO_DIGITS: readonly string[] = Object.freeze(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')));

/** The id of the hex at column `col`, row `row` (both 0–99). */
export function hexId(col: number, row: number): HexId {
  if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || col > 99 || row < 0 || row > 99) {
    throw new RangeError(`no hex id for column ${col}, row ${row}`);
  }
  return TWO_DIGITS[col]! + TWO_DIGITS[row]!;
}

/** Column and row of a hex id. */
export function parseHexId(id: HexId): OffsetCoord {
  if (!isHexId(id)) throw new RangeError(`"${id}" is not a hex id (four digits XXYY)`);
  return { col: (id.charCodeAt(0) - 48) * 10 + id.charCodeAt(1) - 48, row: (id.charCodeAt(2) - 48) * 10 + id.charCodeAt(3) - 48 };
}
