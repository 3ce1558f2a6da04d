import type { Action } from '../actions';
import type { GameMap } from '../map/types';
import { topPending } from '../pending';
import { phaseInfo } from '../sequence/phases';
import type { GameState } from '../state';
import { mayMove } from '../land/movers';
import { attackTargets, eligibleAttackers } from '../land/attack';
import { columnsAt, spaceOf, unitsAt } from '../land/spaces';
import { HOLDING_BOX, type Space } from '../land/types';
import { shipsIn } from '../naval/seaGeometry';
import { withStacks } from '../naval/stacks';
import { capital, placeName } from './names';
import { actor } from './turnCheck';
import { explain, type Explanation } from './types';
import { activeSide } from '../activeSide';

const PIECE_KEYS = ['piece', 'unit', 'ship', 'transport', 'target'] as const;

function pieceSpace(state: GameState, piece: string): Space | null {
  const loc = state.units[piece]?.location ?? state.supply[piece]?.location ?? state.ships[piece]?.location;
  return loc ? spaceOf(loc) : null;
}

/** Whether an action concerns this space: it names it (a hex, a location), a piece standing there, or a stack there. */
export function actionTouches(state: GameState, action: Action, space: Space): boolean {
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || key === 'side') continue;
    if (value === space) return true;
    if (typeof value === 'object' && value !== null && 'kind' in value) {
      const loc = value as { kind: string; hex?: string };
      if ((loc.kind === 'hex' && loc.hex === space) || (loc.kind === 'holdingBox' && space === HOLDING_BOX)) return true;
    }
    if ((PIECE_KEYS as readonly string[]).includes(key) && typeof value === 'string' && pieceSpace(state, value) === space) return true;
    if (key === 'stack' && typeof value === 'string') {
      const st = state.naval.stacks.find((x) => x.id === value);
      if (st && spaceOf(st.at) === space) return true;
    }
  }
  return false;
}

/** The legal actions of the player to act that concern this space. */
export function actionsAt(state: GameState, map: GameMap, legal: readonly Action[], space: Space): Action[] {
  const s = state.phase === 'navalMovement' ? withStacks(state, map) : state;
  return legal.filter((a) => actionTouches(s, a, space));
}

/** Why nothing can be done in this space now (called when no legal action concerns it). */
export function hexWhyNothing(state: GameState, map: GameMap, space: Space): Explanation {
  if (activeSide(state) === null) return explain('The game is over: nothing more can be done (5.0).', '5.0');
  const top = topPending(state.pending);
  if (top) return explain(`First: ${top.prompt.replace(/[.?!]?$/, '')} (${top.rule}).`, top.rule);
  const side = actor(state);
  const name = placeName(map, space);
  const info = phaseInfo(state.phase);
  const units = unitsAt(state, space, side);
  switch (state.phase) {
    case 'landMovement': {
      const pieces = [...units, ...columnsAt(state, space, side)];
      if (pieces.length === 0) return explain(`You have no land unit or Supply Column in ${name} to move (8.2).`, '8.2');
      if (pieces.some((p) => state.land.moved.includes(p))) return explain(`Every piece in ${name} has ended its movement this phase (8.2, 8.4).`, '8.2');
      if (pieces.some((p) => state.units[p]?.builtTurn === state.turn)) return explain(`Units just built or rebuilt in ${name} may not move this turn (8.2).`, '8.2');
      if (pieces.every((p) => !mayMove(state, p))) return explain(`The units that landed in ${name} stay there until the Land Combat Phase (7.6).`, '7.6');
      return explain(`Nothing in ${name} may move now (8.2).`, '8.2');
    }
    case 'landCombat': {
      if (space === HOLDING_BOX) return explain('No combat in the Chile Holding Box (8.7).', '8.7');
      if (units.length === 0) return explain(`You have no land units in ${name}, and none of yours can attack it (8.7).`, '8.7');
      if (eligibleAttackers(state, side, space).length === 0) return explain(`Every unit in ${name} has attacked this phase: each unit attacks once (8.7).`, '8.7');
      if (attackTargets(state, side, space).length === 0) return explain(`No enemy land unit or Supply Column next to ${name} to attack (8.7).`, '8.7');
      return explain(`Nothing to attack from ${name} now (8.7).`, '8.7');
    }
    case 'navalMovement':
      return explain(`No stack of yours sails from or to ${name} now (7.2).`, '7.2');
    case 'navalCombat': {
      if (space !== HOLDING_BOX && shipsIn(state, space, side).length === 0) return explain(`You have no warship in ${name} to raid with (7.6).`, '7.6');
      return explain(`Nothing to raid in ${name}: a raid needs your warship in a coastal hex with enemy units or a fort and no enemy warship, once a phase (7.6).`, '7.6');
    }
    default:
      return explain(`${capital(name)}: nothing to do here in the ${info.name} (${info.rule}).`, info.rule);
  }
}
