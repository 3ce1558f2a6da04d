import type { Action, NavalArea, PlayerView, Side } from '../../engine';
import { NAVAL_AREAS } from '../../engine';
import { ship as shipRecord } from '../../engine/counters';
import type { ShipType } from '../../engine/counters';
import { ordersForTurn } from '../../engine/naval/orderableShips';
import { publicRecords } from '../../engine/naval/viewGeometry';

type OrderShip = Extract<Action, { type: 'orderShip' }>;

/** The ships a click on a naval area would give an NADC to, and what each area would do for them. */
export interface NadcSelection {
  readonly side: Side;
  /** The game turn the NADCs given now are for (4.2: turn 1 at set-up; 4.1 I: the next turn). */
  readonly forTurn: number;
  readonly ships: readonly string[];
  /** The place they are in: a hex, or 'holdingBox'. */
  readonly place: string;
  /** Per naval area, the legal orderShip actions a click there takes. */
  readonly orders: ReadonlyMap<NavalArea, readonly OrderShip[]>;
  /** The area every selected ship has now, if they share one: a click there takes their chits back. */
  readonly current: NavalArea | null;
  readonly takeBack: readonly OrderShip[];
}

const isOrder = (a: Action): a is OrderShip => a.type === 'orderShip';

/** The place of a ship in the view: its hex, or 'holdingBox'; null off the map. */
export function shipPlace(view: PlayerView, ship: string): string | null {
  const l = view.ships[ship]?.location;
  if (l?.kind === 'hex') return l.hex;
  if (l?.kind === 'holdingBox') return 'holdingBox';
  return null;
}

/** The ships of `place` (a hex or 'holdingBox') that may be given an NADC now (legal orderShip actions). */
export function orderableAt(view: PlayerView, legal: readonly Action[], place: string): string[] {
  const ships = new Set(legal.filter(isOrder).map((a) => a.ship));
  return [...ships].filter((s) => shipPlace(view, s) === place);
}

/** The warships or the transports of `ships` (all of them when none is of that type, or no type is asked). */
export function ofKind(ships: readonly string[], pick: ShipType | null): string[] {
  const kept = pick === null ? [] : ships.filter((s) => shipRecord(s).type === pick);
  return kept.length > 0 ? kept : [...ships];
}

/**
 * 4.1 I / 4.2: what the NADC click would do — for the ship picked in the opened stack, or else every
 * ship that may take an NADC in the place picked: the opened Holding Box, or else the hex last clicked
 * (only its warships or only its transports when `pick` says so and it holds some).
 * Null when nothing that may take one is selected. Built from the legal actions and the player's own
 * view (his chits are face up to him).
 */
export function nadcSelection(view: PlayerView, legal: readonly Action[], selectedHex: string | null, openPlace: string | null, selectedPiece: string | null, pick: ShipType | null = null): NadcSelection | null {
  const orders = legal.filter(isOrder);
  if (orders.length === 0) return null;
  const side = orders[0]!.side;
  const orderable = new Set(orders.map((a) => a.ship));
  let place = openPlace === 'holdingBox' ? 'holdingBox' : selectedHex;
  let ships: string[];
  if (selectedPiece && orderable.has(selectedPiece)) {
    ships = [selectedPiece];
    // The ship picked is where it lies, whatever place was opened since ("Esmeralda at the Chile Holding
    // Box" was said of Esmeralda at Antofagasta once the box's tray had been opened).
    place = shipPlace(view, selectedPiece) ?? place;
  } else if (place) ships = ofKind(orderableAt(view, orders, place), pick);
  else ships = [];
  if (ships.length === 0) return null;
  const forTurn = ordersForTurn(publicRecords(view));
  const areaOf = (ship: string) => view.nadc[side].find((o) => o.ship === ship && o.forTurn === forTurn)?.area ?? null;
  const byArea = new Map<NavalArea, OrderShip[]>();
  for (const area of NAVAL_AREAS) {
    const list = orders.filter((a) => a.area === area && ships.includes(a.ship));
    if (list.length > 0) byArea.set(area, list);
  }
  const areas = new Set(ships.map(areaOf));
  const current = areas.size === 1 ? [...areas][0]! : null;
  const takeBack = orders.filter((a) => a.area === null && ships.includes(a.ship));
  return { side, forTurn, ships, place: place ?? shipPlace(view, ships[0]!) ?? '', orders: byArea, current, takeBack };
}

/**
 * 4.1 I / 4.2: what a click on a naval area does for the selection — its chits taken back when it is
 * the area they have, else the orders to that area (none when it is not lit).
 */
export function areaOrders(selection: NadcSelection, area: NavalArea): readonly OrderShip[] {
  if (selection.current === area) return selection.takeBack;
  return selection.orders.get(area) ?? [];
}
