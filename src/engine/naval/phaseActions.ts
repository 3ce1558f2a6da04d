import type { Action, PhaseAction } from '../actions';
import type { GameMap } from '../map/types';
import type { Side } from '../side';
import type { GameState } from '../state';
import { debarkActions } from './landing';
import { embarkActions } from './embark';
import { infernalMachineActions } from './infernalMachine';
import { canStop, mayEnterHoldingBox, sailTargets } from './moveStack';
import type { MovingStack } from './types';
import { raidActions } from './raid';
import { activeStack, withStacks } from './stacks';

function stackActions(state: GameState, map: GameMap, stack: MovingStack, only?: Action): PhaseAction[] {
  // Checking one sail order: only whether its hex is a target (PhaseActions' `only`).
  if (only?.type === 'sail') return sailTargets(state, map, stack, only.to).map((to) => ({ type: 'sail', side: stack.side, stack: stack.id, to }));
  const out: PhaseAction[] = [];
  const targets = sailTargets(state, map, stack);
  if (canStop(state, map, stack, targets)) out.push({ type: 'endMove', side: stack.side, stack: stack.id });
  if (mayEnterHoldingBox(map, stack)) out.push({ type: 'enterHoldingBox', side: stack.side, stack: stack.id });
  for (const to of targets) out.push({ type: 'sail', side: stack.side, stack: stack.id, to });
  return out;
}

/** The group of the Naval Movement Phase's list an action can be in (see `only` in PhaseActions). */
type MovementGroup = 'endPhase' | 'stack' | 'embark' | 'debark';
const GROUP: Partial<Record<Action['type'], MovementGroup>> = {
  endPhase: 'endPhase',
  endMove: 'stack',
  enterHoldingBox: 'stack',
  sail: 'stack',
  embark: 'embark',
  debark: 'debark',
};

/**
 * 4.1 III / 7.1–7.6: the Naval Movement Phase. One stack sails at a time and finishes before the next
 * starts; the phase ends once every stack has moved (or stayed where the rules let it). Before its
 * stack sails a transport may embark (7.1); once no stack is sailing, cargo may be put ashore (7.6).
 * With `only`, the groups (and other stacks) that cannot hold that action are not listed.
 */
export function navalMovementActions(state: GameState, side: Side, map: GameMap, only?: Action): PhaseAction[] {
  const group = only ? GROUP[only.type] : undefined;
  if (only && !group) return [];
  const wants = (g: MovementGroup) => !only || group === g;
  const forStack = (x: MovingStack) => wants('stack') && (!only || ('stack' in only && only.stack === x.id));
  const s = withStacks(state, map);
  const active = activeStack(s);
  if (active) return forStack(active) ? stackActions(s, map, active, only) : [];
  const waiting = s.naval.stacks.filter((x) => x.status === 'waiting');
  // concat, not spread: the stacks' lists run to hundreds of sail orders (issue 20 §4).
  const out: PhaseAction[] = waiting.length === 0 && wants('endPhase') ? [{ type: 'endPhase', side }] : [];
  return out.concat(
    ...waiting.filter(forStack).map((x) => stackActions(s, map, x, only)),
    wants('embark') ? embarkActions(s, map, side) : [],
    wants('debark') ? debarkActions(s, map, side) : [],
  );
}

/** 7.6 / 7.7 / 10.2: the Naval Combat Phase — raids, and (optional) infernal machines. */
export function navalCombatActions(state: GameState, side: Side, map: GameMap): PhaseAction[] {
  return [{ type: 'endPhase', side }, ...raidActions(state, map, side), ...infernalMachineActions(state, map)];
}
