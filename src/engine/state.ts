import type { HexControl } from './control/hexControl';
import type { NavalState } from './naval/types';
import type { DiceState } from './dice';
import type { LandOps } from './land/types';
import type { ResultSummary } from './message';
import type { PendingDecision } from './pending';
import type { AmphibiousAssault, FortState, LandUnitState, NadcOrder, ShipState, SupplyColumnState } from './pieces/pieceState';
import type { RulesOptions } from './rules/options';
import type { PhaseId } from './sequence/phases';
import type { Side } from './side';

/** How the game ended (5.2–5.4). */
export interface GameResult {
  /** null for a draw. */
  readonly winner: Side | null;
  readonly kind: 'victory' | 'suddenDeath' | 'draw';
  readonly turn: number;
  readonly chileVp: number;
  readonly rule: string;
  /** The result in a sentence's code (the interface words it). */
  readonly summary: ResultSummary;
}

/** One Victory Determination Phase's reckoning, kept for the end-of-game chart. */
export interface VpRecord {
  readonly turn: number;
  readonly chileVp: number;
}

/**
 * The whole game as plain JSON: it round-trips through JSON.stringify / JSON.parse unchanged, holds
 * the dice's generator state, and is never mutated by the engine (every action returns a new state).
 */
export interface GameState {
  readonly format: 'wotp-state';
  readonly version: 1;
  readonly seed: string | number;
  /**
   * The dice secret (issue 17), when the game has one: 128 bits the app draws at random and no player
   * sees (viewFor hides it). The dice then depend on the seed and the secret; game files keep it, so a
   * game still replays to the last die. Absent in seed-only games (tests, the command line).
   */
  readonly diceSecret?: string;
  readonly options: RulesOptions;
  readonly dice: DiceState;
  /** Game turn 1–12 (4.1). */
  readonly turn: number;
  /** The phasing player: whose player turn it is. */
  readonly side: Side;
  readonly phase: PhaseId;
  /**
   * Decisions a procedure is waiting for, the one to answer now last. Each names the side that
   * decides, so the player who must act is not always the phasing player.
   */
  readonly pending: readonly PendingDecision[];
  /** Hex control (3.0): the hexes each side occupies or last entered (control/hexControl.ts). */
  readonly control: HexControl;
  readonly vpRecord: readonly VpRecord[];
  /** Land units by manifest id. */
  readonly units: Readonly<Record<string, LandUnitState>>;
  /** Warships and transports by manifest id. */
  readonly ships: Readonly<Record<string, ShipState>>;
  /** Forts by manifest id. */
  readonly forts: Readonly<Record<string, FortState>>;
  /** Supply Columns by id ("sc-1", "sc-2", …), created as they are allotted (4.1). */
  readonly supply: Readonly<Record<string, SupplyColumnState>>;
  /** The number the next Supply Column's id takes. */
  readonly nextSupplyId: number;
  /** NADC orders of each side (secret from the other, 4.1 I). */
  readonly nadc: Readonly<Record<Side, readonly NadcOrder[]>>;
  /** 5.6: false once Bolivia has quit the war (for good). */
  readonly boliviaInWar: boolean;
  /** 7.6: landings against enemy-held hexes still to be fought in this turn's Land Combat Phase. */
  readonly amphibiousAssaults: readonly AmphibiousAssault[];
  /** 5.5: bonus VP Chile has earned so far for naval victories. */
  readonly bonusVp: number;
  /** 8.2–8.11: who has moved / attacked this phase, and the land combat being resolved. */
  readonly land: LandOps;
  /** 7.1–7.10, 10.1, 10.2: moving stacks, the naval battle under way, ships held in place, raids. */
  readonly naval: NavalState;
  /** Warships sunk this game turn, by the side that lost them (5.5). */
  readonly warshipsSunkThisTurn: Readonly<Record<Side, number>>;
  readonly result: GameResult | null;
  /** Actions applied so far (a replay's step number). */
  readonly step: number;
}
