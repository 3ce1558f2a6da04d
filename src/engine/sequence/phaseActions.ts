import type { Action, PhaseAction } from '../actions';
import type { GameMap } from '../map/types';
import { nadcActions } from '../naval/nadcActions';
import { navalCombatActions, navalMovementActions } from '../naval/phaseActions';
import { setupActions } from '../setup/setupActions';
import { consumeSupplyActions } from '../supply/phaseActions';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { PhaseId } from './phases';
import { landCombatActions, landMovementActions } from '../land/phaseActions';

/**
 * What the phasing player may do in a phase when no decision is pending. Each list includes endPhase
 * when the phase may end. With `only` (applyAction checking one action), a phase may leave out groups
 * of actions that cannot equal it, and nothing else; ignoring `only` is always correct.
 */
export type PhaseActions = (state: GameState, side: Side, map: GameMap, only?: Action) => PhaseAction[];

const endOnly: PhaseActions = (_state, side) => [{ type: 'endPhase', side }];

/**
 * The actions of each phase (4.1), one entry per phase. The rules issues fill these in: each
 * procedure's module supplies its phase's list.
 */
export const PHASE_ACTIONS: Readonly<Record<PhaseId, PhaseActions>> = {
  // 3.1, 4.2: place pieces, then give turn-1 NADCs.
  setup: (state, side, map, only) => {
    if (only?.type === 'orderShip') return nadcActions(state, side, only.ship);
    return [...setupActions(state, side, map), ...nadcActions(state, side)];
  },
  // 4.1 I: NADCs for the next turn (the supply allotment and 8.1 stacking are done on entry).
  administrative: (state, side, _map, only) => {
    if (only?.type === 'orderShip') return nadcActions(state, side, only.ship);
    return only?.type === 'endPhase' ? [{ type: 'endPhase', side }] : [{ type: 'endPhase', side }, ...nadcActions(state, side)];
  },
  // 4.1 II, 6.1–6.5: spend Supply Columns.
  consumeSupply: consumeSupplyActions,
  navalMovement: navalMovementActions, // 4.1 III, 7.1–7.6, 7.8
  navalCombat: navalCombatActions, // 7.6, 7.7, 10.2
  // 8.2–8.6: move units and stacks.
  landMovement: landMovementActions,
  // 7.6, 8.7–8.12: landings and attacks.
  landCombat: landCombatActions,
  victoryDetermination: endOnly,
};
