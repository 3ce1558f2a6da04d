import type { NavalArea } from './map/types';
import type { Location } from './pieces/location';
import { isSide, type Side } from './side';
import { LAND_ACTION_TYPES, type LandAction } from './land/actions';
import { NAVAL_ACTION_TYPES, type NavalAction } from './naval/actions';
import { SUPPLY_ACTION_TYPES, type SupplyAction } from './supply/actions';

/**
 * Everything a player can do, as plain JSON. Every action names the side that takes it, so an action
 * sent out of turn (or a stale one from a previous state) is refused rather than misapplied.
 */
export type Action = EndPhaseAction | SetupPlaceAction | HistoricalSetupAction | OrderShipAction | EliminateUnitAction | SupplyAction | LandAction | NavalAction;

/** The phasing player is done with the current phase (4.1). */
export interface EndPhaseAction {
  readonly type: 'endPhase';
  readonly side: Side;
}

/** 3.1–3.5: place (or move again) one of the side's pieces during its set-up. */
export interface SetupPlaceAction {
  readonly type: 'setupPlace';
  readonly side: Side;
  readonly piece: string;
  readonly to: Location;
}

/** 3.1: set up the whole side as it stood historically (setup/historicalSetup.ts). */
export interface HistoricalSetupAction {
  readonly type: 'historicalSetup';
  readonly side: Side;
}

/** 4.1 I / 4.2: give a ship an NADC for a naval area (null: take it back). */
export interface OrderShipAction {
  readonly type: 'orderShip';
  readonly side: Side;
  readonly ship: string;
  readonly area: NavalArea | null;
}

/** 8.1: the owner eliminates a unit from an overstacked hex. */
export interface EliminateUnitAction {
  readonly type: 'eliminateUnit';
  readonly side: Side;
  readonly unit: string;
}

export type ActionType = Action['type'];

/** The action of one type (or of one of several). */
export type ActionOf<T extends ActionType> = Extract<Action, { readonly type: T }>;

/** What a phase offers when nothing is pending (sequence/phaseActions.ts): starting something, or ending the phase. */
export type PhaseActionType =
  | 'endPhase'
  | 'setupPlace'
  | 'historicalSetup'
  | 'orderShip'
  | 'replenish'
  | 'rebuild'
  | 'recruit'
  | 'rebuildTransport'
  | 'repair'
  | 'beginMove'
  | 'beginAttack'
  | 'resolveAssault'
  | 'embark'
  | 'sail'
  | 'endMove'
  | 'enterHoldingBox'
  | 'debark'
  | 'raid'
  | 'infernalMachine';
export type PhaseAction = ActionOf<PhaseActionType>;

/** The answers to pending decisions: every other action, each answering the kinds whose entry lists it (decisions/). */
export type AnswerAction = Exclude<Action, PhaseAction>;

export const ACTION_TYPES: readonly ActionType[] = ['endPhase', 'setupPlace', 'historicalSetup', 'orderShip', 'eliminateUnit', ...SUPPLY_ACTION_TYPES, ...LAND_ACTION_TYPES, ...NAVAL_ACTION_TYPES];

/** True when `value` has the shape of an action (its legality is a separate question). */
export function isActionShape(value: unknown): value is Action {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.type === 'string' && (ACTION_TYPES as readonly string[]).includes(v.type) && isSide(v.side);
}
