import type { PlayerView } from '../viewFor';
import type { GameState } from '../state';

/**
 * The naval geometry (seaRoutes, isFriendlyPort, inFriendlyPort, columnsAt) reads only the public
 * records of a game — hex control, ships, Supply Columns, the naval record — never the dice or the
 * NADC chits a view leaves out. A player's view is handed to it through this one door, so the
 * interface's previews of a sail (sailPlan.ts) are worked out from what that player may see.
 */
export function publicRecords(view: PlayerView): GameState {
  return view as unknown as GameState;
}
