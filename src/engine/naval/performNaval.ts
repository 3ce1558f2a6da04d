import type { GameEvent } from '../events';
import { getMap } from '../map/getMap';
import type { GameState } from '../state';
import { catchRunner, letRunnersGo, runBlockade } from './blockade';
import { embark } from './embark';
import { infernalMachine } from './infernalMachine';
import { addInterceptors, declineInterception, rollInterception } from './interception';
import { debark } from './landing';
import { endMove, enterHoldingBox, sail } from './moveStack';
import type { NavalAction } from './navalActionTypes';
import { beginNavalCombat, fire, setAside } from './navalCombat';
import { raid } from './raid';
import { attemptCapture, declineCapture } from './shipCapture';
import { formStacks } from './stacks';

/** Apply a naval action (applyAction's perform() delegates here); the action is already known to be legal. */
export function performNaval(state: GameState, action: NavalAction): { state: GameState; events: GameEvent[] } {
  const map = getMap();
  const formed = formStacks(state, map);
  const r = dispatch(formed.state, action);
  return { state: r.state, events: [...formed.events, ...r.events] };
}

function dispatch(state: GameState, action: NavalAction): { state: GameState; events: GameEvent[] } {
  const map = getMap();
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
    case 'intercept':
      return addInterceptors(state, action.hex);
    case 'interceptRoll':
      return rollInterception(state, map, action.transports);
    case 'declineInterception':
      return declineInterception(state, map);
    case 'runBlockade':
      return runBlockade(state, map, action.run);
    case 'catchRunner':
      return catchRunner(state, action.ship);
    case 'letRunnersGo':
      return letRunnersGo(state, map);
    case 'setAside':
      return setAside(state, action.side, action.ship);
    case 'beginNavalCombat':
      return beginNavalCombat(state);
    case 'fire':
      return fire(state, action.side, action.ship, action.target);
    case 'raid':
      return raid(state, action.side, action.ship, action.target);
    case 'attemptCapture':
      return attemptCapture(state, action.side, action.ship, action.target);
    case 'declineCapture':
      return declineCapture(state);
    case 'infernalMachine':
      return infernalMachine(state, action.target);
  }
}
