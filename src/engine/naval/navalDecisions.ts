import type { HexId } from '../hex';
import type { PendingBase } from '../pendingBase';

/** 7.3: the non-moving side may intercept the stack that just entered `hex`. */
export interface InterceptionDecision extends PendingBase<'interception'> {
  readonly stack: string;
  /** The hex the moving stack entered (the interception hex). */
  readonly hex: HexId;
  /** Hexes of warships that may take part. */
  readonly eligible: readonly HexId[];
  /** Hexes declared so far (7.3: several hexes roll together, the farthest counts). */
  readonly chosen: readonly HexId[];
}

/** 7.6: the moving side decides whether to run the blockade of `hex`. */
export interface RunBlockadeDecision extends PendingBase<'runBlockade'> {
  readonly stack: string;
  readonly hex: HexId;
  readonly blockaders: readonly string[];
}

/** 7.6: the blockader picks the `count` runners that did not get through (or lets them go). */
export interface CatchRunnersDecision extends PendingBase<'catchRunners'> {
  readonly stack: string;
  readonly hex: HexId;
  readonly blockaders: readonly string[];
  readonly count: number;
  readonly caught: readonly string[];
}

/** 7.9: the outnumbering side may set excess ships aside (state.naval.combat holds the battle). */
export type SetAsideDecision = PendingBase<'setAside'>;
/** 7.9: the side to fire picks a warship and a target. */
export type NavalFireDecision = PendingBase<'navalFire'>;
/** 10.1: the side that may try to capture enemy ships after the battle. */
export type ShipCaptureDecision = PendingBase<'shipCapture'>;

export type NavalDecision = InterceptionDecision | RunBlockadeDecision | CatchRunnersDecision | SetAsideDecision | NavalFireDecision | ShipCaptureDecision;

export const NAVAL_PENDING_KINDS = ['interception', 'runBlockade', 'catchRunners', 'setAside', 'navalFire', 'shipCapture'] as const satisfies readonly NavalDecision['kind'][];
