import type { Action } from '../actions';
import type { GameMap } from '../map/types';
import { nadcActions } from '../naval/nadcActions';
import { setupActions } from '../setup/setupActions';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { PhaseId } from './phases';

/** What the phasing player may do in a phase when no decision is pending. Each list includes endPhase when the phase may end. */
export type PhaseActions = (state: GameState, side: Side, map: GameMap) => Action[];

const endOnly: PhaseActions = (_state, side) => [{ type: 'endPhase', side }];

/**
 * The actions of each phase (4.1), one entry per phase. The rules issues fill these in: each
 * procedure's module supplies its phase's list.
 */
export const PHASE_ACTIONS: Readonly<Record<PhaseId, PhaseActions>> = {
  // 3.1, 4.2: place pieces, then give turn-1 NADCs.
  setup: (state, side, map) => [...setupActions(state, side, map), ...nadcActions(state, side)],
  // 4.1 I: NADCs for the next turn (the supply allotment and 8.1 stacking are done on entry).
  administrative: (state, side) => [{ type: 'endPhase', side }, ...nadcActions(state, side)],
  consumeSupply: endOnly,
  navalMovement: endOnly,
  navalCombat: endOnly,
  landMovement: endOnly,
  landCombat: endOnly,
  victoryDetermination: endOnly,
};
