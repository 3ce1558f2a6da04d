import type { HexId } from '../hex';
import type { Nation } from '../map/types';

/** 4.1 I: where each side's new Supply Columns are placed, by nation. */
export const SUPPLY_DEPOTS: Readonly<Record<'peru' | 'bolivia', readonly { readonly hex: HexId; readonly name: string }[]>> = {
  peru: [
    { hex: '2008', name: 'Lima' },
    { hex: '2007', name: 'Callao' },
  ],
  bolivia: [
    { hex: '3616', name: 'Oruro' },
    { hex: '3513', name: 'La Paz' },
  ],
};

export function depotNation(hex: HexId): Nation | null {
  for (const nation of ['peru', 'bolivia'] as const) {
    if (SUPPLY_DEPOTS[nation].some((d) => d.hex === hex)) return nation;
  }
  return null;
}
