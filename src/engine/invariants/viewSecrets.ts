import { jsonEqual } from '../jsonEqual';
import type { NavalArea } from '../map/types';
import { otherSide, type Side } from '../side';
import type { GameState } from '../state';
import { viewFor } from '../viewFor';
import { movementCommenced, revealedEarlier } from '../naval/nadcRevealed';
import { violation, type Violation } from './violation';

/**
 * The state with everything `viewer` may not know changed: the dice generator, the dice secret, the
 * seed (until the game is over), the other side's NADC
 * areas (4.1 I; those of a stack that has begun to move, in this phase or earlier this game turn, are
 * public, and stay as they are) and its
 * moving stacks' areas (until they begin to move) and planned routes (7.2).
 */
function withOtherSecrets(state: GameState, viewer: Side): GameState {
  const other = otherSide(viewer);
  const flip = (a: NavalArea | null): NavalArea => (a === 'I' ? 'II' : 'I');
  return {
    ...state,
    dice: { ...state.dice, state: state.dice.state.map((x) => x ^ 0x5bd1e995) },
    // issue 17: the dice secret always, and the seed while the game is being played
    ...(state.diceSecret !== undefined ? { diceSecret: state.diceSecret.split('').reverse().join('') } : {}),
    ...(state.result ? {} : { seed: `${String(state.seed)}-other` }),
    // 4.1 I: this turn's orders revealed as their stacks set out in an earlier phase of the turn stay too.
    nadc: { ...state.nadc, [other]: state.nadc[other].map((o) => (revealedEarlier(state, other, o) ? o : { ...o, area: flip(o.area) })) },
    naval: {
      ...state.naval,
      // 4.1 I: a stack's area is revealed once it begins to move; its route never is.
      stacks: state.naval.stacks.map((s) => (s.side === other ? { ...s, area: movementCommenced(s) ? s.area : flip(s.area), route: [...s.route, '0000'] } : s)),
    },
  };
}

/**
 * viewFor leaks no secret: each side's view is the same whatever the other side's secrets (and the
 * dice) are — it can't depend on what it must not show.
 */
export function viewLeaks(state: GameState): Violation[] {
  const out: Violation[] = [];
  for (const viewer of ['chile', 'allied'] as const) {
    if (!jsonEqual(viewFor(state, viewer), viewFor(withOtherSecrets(state, viewer), viewer))) {
      out.push(violation('viewSecrets', `the ${viewer} view shows something of the other side's secrets or of the dice`, '4.1'));
    }
    // 4.1 I: a chit shown face up is the order it stands for (QA round 7: an earlier turn's area stood
    // on this turn's order).
    const other = otherSide(viewer);
    for (const seen of viewFor(state, viewer).nadc[other]) {
      if (seen.area === null) continue;
      const order = state.nadc[other].find((o) => o.ship === seen.ship && o.forTurn === seen.forTurn);
      if (order?.area !== seen.area) out.push(violation('viewSecrets', `the ${viewer} view shows ${seen.ship}'s order for turn ${seen.forTurn} as area ${seen.area}, not its order's`, '4.1'));
    }
  }
  return out;
}
