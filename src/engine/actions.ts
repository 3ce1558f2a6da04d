import type { HexId } from './hex';
import { isSide, type Side } from './side';

/**
 * Everything a player can do, as plain JSON. Every action names the side that takes it, so an action
 * sent out of turn (or a stale one from a previous state) is refused rather than misapplied.
 */
export type Action = EndPhaseAction | PlaceSupplyColumnAction;

/** The phasing player is done with the current phase (4.1). */
export interface EndPhaseAction {
  readonly type: 'endPhase';
  readonly side: Side;
}

/** 4.1 I: place the next Allied Supply Column in a depot city. */
export interface PlaceSupplyColumnAction {
  readonly type: 'placeSupplyColumn';
  readonly side: Side;
  readonly hex: HexId;
}

export type ActionType = Action['type'];

export const ACTION_TYPES: readonly ActionType[] = ['endPhase', 'placeSupplyColumn'];

/** True when `value` has the shape of an action (its legality is a separate question). */
export function isActionShape(value: unknown): value is Action {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.type === 'string' && (ACTION_TYPES as readonly string[]).includes(v.type) && isSide(v.side);
}
