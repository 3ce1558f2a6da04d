import type { PendingBase } from '../pendingBase';

// Pending decisions of the Administrative and Consume Supply Columns Phases (each has its entry in decisions/).

/** 4.1 I: the Allied player places each newly allotted Supply Column in a depot city. */
export interface PlaceSupplyColumnDecision extends PendingBase<'placeSupplyColumn'> {
  /** Columns still to place, this one included. */
  readonly remaining: number;
  /** A Bolivian column has been placed in Oruro or La Paz this phase. */
  readonly bolivianPlaced: boolean;
}

/** 6.3 / 6.4: a rebuilt or recruited unit that waited on the turn track is placed now (or waits again). */
export interface PlaceNewUnitDecision extends PendingBase<'placeNewUnit'> {
  readonly unit: string;
}

/** 6.5: the repair die is rolled; the owner chooses to pay that many Supply Columns or wait that many turns. */
export interface RepairChoiceDecision extends PendingBase<'repairChoice'> {
  readonly ship: string;
  readonly roll: number;
}
