import type { PendingBase } from '../pendingBase';

/** 6.5: the repair die is rolled; the owner chooses to pay that many Supply Columns or wait that many turns. */
export interface RepairChoiceDecision extends PendingBase<'repairChoice'> {
  readonly ship: string;
  readonly roll: number;
}
