import type { RollEvent } from './dice';
import type { NavalEvent } from './naval/events';
import type { LandEvent } from './land/events';
import type { BoliviaQuitsReason, ReasonCode, VictoryOutcome } from './message';
import type { Location } from './pieces/location';
import type { PhaseId } from './sequence/phases';
import type { Side } from './side';
import type { SupplyEvent } from './supply/events';
import type { GameResult } from './state';

/** What happened when an action was applied: the game log is made of these. */
export type GameEvent =
  | RollEvent
  | LandEvent
  | NavalEvent
  | SupplyEvent
  | { readonly type: 'phaseBegan'; readonly turn: number; readonly side: Side; readonly phase: PhaseId; readonly rule: string }
  | { readonly type: 'victoryChecked'; readonly turn: number; readonly chileVp: number; readonly outcome: VictoryOutcome; readonly rule: string }
  | { readonly type: 'gameOver'; readonly result: GameResult }
  | { readonly type: 'placed'; readonly side: Side; readonly piece: string; readonly to: Location; readonly rule: string }
  | { readonly type: 'nadcAssigned'; readonly side: Side; readonly ship: string; readonly assigned: boolean; readonly rule: string }
  | { readonly type: 'eliminated'; readonly side: Side; readonly piece: string; readonly reason: ReasonCode; readonly rule: string }
  | { readonly type: 'reinforcementAvailable'; readonly side: Side; readonly piece: string; readonly rule: string }
  | { readonly type: 'fortArrived'; readonly fort: string; readonly hex: string; readonly built: boolean; readonly rule: string }
  | { readonly type: 'navalBonus'; readonly alliedSunk: number; readonly chileanSunk: number; readonly rule: string }
  | { readonly type: 'boliviaQuits'; readonly reason: BoliviaQuitsReason; readonly rule: string }
  | { readonly type: 'historicalSetup'; readonly side: Side; readonly rule: string };
