import type { HexId } from '../hex';
import type { Side } from '../side';
import type { HexControl } from './hexControl';

/** Hex control as a record by hex id, as positions write it (and as the state hash reads it). */
export function controlRecord(control: HexControl): Record<HexId, Side> {
  const record: Record<HexId, Side> = {};
  for (const hex of control.chile) record[hex] = 'chile';
  for (const hex of control.allied) record[hex] = 'allied';
  return record;
}

/** Hex control from a record by hex id (a position's). */
export function controlFromRecord(record: Readonly<Record<HexId, Side>>): HexControl {
  const chile: HexId[] = [];
  const allied: HexId[] = [];
  for (const hex of Object.keys(record).sort()) (record[hex] === 'chile' ? chile : allied).push(hex);
  return { chile, allied };
}
