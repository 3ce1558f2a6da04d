import type { PendingBase } from '../pendingBase';

/** 4.1 I: the Allied player places each newly allotted Supply Column in a depot city. */
export interface PlaceSupplyColumnDecision extends PendingBase<'placeSupplyColumn'> {
  /** Columns still to place, this one included. */
  readonly remaining: number;
  /** A Bolivian column has been placed in Oruro or La Paz this phase. */
  readonly bolivianPlaced: boolean;
}
