import type { Location, Side, Space } from '../../engine';
import type { BoliviaQuitsReason, ReasonCode, VictoryOutcome } from '../../engine/message';
import type { HexId } from '../../engine/hex';

/**
 * The units one side lost in one item, by name: `reduced`, each unit that lost a step and is still on
 * the map at the item's end (once, however many steps); `eliminated`, each unit whose last step went
 * (8.9: a unit reduced and then eliminated in the same item is only eliminated).
 */
export interface Losses {
  readonly reduced: readonly string[];
  readonly eliminated: readonly string[];
}

/**
 * What a recap tells, in data (the interface words it in recapText.ts): one item per stack moved,
 * landing, battle, sinking, interception and change of the score, in the order they happened. Built
 * from the log's events (which both players see) and the viewer's own view: no item can hold a secret.
 */
export type RecapItem =
  /** A land stack's march, all its hexes in one (8.2): cost in MP, the units attrition reduced or eliminated (8.3). */
  /** A stack's march (8.2), with the towns it passed through on the way (via: a town taken in passing was told only in the VP line). */
  | { readonly kind: 'march'; readonly side: Side; readonly pieces: readonly string[]; readonly path: readonly Space[]; readonly cost: number; readonly attrition: Losses; readonly via?: readonly HexId[]; readonly dropped?: readonly { readonly piece: string; readonly at: Space }[] }
  /** A naval stack's voyage (7.2): the hexes it was seen to sail through, where it ended. */
  | { readonly kind: 'voyage'; readonly side: Side; readonly ships: readonly string[]; readonly path: readonly HexId[]; readonly intoBox?: boolean }
  /** Pieces put ashore at one hex (7.6): land units and Supply Columns, counted apart. */
  | { readonly kind: 'landing'; readonly side: Side; readonly hex: HexId; readonly units: readonly string[]; readonly columns: number; readonly beach: boolean }
  /**
   * A land battle (8.7–8.12): who attacked whom (from the same hex after a failed amphibious assault,
   * 7.6), the units reduced and eliminated on each side, the steps that took, who retreated.
   */
  | {
      readonly kind: 'battle';
      readonly hex: HexId;
      readonly from: HexId;
      readonly attacker: Side;
      readonly amphibious: boolean;
      readonly losses: Readonly<Record<Side, Losses>>;
      /** 8.9: the steps each side lost (a hit is a step: a unit reduced twice, or reduced then eliminated, counts two). */
      readonly steps: Readonly<Record<Side, number>>;
      readonly retreated: { readonly side: Side; readonly to: HexId } | null;
      /** 8.9: the hits each side scored, once rolled (null before). */
      readonly hits: Readonly<Record<Side, number>> | null;
      /** Still being fought as the span ends (its hits not all taken, its retreat or advance to come). */
      readonly underway: boolean;
      /** Already being fought as the span began: told as going on, its earlier losses told before. */
      readonly continued?: boolean;
    }
  /** A naval battle (7.9): the ships sunk and damaged on each side, and the pieces lost aboard the ships sunk. */
  | {
      readonly kind: 'navalBattle';
      readonly hex: HexId;
      readonly sunk: Readonly<Record<Side, readonly string[]>>;
      readonly damaged: Readonly<Record<Side, readonly string[]>>;
      readonly lostAboard: Readonly<Record<Side, readonly string[]>>;
      /** Still being fought as the span ends: no shot yet, or not all of them (it read "no losses" before a shot: QA round 9). */
      readonly underway?: boolean;
    }
  /** A ship sunk outside a naval battle (a scuttling, a blockade's runners caught), with the pieces lost aboard. */
  | { readonly kind: 'sunk'; readonly side: Side; readonly ship: string; readonly aboard: readonly string[] }
  /** A warship's raid on a land unit, a Supply Column or a fort ashore (7.6, 7.7), and what it did to the target. */
  | { readonly kind: 'raid'; readonly side: Side; readonly ship: string; readonly target: string; readonly hex: HexId | null; readonly result: 'miss' | 'reduced' | 'eliminated' | 'destroyed' }
  /** A fort's fire at the warship that raided it (7.7; a natural 2 sinks it, 7.10), with the pieces lost aboard a ship sunk. */
  | { readonly kind: 'fortFire'; readonly side: Side; readonly fort: string; readonly hex: HexId | null; readonly ship: string; readonly outcome: 'miss' | 'damaged' | 'sunk'; readonly critical: boolean; readonly aboard: readonly string[] }
  /** Ships running a blockade (7.6): how many of the stack got through. */
  | { readonly kind: 'blockadeRun'; readonly side: Side; readonly hex: HexId; readonly through: number; readonly of: number }
  /** Blockade runners caught by the blockading side (7.6). */
  | { readonly kind: 'runnersCaught'; readonly side: Side; readonly hex: HexId; readonly ships: readonly string[] }
  /** A ship capture tried (10.1), and how it ended. */
  | { readonly kind: 'capture'; readonly side: Side; readonly ship: string; readonly target: string; readonly outcome: 'capturerDamaged' | 'escapes' | 'scuttled' | 'captured' }
  /** An infernal machine against a warship (10.2), with the pieces lost aboard a ship sunk. */
  | { readonly kind: 'infernalMachine'; readonly side: Side; readonly target: string; readonly hex: HexId; readonly outcome: 'noEffect' | 'damaged' | 'sunk'; readonly aboard: readonly string[] }
  /** Pieces put aboard a transport (7.1), where it lay. */
  | { readonly kind: 'embarked'; readonly side: Side; readonly transport: string; readonly pieces: readonly string[]; readonly hex: HexId | null; readonly inBox?: boolean }
  /** An interception tried (7.3–7.4). */
  | { readonly kind: 'interception'; readonly side: Side; readonly hex: HexId; readonly success: boolean }
  /**
   * Interceptions `side` declined (7.3), told to the side whose fleet was let pass: the hexes it was
   * asked at, each once, the last asked last (one line a side however many times it was asked).
   */
  | { readonly kind: 'passed'; readonly side: Side; readonly hexes: readonly HexId[] }
  /** Units reduced or eliminated outside a battle or a march (supply, a fort). */
  | ({ readonly kind: 'losses'; readonly side: Side; readonly reasons: readonly LossReason[] } & Losses)
  /** Depleted units brought back to full strength, a Supply Column each (6.2), where the first of them stands. */
  | { readonly kind: 'replenished'; readonly side: Side; readonly units: readonly string[]; readonly hex: HexId | null; readonly inBox?: boolean }
  /** Reinforcements arrived in their recruit pool (9.0). */
  | { readonly kind: 'reinforcements'; readonly side: Side; readonly pieces: readonly string[] }
  /** Pieces placed at set-up (3.1), rebuilt (6.3) or recruited (6.4), all to the one place `to`. */
  | { readonly kind: 'placed'; readonly side: Side; readonly pieces: readonly string[]; readonly to: Location }
  /** Supply Columns placed (4.1), all to the one place `where` (a hex, or the Chile Holding Box). */
  | { readonly kind: 'supply'; readonly side: Side; readonly count: number; readonly where: Space }
  /**
   * NADCs given (4.1 I, 4.2): how many ships hold one for the game turn `forTurn` as the span ends (a ship
   * given another area counts once, an order taken back not at all), never the areas.
   */
  | { readonly kind: 'orders'; readonly side: Side; readonly forTurn: number; readonly ships: number }
  /** Units that advanced after a battle into the hex it left empty (8.11). */
  | { readonly kind: 'advance'; readonly side: Side; readonly units: readonly string[]; readonly to: HexId }
  /**
   * Bolivia quit the war at the end of a game turn (5.6), and why: every Bolivian unit and Supply Column
   * left the game with it (the engine logs no loss for them: they are not units lost).
   */
  | { readonly kind: 'boliviaQuits'; readonly reason: BoliviaQuitsReason; readonly rule: string }
  /** A victory check at the end of a game turn (5.2–5.4) that the span passed: what it found (QA round 17: told only in the log). */
  | { readonly kind: 'victoryCheck'; readonly turn: number; readonly outcome: VictoryOutcome; readonly rule: string }
  /** Chile's Victory Points now, the change over the span, and the VP hexes Chile took and lost in it (5.1). */
  | { readonly kind: 'vp'; readonly chileVp: number; readonly change: number; readonly taken: readonly HexId[]; readonly lost: readonly HexId[] }
  | { readonly kind: 'gameOver'; readonly winner: Side | null };

