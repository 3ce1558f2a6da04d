import type { HexId } from '../hex';
import type { Location } from '../pieces/location';
import type { Side } from '../side';

/**
 * Supply's actions (4.1 I, 6.2–6.5): placing the Allied columns allotted, spending Supply Columns in the
 * Consume Supply Columns Phase and the answers it asks for. Every action names its side (actions.ts).
 */
export type SupplyAction =
  // 4.1 I: place the next Allied Supply Column in a depot city.
  | { readonly type: 'placeSupplyColumn'; readonly side: Side; readonly hex: HexId }
  | { readonly type: 'replenish'; readonly side: Side; readonly unit: string; readonly from: Location }
  | { readonly type: 'rebuild'; readonly side: Side; readonly unit: string; readonly from: Location; readonly to: Location }
  | { readonly type: 'recruit'; readonly side: Side; readonly unit: string; readonly from: Location; readonly to: Location }
  | { readonly type: 'rebuildTransport'; readonly side: Side; readonly ship: string; readonly from: Location; readonly to: Location }
  | { readonly type: 'repair'; readonly side: Side; readonly ship: string }
  | { readonly type: 'repairPay'; readonly side: Side; readonly from: Location }
  | { readonly type: 'repairDelay'; readonly side: Side }
  | { readonly type: 'placeNewUnit'; readonly side: Side; readonly unit: string; readonly to: Location };

export const SUPPLY_ACTION_TYPES = [
  'placeSupplyColumn', 'replenish', 'rebuild', 'recruit', 'rebuildTransport', 'repair', 'repairPay', 'repairDelay', 'placeNewUnit',
] as const satisfies readonly SupplyAction['type'][];
