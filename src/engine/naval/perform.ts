import type { ActionOf, PhaseAction } from '../actions';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { embark } from './embark';
import { infernalMachine } from './infernalMachine';
import { debark } from './landing';
import { endMove, enterHoldingBox, sail } from './moveStack';
import type { NavalAction } from './actions';
import { raid } from './raid';
import { formStacks } from './stacks';

/** The naval actions a phase offers (the answers to naval decisions are in their entries, decisions/). */
export type NavalPhaseAction = ActionOf<Extract<NavalAction['type'], PhaseAction['type']>>;

/**
 * 7.2: a naval action is taken on the stacks formed for the phase (stacks.ts formStacks, which may sink
 * ships with no port to return to, 4.1 III); its events follow those of the forming.
 */
export function onFormedStacks(state: GameState, map: GameMap, act: (formed: GameState) => Step): Step {
  const formed = formStacks(state, map);
  const r = act(formed.state);
  return { state: r.state, events: [...formed.events, ...r.events] };
}

/** Apply a naval action of the phase (applyAction's perform() delegates here); the action is already known to be legal. */
export function performNaval(state: GameState, map: GameMap, action: NavalPhaseAction): Step {
  return onFormedStacks(state, map, (s) => dispatch(s, map, action));
}

function dispatch(state: GameState, map: GameMap, action: NavalPhaseAction): Step {
  switch (action.type) {
    case 'embark':
      return embark(state, action.side, action.transport, action.piece);
    case 'sail':
      return sail(state, map, action.stack, action.to);
    case 'endMove':
      return endMove(state, map, action.stack);
    case 'enterHoldingBox':
      return enterHoldingBox(state, action.stack);
    case 'debark':
      return debark(state, map, action.side, action.piece);
    case 'raid':
      return raid(state, action.side, action.ship, action.target);
    case 'infernalMachine':
      return infernalMachine(state, action.target);
  }
}
