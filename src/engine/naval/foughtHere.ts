import type { GameState } from '../state';
import { isStopped, isWarship, shipSide } from './seaGeometry';
import type { MovingStack } from './types';

/**
 * 7.9: the stack has fought a naval combat in the hex it stands in, this game turn. Its ships that
 * neither fired nor were fired upon "may continue [their] movement (if the owning player desires)"
 * (Spanish: "si así lo desea"), so they may also stop there, outside their NADC area (7.2).
 *
 * Read off the state the battle leaves, so no game played before this rule existed hashes anew: a
 * ship held in this hex this game turn by a battle (7.9 `stoppedTurn`) that is either one of this
 * stack's interceptors (its `immuneTo`) or a warship of the stack's own side (an escort that fired: if
 * every interceptor went down, one of them sank it). Only if every ship that fired or was fired upon,
 * on both sides, went down is nothing left to read; then the survivors must sail on
 * (docs/rules-notes.md, 7.9).
 */
export function foughtHere(state: GameState, stack: MovingStack): boolean {
  if (stack.at.kind !== 'hex' || stack.sailed.length === 0) return false;
  const here = stack.at.hex;
  for (const [ship, turn] of Object.entries(state.naval.stoppedTurn)) {
    if (turn !== state.turn || !isStopped(state, ship)) continue;
    const l = state.ships[ship]?.location;
    if (l?.kind !== 'hex' || l.hex !== here) continue;
    if (stack.immuneTo.includes(ship) || (shipSide(state, ship) === stack.side && isWarship(ship))) return true;
  }
  return false;
}
