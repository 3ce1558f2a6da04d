import type { HexId } from '../hex';
import type { Side } from '../side';
import type { Space } from './types';

/** Land operations' actions (8.2–8.12). Every action names its side (actions.ts). */
export type LandAction =
  // 8.2–8.6 movement
  | { readonly type: 'beginMove'; readonly side: Side; readonly from: Space }
  | { readonly type: 'toggleMover'; readonly side: Side; readonly piece: string }
  | { readonly type: 'rollMove'; readonly side: Side }
  | { readonly type: 'cancelMove'; readonly side: Side }
  | { readonly type: 'moveStep'; readonly side: Side; readonly to: Space }
  | { readonly type: 'dropOff'; readonly side: Side; readonly piece: string }
  | { readonly type: 'forcedMarch'; readonly side: Side }
  | { readonly type: 'stopMove'; readonly side: Side }
  | { readonly type: 'takeAttrition'; readonly side: Side; readonly piece: string }
  // 8.7–8.11 combat
  | { readonly type: 'beginAttack'; readonly side: Side; readonly from: HexId; readonly target: HexId }
  | { readonly type: 'toggleAttacker'; readonly side: Side; readonly unit: string }
  | { readonly type: 'declareAttack'; readonly side: Side }
  | { readonly type: 'cancelAttack'; readonly side: Side }
  | { readonly type: 'resolveAssault'; readonly side: Side; readonly hex: HexId }
  | { readonly type: 'combatSupply'; readonly side: Side; readonly initiative: boolean; readonly extraDie: boolean }
  | { readonly type: 'takeLoss'; readonly side: Side; readonly unit: string }
  | { readonly type: 'retreat'; readonly side: Side; readonly to: HexId }
  | { readonly type: 'holdGround'; readonly side: Side; readonly unit: string }
  | { readonly type: 'advanceUnit'; readonly side: Side; readonly unit: string }
  | { readonly type: 'endAdvance'; readonly side: Side };

export type LandActionType = LandAction['type'];

export const LAND_ACTION_TYPES = [
  'beginMove', 'toggleMover', 'rollMove', 'cancelMove', 'moveStep', 'dropOff', 'forcedMarch', 'stopMove', 'takeAttrition',
  'beginAttack', 'toggleAttacker', 'declareAttack', 'cancelAttack', 'resolveAssault', 'combatSupply', 'takeLoss', 'retreat', 'holdGround',
  'advanceUnit', 'endAdvance',
] as const satisfies readonly LandActionType[];
