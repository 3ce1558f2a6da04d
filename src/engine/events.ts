import type { RollEvent } from './dice';
import type { Location } from './pieces/location';
import type { PhaseId } from './sequence/phases';
import type { Side } from './side';
import type { GameResult } from './state';

/** What happened when an action was applied: the game log is made of these. */
export type GameEvent =
  | RollEvent
  | { readonly type: 'phaseBegan'; readonly turn: number; readonly side: Side; readonly phase: PhaseId; readonly rule: string }
  | { readonly type: 'victoryChecked'; readonly turn: number; readonly chileVp: number; readonly outcome: string; readonly rule: string }
  | { readonly type: 'gameOver'; readonly result: GameResult }
  | { readonly type: 'supplyPlaced'; readonly side: Side; readonly count: number; readonly where: string; readonly rule: string }
  | { readonly type: 'placed'; readonly side: Side; readonly piece: string; readonly to: Location; readonly rule: string }
  | { readonly type: 'nadcAssigned'; readonly side: Side; readonly ship: string; readonly assigned: boolean; readonly rule: string }
  | { readonly type: 'eliminated'; readonly side: Side; readonly piece: string; readonly reason: string; readonly rule: string }
  | { readonly type: 'historicalSetup'; readonly side: Side; readonly rule: string }
  | { readonly type: 'supplyLost'; readonly side: Side; readonly count: number; readonly reason: string; readonly rule: string };
