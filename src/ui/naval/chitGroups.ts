import type { Action, NavalArea, PlayerView, Side } from '../../engine';
import { PHASES, SIDES, sideOf } from '../../engine';
import { ordersForTurn } from '../../engine/naval/orderableShips';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { piecesByPlace } from '../pieces/piecesByPlace';

/** One NADC chit on the map: the ships of one hex with the same chit, as the viewer sees it. */
export interface ChitGroup {
  readonly key: string;
  readonly side: Side;
  readonly hex: string;
  readonly ships: readonly string[];
  /** The naval area, or null: face down to this viewer (4.1 I "secretly"). */
  readonly area: NavalArea | null;
  readonly forTurn: number;
  /** 'sailing': its ships move in this turn's Naval Movement Phase; 'given': an order for a later turn, still open to change. */
  readonly when: 'sailing' | 'given';
  /**
   * Which lower corner of the hex it sits in: the left, beside the stack, unless both sides have pieces
   * in the hex (a blockade, 7.6), where each side's stack is drawn on its own half (CounterLayer, Chile's
   * on the left) and the Allied chit goes to the right, under the Allied stack — it lay over the
   * Chilean one's neighbour in the middle (table QA).
   */
  readonly corner: 'left' | 'right';
  /** Slot from that corner (0, 1, …) when a corner has several chits. */
  readonly slot: number;
  /** The legal take-back actions (orderShip to null) a click on the chit sends; empty when it can't be taken back now. */
  readonly takeBack: readonly Action[];
}

const AFTER_NAVAL_MOVEMENT = PHASES.findIndex((p) => p.id === 'navalMovement');

/** 4.1: the side's Naval Movement Phase of this game turn is over (Chile moves first), so its chits for this turn are spent. */
function movedThisTurn(view: PlayerView, side: Side): boolean {
  if (side === 'chile' && view.side === 'allied') return true;
  return view.side === side && PHASES.findIndex((p) => p.id === view.phase) > AFTER_NAVAL_MOVEMENT;
}

/**
 * The NADC chits of both sides on the map, from the viewer's view: his own face up (by area), the
 * opponent's face down (one per hex and turn). Chits of ships that have already sailed or are off the
 * map are not drawn. `legal` (the viewer's legal actions) makes his chits just given take-back-able.
 */
export function chitGroups(view: PlayerView, legal: readonly Action[]): ChitGroup[] {
  const given = ordersForTurn(publicRecords(view));
  const groups = new Map<string, Omit<ChitGroup, 'corner' | 'slot' | 'takeBack'> & { ships: string[] }>();
  for (const side of SIDES) {
    for (const o of view.nadc[side]) {
      if (o.forTurn < view.turn) continue;
      const loc = view.ships[o.ship]?.location;
      if (loc?.kind !== 'hex') continue;
      if (o.forTurn === view.turn && view.phase !== 'setup' && movedThisTurn(view, side)) continue;
      // At set-up every chit is being given (4.2); later, this turn's chits sail and the next turn's are being given (4.1 I).
      const when: ChitGroup['when'] = o.forTurn === view.turn && view.phase !== 'setup' ? 'sailing' : 'given';
      const key = `${side}:${loc.hex}:${o.area ?? '?'}:${o.forTurn}`;
      const g = groups.get(key);
      if (g) g.ships.push(o.ship);
      else groups.set(key, { key, side, hex: loc.hex, ships: [o.ship], area: o.area, forTurn: o.forTurn, when });
    }
  }
  const places = piecesByPlace(view);
  const shared = (hex: string) => new Set((places.get(`hex:${hex}`) ?? []).map((p) => sideOf(p.nation))).size > 1;
  const slots = new Map<string, number>();
  const takeBacks = legal.filter((a): a is Extract<Action, { type: 'orderShip' }> => a.type === 'orderShip' && a.area === null);
  return [...groups.values()].map((g) => {
    const corner = g.side === 'allied' && shared(g.hex) ? 'right' : 'left';
    const slot = slots.get(`${g.hex}:${corner}`) ?? 0;
    slots.set(`${g.hex}:${corner}`, slot + 1);
    const takeBack = g.area !== null && g.forTurn === given ? takeBacks.filter((a) => a.side === g.side && g.ships.includes(a.ship)) : [];
    return { ...g, corner, slot, takeBack };
  });
}
