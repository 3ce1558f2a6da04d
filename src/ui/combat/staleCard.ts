import { playerTurns } from '../recap/recapSpan';
import type { LogEntry } from '../store/types';

/**
 * Whether a combat's result card has outstayed its welcome. A card belongs to the player turn its combat
 * was fought in and to the next one (4.1: the other player sees it after the hand-over). It goes once a
 * later player turn asks the viewer a new question (odds to choose, a battle under way), or once two
 * player turns have passed — so a card from the previous turn never sits above a new question.
 */
export function staleCard(log: readonly LogEntry[], now: number, combatStep: number, asking: boolean): boolean {
  const turns = playerTurns(log, now);
  if (turns.length === 0) return false;
  const at = turns.findIndex((t) => combatStep > t.from && combatStep <= t.to);
  if (at < 0) return false;
  const later = turns.length - 1 - at;
  return later >= 2 || (later >= 1 && asking);
}
