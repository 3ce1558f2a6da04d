import type { HexId } from '../hex';
import type { PendingBase } from '../pendingBase';

/** 8.1: the owner must eliminate units from an overstacked hex, one at a time, until it complies. */
export interface EliminateExcessDecision extends PendingBase<'eliminateExcess'> {
  readonly hex: HexId;
  readonly excess: number;
}
