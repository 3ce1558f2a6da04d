import type { Action } from '../actions';
import type { GameMap } from '../map/types';
import type { Side } from '../side';
import type { GameState } from '../state';
import { debarkActions } from './landing';
import { embarkActions } from './embark';
import { infernalMachineActions } from './infernalMachine';
import { canStop, mayEnterHoldingBox, sailTargets } from './moveStack';
import type { MovingStack } from './navalState';
import { raidActions } from './raid';
import { activeStack, withStacks } from './stacks';

function stackActions(state: GameState, map: GameMap, stack: MovingStack): Action[] {
  const out: Action[] = [];
  if (canStop(state, map, stack)) out.push({ type: 'endMove', side: stack.side, stack: stack.id });
  if (mayEnterHoldingBox(map, stack)) out.push({ type: 'enterHoldingBox', side: stack.side, stack: stack.id });
  for (const to of sailTargets(state, map, stack)) out.push({ type: 'sail', side: stack.side, stack: stack.id, to });
  return out;
}

/**
 * 4.1 III / 7.1–7.6: the Naval Movement Phase. One stack sails at a time and finishes before the next
 * starts; the phase ends once every stack has moved (or stayed where the rules let it). Before its
 * stack sails a transport may embark (7.1); once no stack is sailing, cargo may be put ashore (7.6).
 */
export function navalMovementActions(state: GameState, side: Side, map: GameMap): Action[] {
  const s = withStacks(state, map);
  const active = activeStack(s);
  if (active) return stackActions(s, map, active);
  const waiting = s.naval.stacks.filter((x) => x.status === 'waiting');
  return [
    ...(waiting.length === 0 ? [{ type: 'endPhase' as const, side }] : []),
    ...waiting.flatMap((x) => stackActions(s, map, x)),
    ...embarkActions(s, map, side),
    ...debarkActions(s, map, side),
  ];
}

/** 7.6 / 7.7 / 10.2: the Naval Combat Phase — raids, and (optional) infernal machines. */
export function navalCombatActions(state: GameState, side: Side, map: GameMap): Action[] {
  return [{ type: 'endPhase', side }, ...raidActions(state, map, side), ...infernalMachineActions(state, map)];
}
