import type { Action } from '../actions';
import { activeSide } from '../activeSide';
import { withEntry } from '../decisions/registry';
import { topPending } from '../pending';
import type { GameMap } from '../map/types';
import { legalActions } from '../legalActions';
import { sameAction } from '../sameAction';
import type { GameState } from '../state';
import type { Space } from '../land/types';
import { attackAction, attackWhyNot } from './attackWhyNot';
import { actionsAt, hexWhyNothing } from './hexWhyNot';
import { placeActions, placeWhyNot } from './placeWhyNot';
import { sailStacks, sailWhyNot } from './sailWhyNot';
import { actor, answerFirst, turnCheck } from './turnCheck';
import { explain, type Explanation, type Intent } from './types';

/** The actions an intent stands for: it is legal when any of them is in legalActions. */
export function intentActions(state: GameState, map: GameMap, intent: Intent, legal?: readonly Action[]): Action[] {
  const side = actor(state);
  switch (intent.kind) {
    case 'landMoveTo':
      return [{ type: 'moveStep', side, to: intent.hex }];
    case 'sailTo':
      return sailStacks(state, map, intent.stack).stacks.map((s): Action => ({ type: 'sail', side, stack: s.id, to: intent.hex }));
    case 'attack':
      return [attackAction(state, intent.from, intent.target)];
    case 'place':
      return placeActions(state, intent.piece, intent.hex);
    case 'hex':
      return actionsAt(state, map, legal ?? legalActions(state), intent.hex);
  }
}

/**
 * The rule checks alone, without asking legalActions: the reason the intent is refused, or null when
 * none of them objects. Built on the functions that decide legality, so it agrees with legalActions
 * (tested over random positions). With a decision pending, its entry (decisions/) explains the intent
 * that answers it; any other intent waits for the answer.
 */
export function diagnose(state: GameState, map: GameMap, intent: Intent, legal?: readonly Action[]): Explanation | null {
  if (intent.kind === 'hex') return intentActions(state, map, intent, legal).length > 0 ? null : hexWhyNothing(state, map, intent.hex);
  const top = topPending(state.pending);
  if (top && activeSide(state) !== null) {
    const answering = intent.kind === 'landMoveTo' || intent.kind === 'place' ? intent : null;
    return withEntry(top, (entry, d) => (answering && entry.whyNot?.intent === answering.kind ? entry.whyNot.explain(state, d, map, answering.hex) : answerFirst(state)));
  }
  switch (intent.kind) {
    case 'landMoveTo':
      // 8.2: a move starts by picking its pieces (the formMove decision).
      return turnCheck(state, 'landMovement', 'whyNot.landUnitsMoveOnlyIn') ?? explain('whyNot.pickMoverFirst', {}, '8.2');
    case 'sailTo':
      return sailWhyNot(state, map, intent.hex, intent.stack);
    case 'attack':
      return attackWhyNot(state, map, intent.from, intent.target);
    case 'place':
      return placeWhyNot(state, map, intent.piece, intent.hex);
  }
}

/**
 * Issue 11 part 2: why the player to act may not do `intent` now, in one sentence with its rule case;
 * null when it is legal (the corresponding action is in legalActions). For `hex`: null when some legal
 * action concerns the hex (see whatHere), else why nothing can be done there.
 */
export function whyNot(state: GameState, map: GameMap, intent: Intent): Explanation | null {
  const legal = legalActions(state);
  const wanted = intent.kind === 'hex' ? actionsAt(state, map, legal, intent.hex) : intentActions(state, map, intent).filter((a) => legal.some((l) => sameAction(l, a)));
  if (wanted.length > 0) return null;
  return diagnose(state, map, intent, legal) ?? explain('whyNot.notAllowedNow', {}, '4.1');
}

/** The legal actions of the player to act that concern a hex (what a click there could do). */
export function whatHere(state: GameState, map: GameMap, hex: Space): Action[] {
  return actionsAt(state, map, legalActions(state), hex);
}
