import type { HexId } from '../hex';
import type { ReasonCode } from '../message';
import type { Location } from '../pieces/location';
import type { Side } from '../side';

/** What the naval procedures report (the log is seen by both players: no destination or route). */
export type NavalEvent =
  | { readonly type: 'embarked'; readonly side: Side; readonly piece: string; readonly transport: string; readonly rule: string }
  | { readonly type: 'provisionsSpent'; readonly side: Side; readonly from: Location; readonly rule: string }
  | { readonly type: 'stackStranded'; readonly side: Side; readonly ships: readonly string[]; readonly reason: ReasonCode; readonly rule: string }
  | { readonly type: 'shipsMoved'; readonly side: Side; readonly ships: readonly string[]; readonly to: Location; readonly rule: string }
  | { readonly type: 'stackEnded'; readonly side: Side; readonly ships: readonly string[]; readonly at: Location; readonly rule: string }
  | { readonly type: 'interceptionDeclined'; readonly side: Side; readonly hex: HexId; readonly rule: string }
  | { readonly type: 'interception'; readonly side: Side; readonly hex: HexId; readonly distance: number; readonly success: boolean; readonly automatic: boolean; readonly rule: string }
  | { readonly type: 'blockadeRun'; readonly side: Side; readonly hex: HexId; readonly through: number; readonly of: number; readonly rule: string }
  | { readonly type: 'runnersCaught'; readonly side: Side; readonly hex: HexId; readonly ships: readonly string[]; readonly rule: string }
  | { readonly type: 'navalCombatBegan'; readonly hex: HexId; readonly ships: readonly string[]; readonly rule: string }
  | { readonly type: 'setAside'; readonly side: Side; readonly ship: string; readonly rule: string }
  | { readonly type: 'gunfire'; readonly side: Side; readonly ship: string; readonly target: string; readonly outcome: 'miss' | 'damaged' | 'sunk'; readonly critical: boolean; readonly rule: string }
  | { readonly type: 'navalCombatEnded'; readonly hex: HexId; readonly rule: string }
  | { readonly type: 'shipSunk'; readonly side: Side; readonly ship: string; readonly cargo: readonly string[]; readonly rule: string }
  | { readonly type: 'debarked'; readonly side: Side; readonly piece: string; readonly to: Location; readonly landing: boolean; readonly assault: boolean; readonly rule: string }
  | { readonly type: 'raid'; readonly side: Side; readonly ship: string; readonly target: string; readonly hit: boolean; readonly rule: string }
  | { readonly type: 'fortFire'; readonly side: Side; readonly fort: string; readonly ship: string; readonly outcome: 'miss' | 'damaged' | 'sunk'; readonly critical: boolean; readonly rule: string }
  | { readonly type: 'captureAttempt'; readonly side: Side; readonly ship: string; readonly target: string; readonly outcome: 'capturerDamaged' | 'escapes' | 'scuttled' | 'captured'; readonly rule: string }
  | { readonly type: 'infernalMachine'; readonly side: Side; readonly target: string; readonly hex: HexId; readonly outcome: 'noEffect' | 'damaged' | 'sunk'; readonly rule: string };
