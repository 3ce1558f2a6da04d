import { beginNavalCombat, beginNavalMovement } from '../naval/phaseHooks';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import type { PhaseId } from './phases';
import { endLandCombat, endLandMovement } from '../land/phaseHooks';
import { allotAtPhaseEnd } from '../supply/allotAtPhaseEnd';

/** Something a phase does by itself as it begins or ends (no player choice; choices become pending decisions). */
export type PhaseHook = (state: GameState, map: GameMap) => Step;

/**
 * Per-phase hooks run by enterPhase (after the phaseBegan event) and endPhase (before moving on).
 * The rules issues add their entries here, e.g. the Naval Movement Phase's compulsory returns.
 */
export const ON_PHASE_END: Partial<Record<PhaseId, PhaseHook>> = {
  administrative: allotAtPhaseEnd, // 4.1 I: the Supply Column roll follows the NADC orders
  landMovement: endLandMovement, // 8.2, 8.4
  landCombat: endLandCombat, // 7.6, 8.7, 8.12
};
export const ON_PHASE_BEGIN: Partial<Record<PhaseId, PhaseHook>> = {
  navalMovement: beginNavalMovement, // 4.1 III, 7.2: stacks form, compulsory returns
  navalCombat: beginNavalCombat, // 7.6: raids counted per phase
};
