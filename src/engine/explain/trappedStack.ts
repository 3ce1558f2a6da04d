import { retreatHexes } from '../land/retreatHexes';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { otherSide, type Side } from '../side';
import type { GameState } from '../state';

/** A side that must retreat from a land battle and has nowhere to go (8.10). */
export interface TrappedStack {
  readonly side: Side;
  readonly hex: HexId;
}

/**
 * 8.10: while a land battle's losses are being taken (combatLosses), the side that inflicted no hit
 * and took some, when no adjacent hex is open to it: once its losses are taken, every unit it has left
 * there loses a step (the second paragraph of 8.10; docs/rules-notes.md). Null otherwise. A player
 * choosing which unit takes a hit was not told the rest of the stack would go too, and the loser never
 * saw it happen (table QA round 15: six one-step regiments in Lima).
 */
export function trappedStack(state: GameState, map: GameMap): TrappedStack | null {
  const b = state.land.battle;
  if (!b || b.stage !== 'retreat' || b.columnsOnly) return null;
  const role = b.hits.attacker > 0 && b.hits.defender === 0 ? 'defender' : b.hits.defender > 0 && b.hits.attacker === 0 ? 'attacker' : null;
  if (role === null) return null;
  const side = role === 'attacker' ? b.attacker : otherSide(b.attacker);
  const hex = role === 'attacker' ? b.from : b.target;
  return retreatHexes(state, map, side, hex).length === 0 ? { side, hex } : null;
}
