import type { GameState } from '../state';
import { afloat, isWarship, shipSide } from './seaGeometry';
import type { MovingStack } from './types';

/**
 * 7.9: the stack has fought a naval combat in the hex it stands in, this game turn. Its ships that
 * neither fired nor were fired upon "may continue [their] movement (if the owning player desires)"
 * (Spanish: "si así lo desea"), so they may also stop there, outside their NADC area (7.2).
 *
 * Read off the state the battle leaves, so no game played before this rule existed hashes anew: one
 * of the stack's interceptors (its `immuneTo`) is held in this hex this game turn by a battle (7.9
 * `stoppedTurn`); or, if its interceptors went down, a warship of its own side is (an escort that
 * fired: one of them sank them). Only if every ship that fired or was fired upon, on both sides, went
 * down is nothing left to read; then the survivors must sail on (docs/rules-notes.md, 7.9). A battle
 * fought leaving a blockaded port (7.6), before the stack has sailed a hex, does not count: a stack
 * with an NADC must still sail (7.2).
 */
export function foughtHere(state: GameState, stack: MovingStack): boolean {
  if (stack.at.kind !== 'hex' || stack.sailed.length === 0 || stack.immuneTo.length === 0) return false;
  const here = stack.at.hex;
  const heldHere = (ship: string) => {
    const l = state.ships[ship]?.location;
    return state.naval.stoppedTurn[ship] === state.turn && l?.kind === 'hex' && l.hex === here;
  };
  if (stack.immuneTo.some(heldHere)) return true;
  if (stack.immuneTo.every((s) => afloat(state, s))) return false;
  return Object.keys(state.naval.stoppedTurn).some((s) => shipSide(state, s) === stack.side && isWarship(s) && heldHere(s));
}
