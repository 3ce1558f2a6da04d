import type { HexId } from '../hex';
import type { PendingBase } from '../pendingBase';
import type { Side } from '../side';

/**
 * Where a land piece can stand and move: a map hex, or the Chile Holding Box (8.6 note: linked to
 * hexes 3130 and 3231 by land, when the `holdingBoxLandLink` option is on).
 */
export type Space = HexId | typeof HOLDING_BOX;
export const HOLDING_BOX = 'holdingBox' as const;

/** What one side's land combat dice get from a Supply Column (6.1 and 8.9), chosen before any roll. */
export interface CombatSupplyUse {
  /** 6.1 "modify an initiative die roll" (project reading): +1 to the initiative roll. */
  readonly initiative: boolean;
  /** 8.9: one extra combat die. */
  readonly extraDie: boolean;
}

export type BattleStage = 'attackerSupply' | 'defenderSupply' | 'fight' | 'losses' | 'retreat' | 'advance' | 'done';

/** One land combat (8.8–8.11) between its declaration and its end; state.land.battle. */
export interface Battle {
  readonly attacker: Side;
  /** The attackers' hex (the landing hex itself for a 7.6 amphibious assault). */
  readonly from: HexId;
  readonly target: HexId;
  /** The attacking units (8.7: one hex's units, each attacking once a phase). */
  readonly attackers: readonly string[];
  /** The defending land units (every land unit of the defender in the target hex). */
  readonly defenders: readonly string[];
  /** 7.6: an amphibious assault (the defender rolls one extra die). */
  readonly amphibious: boolean;
  /** 8.7 note: only enemy Supply Columns in the target (no dice: captured on an advance, else eliminated). */
  readonly columnsOnly: boolean;
  readonly supply: { readonly attacker: CombatSupplyUse; readonly defender: CombatSupplyUse };
  /** The next stage to run (battle.ts). */
  readonly stage: BattleStage;
  /** Hits scored by each side (8.9), once rolled. */
  readonly hits: { readonly attacker: number; readonly defender: number };
  /** 8.11: units that have advanced so far. */
  readonly advanced: readonly string[];
}

/** Land operations bookkeeping (8.0); reset as each Land Movement / Land Combat Phase ends. */
export interface LandOps {
  /** 8.2, 8.4: pieces whose movement has ended this phase (stopped, dropped off or halted by attrition). */
  readonly moved: readonly string[];
  /** 8.7: land units that have attacked this Land Combat Phase. */
  readonly attacked: readonly string[];
  readonly battle: Battle | null;
}

export const NO_LAND_OPS: LandOps = { moved: [], attacked: [], battle: null };

// ---------------------------------------------------------------------------------------------
// Pending decisions of land operations (pending.ts lists them; each has its entry in decisions/).
// ---------------------------------------------------------------------------------------------

/** 8.4 note: the mover declares which pieces of one place will move together, before rolling. */
export interface FormMoveDecision extends PendingBase<'formMove'> {
  readonly from: Space;
  readonly pieces: readonly string[];
}

/** 8.2–8.4: a unit or stack on the move, with what is left of its allowance. */
export interface LandMoveDecision extends PendingBase<'landMove'> {
  readonly at: Space;
  /** Pieces still moving (land units and Supply Columns). */
  readonly pieces: readonly string[];
  /** Movement points left of the last roll. */
  readonly mp: number;
  /** The spaces entered so far, the starting space first. */
  readonly path: readonly Space[];
  /** 8.3: the last roll was doubles (attrition after the move; 8.4: no more rolls). */
  readonly doubles: boolean;
  /** 8.4: the pieces moving when the last roll was made (the EN attrition candidates, dropped ones included). */
  readonly rolledWith: readonly string[];
}

/** 8.3 / 8.5: the owner picks the unit (or a Supply Column of the stack) that suffers movement attrition. */
export interface AttritionLossDecision extends PendingBase<'attritionLoss'> {
  readonly candidates: readonly string[];
}

/** 8.7: the attacker picks which units of a hex attack an adjacent enemy hex. */
export interface FormAttackDecision extends PendingBase<'formAttack'> {
  readonly from: HexId;
  readonly target: HexId;
  readonly units: readonly string[];
}

/** 6.1 / 8.9: spend Supply Columns of the hex on this combat (attacker decides first). */
export interface CombatSupplyDecision extends PendingBase<'combatSupply'> {
  readonly hex: HexId;
  /** Supply Columns of the side in the hex (2 or more allow both uses). */
  readonly columns: number;
  /** Whether the deciding side attacks or defends (the attacker decides first). */
  readonly role: 'attacker' | 'defender';
}

/** 8.9: the owner takes the hits as step losses, one step at a time, on units of his choice. */
export interface CombatLossesDecision extends PendingBase<'combatLosses'> {
  readonly hits: number;
  readonly candidates: readonly string[];
}

/** 8.10: the side that inflicted no hits retreats to an adjacent hex, or depletes a unit to stay. */
export interface RetreatDecision extends PendingBase<'retreat'> {
  readonly from: HexId;
  readonly units: readonly string[];
}

/** 8.11: the attacker may advance participating units into the emptied hex. */
export interface AdvanceDecision extends PendingBase<'advance'> {
  readonly from: HexId;
  readonly target: HexId;
}

export type LandDecision =
  | FormMoveDecision
  | LandMoveDecision
  | AttritionLossDecision
  | FormAttackDecision
  | CombatSupplyDecision
  | CombatLossesDecision
  | RetreatDecision
  | AdvanceDecision;
