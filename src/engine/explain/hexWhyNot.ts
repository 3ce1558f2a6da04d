import type { Action } from '../actions';
import type { GameMap } from '../map/types';
import { topPending } from '../pending';
import { withEntry } from '../decisions/registry';
import { phaseInfo } from '../sequence/phases';
import type { GameState } from '../state';
import { mayMove } from '../land/movers';
import { attackTargets, eligibleAttackers } from '../land/attack';
import { columnsAt, spaceOf, unitsAt } from '../land/spaces';
import { HOLDING_BOX, type Space } from '../land/types';
import { shipsIn } from '../naval/seaGeometry';
import { withStacks } from '../naval/stacks';
import { actor, answerFirst } from './turnCheck';
import { explain, type Explanation } from './types';
import { activeSide } from '../activeSide';
import { landUnit } from '../counters';
import { capturedByChile } from '../control/controller';

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
  if (activeSide(state) === null) return explain('whyNot.gameOver', {}, '5.0');
  const top = topPending(state.pending);
  // A decision answered by choosing a place (4.1: where a Supply Column goes) says why not this one;
  // the generic "First: …" named every depot, Lima too, when the last column had to be Bolivian (table QA round 13).
  if (top) return withEntry(top, (entry, d) => (entry.whyNot?.intent === 'place' ? entry.whyNot.explain(state, d, map, space) : null)) ?? answerFirst(state);
  const side = actor(state);
  const hex = space;
  const info = phaseInfo(state.phase);
  const units = unitsAt(state, space, side);
  switch (state.phase) {
    case 'landMovement': {
      const pieces = [...units, ...columnsAt(state, space, side)];
      if (pieces.length === 0) return explain('whyNot.nothingToMove', { hex }, '8.2');
      if (pieces.some((p) => state.land.moved.includes(p))) return explain('whyNot.allMoved', { hex }, '8.2');
      if (pieces.some((p) => state.units[p]?.builtTurn === state.turn)) return explain('whyNot.justBuilt', { hex }, '8.2');
      if (pieces.every((p) => !mayMove(state, p))) return explain('whyNot.landedStay', { hex }, '7.6');
      return explain('whyNot.nothingMayMove', { hex }, '8.2');
    }
    case 'landCombat': {
      if (space === HOLDING_BOX) return explain('whyNot.noCombatInBox', {}, '8.7');
      if (units.length === 0) return explain('whyNot.noUnitsToAttackWith', { hex }, '8.7');
      if (eligibleAttackers(state, side, space).length === 0) return explain('whyNot.allAttacked', { hex }, '8.7');
      if (attackTargets(state, map, side, space).length === 0) return explain('whyNot.nothingAdjacentToAttack', { hex }, '8.7');
      return explain('whyNot.nothingToAttackFrom', { hex }, '8.7');
    }
    case 'consumeSupply': {
      const depleted = units.filter((u) => (state.units[u]?.steps ?? 0) < landUnit(u).steps);
      // 6.3 / 6.4: a unit recruited or rebuilt this turn is replenished only during a subsequent game turn.
      if (depleted.length > 0 && !state.options.replenishNewUnits && depleted.every((u) => state.units[u]?.builtTurn === state.turn)) {
        return explain('whyNot.replenishNextTurn', { hex }, '6.3');
      }
      // 6.2: a column in the unit's hex or an adjacent one.
      if (depleted.length > 0) return explain('whyNot.noColumnInReach', { hex }, '6.2');
      // 4.1 / 6.3 / 6.4: an Allied city Chile has captured takes no Supply Column and no new unit: say so (QA round 8).
      const town = space === HOLDING_BOX ? undefined : map.hexes[space]?.town;
      if (side === 'allied' && town && town.nation !== 'chile' && capturedByChile(state, space)) return explain('whyNot.capturedCity', { hex }, '6.4');
      return explain('whyNot.nothingToDoHere', { hex, phase: state.phase, rule: info.rule }, info.rule);
    }
    case 'navalMovement':
      return explain('whyNot.noStackSailsHere', { hex }, '7.2');
    case 'navalCombat': {
      if (space !== HOLDING_BOX && shipsIn(state, space, side).length === 0) return explain('whyNot.noWarshipToRaid', { hex }, '7.6');
      return explain('whyNot.nothingToRaid', { hex }, '7.6');
    }
    default:
      return explain('whyNot.nothingToDoHere', { hex, phase: state.phase, rule: info.rule }, info.rule);
  }
}
