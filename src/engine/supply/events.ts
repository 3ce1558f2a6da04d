import type { Space } from '../land/types';
import type { ReasonCode } from '../message';
import type { Side } from '../side';

/** Supply's events (4.1 I, 6.1–6.5), for the game log. */
export type SupplyEvent =
  | { readonly type: 'supplyPlaced'; readonly side: Side; readonly count: number; readonly where: Space; readonly rule: string }
  | { readonly type: 'supplySpent'; readonly side: Side; readonly use: 'replenish' | 'rebuild' | 'recruit' | 'rebuildTransport' | 'repair'; readonly piece: string; readonly columns: number; readonly rule: string }
  | { readonly type: 'repairDelayed'; readonly side: Side; readonly ship: string; readonly untilTurn: number; readonly rule: string }
  | { readonly type: 'shipRepaired'; readonly side: Side; readonly ship: string; readonly rule: string }
  | { readonly type: 'supplyLost'; readonly side: Side; readonly count: number; readonly reason: ReasonCode; readonly rule: string };