export type RecapKind = RecapItem['kind'];

/** Why units were lost outside a battle or a march, and the rule case (8.1 over-stacking, 6.0 supply…). */
export interface LossReason {
  readonly reason: ReasonCode;
  readonly rule: string;
}

/**
 * The hexes an item's marks cover on the map, for the map to bring into view as the recap steps to it:
 * a move's whole route, a battle's hex and the hex it was fought from; none off the map.
 */
export function itemHexes(item: RecapItem): HexId[] {
  switch (item.kind) {
    case 'march':
    case 'voyage':
      return item.path.filter((h): h is HexId => h !== 'holdingBox');
    case 'battle':
      return item.from === item.hex ? [item.hex] : [item.hex, item.from];
    case 'passed':
      return [...item.hexes];
    default: {
      const hex = itemHex(item);
      return hex ? [hex] : [];
    }
  }
}

/** Where an item happened on the map, for the recap's map layer (null: nowhere on the map). */
export function itemHex(item: RecapItem): HexId | null {
  switch (item.kind) {
    case 'march': {
      const last = item.path.at(-1);
      return last && last !== 'holdingBox' ? last : null;
    }
    case 'voyage':
      return item.path.at(-1) ?? null;
    case 'landing':
    case 'battle':
    case 'navalBattle':
    case 'interception':
    case 'blockadeRun':
    case 'runnersCaught':
    case 'infernalMachine':
      return item.hex;
    case 'raid':
    case 'fortFire':
    case 'embarked':
    case 'replenished':
      return item.hex;
    case 'advance':
      return item.to;
    case 'placed':
      return item.to.kind === 'hex' ? item.to.hex : null;
    case 'supply':
      return item.where === 'holdingBox' ? null : item.where;
    case 'passed':
      return item.hexes.at(-1) ?? null;
    default:
      return null;
  }
}
