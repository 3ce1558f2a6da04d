import type { PendingBase } from '../pendingBase';

/** 6.3 / 6.4: a rebuilt or recruited unit that waited on the turn track is placed now (or waits again). */
export interface PlaceNewUnitDecision extends PendingBase<'placeNewUnit'> {
  readonly unit: string;
}
