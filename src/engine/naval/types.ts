import type { HexId } from '../hex';
import type { NavalArea } from '../map/types';
import type { Location } from '../pieces/location';
import type { PendingBase } from '../pendingBase';
import type { Side } from '../side';

/** A check still to be offered in the hex a moving stack has just entered (or is leaving). */
export type StackCheck = 'exitBlockade' | 'enterBlockade' | 'interception';

/**
 * 7.2: ships that move together this Naval Movement Phase — all the phasing side's ships in one place
 * with the same NADC (or, with none, those that must return to a friendly port, 4.1 III).
 */
export interface MovingStack {
  readonly id: string;
  readonly side: Side;
  /** Ships still moving with the stack (sunk and stopped ones drop out, 7.9). */
  readonly ships: readonly string[];
  /** The NADC's naval area; null: no NADC, the stack returns to a friendly port (4.1 III, 7.2). */
  readonly area: NavalArea | null;
  readonly status: 'waiting' | 'sailing' | 'done';
  /** Where the stack stands now. */
  readonly at: Location;
  /** Hexes entered so far this phase (the opponent sees these). */
  readonly sailed: readonly HexId[];
  /** The rest of the planned route (secret: viewFor hides it from the opponent). */
  readonly route: readonly HexId[];
  /** Checks still to offer in the current hex, in order. */
  readonly checks: readonly StackCheck[];
  /** Enemy ships whose interception (or blockade) of this stack is spent for this turn (7.5, 7.6, 7.9). */
  readonly immuneTo: readonly string[];
  /**
   * 7.3: enemy warships whose side let this stack pass ("let it pass"): they are not asked about it
   * again this phase (a new interceptor still is). Absent when none, so a game played before it
   * existed hashes as it did.
   */
  readonly passedBy?: readonly string[];
}

/** 7.9: a naval combat under way. */
export interface NavalCombat {
  readonly hex: HexId;
  /** The moving stack that was intercepted. */
  readonly stack: string;
  /** The intercepted (moving) side: it fires first on a speed tie (7.9 note). */
  readonly intercepted: Side;
  /** Every ship of both sides in the battle (set-aside ones included). */
  readonly ships: readonly string[];
  readonly setAside: readonly string[];
  /** How many ships the outnumbering side may still set aside. */
  readonly setAsideLimit: number;
  readonly fired: readonly string[];
  readonly targeted: readonly string[];
  /** 10.1: ships already used for, or already the object of, a capture attempt. */
  readonly captureTried: readonly string[];
}

/** What the naval procedures remember between actions (plain JSON, part of GameState). */
export interface NavalState {
  /** The key (`turn-side`) of the Naval Movement Phase the stacks were formed for. */
  readonly formedFor: string | null;
  readonly stacks: readonly MovingStack[];
  readonly combat: NavalCombat | null;
  /** 7.6 / 7.9: ships that must stay in their hex for the rest of the game turn given. */
  readonly stoppedTurn: Readonly<Record<string, number>>;
  /** 7.6: warships that have raided in this Naval Combat Phase. */
  readonly raided: readonly string[];
  /** 10.2: Peruvian port hexes where an infernal machine has been tried (once per port per game). */
  readonly infernalPorts: readonly HexId[];
  /** 10.1: captured ships and their new owner. */
  readonly captured: Readonly<Record<string, Side>>;
}

export const EMPTY_NAVAL_STATE: NavalState = {
  formedFor: null,
  stacks: [],
  combat: null,
  stoppedTurn: {},
  raided: [],
  infernalPorts: [],
  captured: {},
};

// ---------------------------------------------------------------------------------------------
// Pending decisions of naval operations (pending.ts lists them; each has its entry in decisions/).
// ---------------------------------------------------------------------------------------------

/** 7.3: the non-moving side may intercept the stack that just entered `hex`. */
export interface InterceptionDecision extends PendingBase<'interception'> {
  readonly stack: string;
  /** The hex the moving stack entered (the interception hex). */
  readonly hex: HexId;
  /** Hexes of warships that may take part. */
  readonly eligible: readonly HexId[];
  /** Hexes declared so far (7.3: several hexes roll together, the farthest counts). */
  readonly chosen: readonly HexId[];
}

/** 7.6: the moving side decides whether to run the blockade of `hex`. */
export interface RunBlockadeDecision extends PendingBase<'runBlockade'> {
  readonly stack: string;
  readonly hex: HexId;
  readonly blockaders: readonly string[];
}

/** 7.6: the blockader picks the `count` runners that did not get through (or lets them go). */
export interface CatchRunnersDecision extends PendingBase<'catchRunners'> {
  readonly stack: string;
  readonly hex: HexId;
  readonly blockaders: readonly string[];
  readonly count: number;
  readonly caught: readonly string[];
}

/** 7.9: the outnumbering side may set excess ships aside (state.naval.combat holds the battle). */
export type SetAsideDecision = PendingBase<'setAside'>;
/** 7.9: the side to fire picks a warship and a target. */
export type NavalFireDecision = PendingBase<'navalFire'>;
/** 10.1: the side that may try to capture enemy ships after the battle. */
export type ShipCaptureDecision = PendingBase<'shipCapture'>;

export type NavalDecision = InterceptionDecision | RunBlockadeDecision | CatchRunnersDecision | SetAsideDecision | NavalFireDecision | ShipCaptureDecision;
