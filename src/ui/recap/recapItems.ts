import type { Side, Space } from '../../engine';
import type { HexId } from '../../engine/hex';

/**
 * What a recap tells, in data (the interface words it in recapText.ts): one item per stack moved,
 * landing, battle, sinking, interception and change of the score, in the order they happened. Built
 * from the log's events (which both players see) and the viewer's own view: no item can hold a secret.
 */
export type RecapItem =
  /** A land stack's march, all its hexes in one (8.2): cost in MP, the steps lost to attrition (8.3). */
  | { readonly kind: 'march'; readonly side: Side; readonly pieces: readonly string[]; readonly path: readonly Space[]; readonly cost: number; readonly attrition: readonly string[] }
  /** A naval stack's voyage (7.2): the hexes it was seen to sail through, where it ended. */
  | { readonly kind: 'voyage'; readonly side: Side; readonly ships: readonly string[]; readonly path: readonly HexId[] }
  /** Pieces put ashore at one hex (7.6): land units and Supply Columns, counted apart. */
  | { readonly kind: 'landing'; readonly side: Side; readonly hex: HexId; readonly units: readonly string[]; readonly columns: number; readonly beach: boolean }
  /** A land battle (8.7–8.12): who attacked whom, steps and units lost on each side, who retreated. */
  | {
      readonly kind: 'battle';
      readonly hex: HexId;
      readonly from: HexId;
      readonly attacker: Side;
      readonly amphibious: boolean;
      readonly steps: Readonly<Record<Side, number>>;
      readonly eliminated: Readonly<Record<Side, readonly string[]>>;
      readonly retreated: { readonly side: Side; readonly to: HexId } | null;
      /** 8.9: the hits each side scored, once rolled (null before). */
      readonly hits: Readonly<Record<Side, number>> | null;
      /** Still being fought as the span ends (its hits not all taken, its retreat or advance to come). */
      readonly underway: boolean;
    }
  /** A naval battle (7.9): the ships sunk and damaged on each side. */
  | { readonly kind: 'navalBattle'; readonly hex: HexId; readonly sunk: Readonly<Record<Side, readonly string[]>>; readonly damaged: Readonly<Record<Side, readonly string[]>> }
  /** A ship sunk outside a naval battle (a fort's fire, a raid, an infernal machine, a scuttling). */
  | { readonly kind: 'sunk'; readonly side: Side; readonly ship: string }
  /** An interception tried (7.3–7.4). */
  | { readonly kind: 'interception'; readonly side: Side; readonly hex: HexId; readonly success: boolean }
  /** Steps or units lost outside a battle or a march (supply, a fort). */
  | { readonly kind: 'losses'; readonly side: Side; readonly steps: number; readonly eliminated: readonly string[] }
  /** Reinforcements arrived (9.0) and pieces placed or recruited (6.4). */
  | { readonly kind: 'reinforcements'; readonly side: Side; readonly pieces: readonly string[] }
  | { readonly kind: 'placed'; readonly side: Side; readonly pieces: readonly string[] }
  /** Supply Columns placed (4.1). */
  | { readonly kind: 'supply'; readonly side: Side; readonly count: number }
  /** NADCs given (4.2): how many ships got one, never the areas. */
  | { readonly kind: 'orders'; readonly side: Side; readonly ships: number }
  /** Chile's Victory Points now, and the change over the span (5.1). */
  | { readonly kind: 'vp'; readonly chileVp: number; readonly change: number }
  | { readonly kind: 'gameOver'; readonly winner: Side | null };

export type RecapKind = RecapItem['kind'];

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
      return item.hex;
    default:
      return null;
  }
}
