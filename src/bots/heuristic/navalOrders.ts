import { sideOf, type Action, type HexId, type NavalArea, type PlayerView, controller } from '../../engine';
import { ship as shipDef } from '../../engine/counters';
import { hexAreas } from '../../engine/naval/seaGeometry';
import { areaFor, bestLanding } from './landing';
import { battleBalance, cargoCount as cargoOf, isWarship } from './navalBattle';
import { strength } from './odds';
import { forcesAt, HOLDING_BOX, shipSideOf, unitSide, type Board } from './world';

/**
 * 4.1 I: the NADCs a side gives for its next turn, from where its ships will be once this turn's
 * movement is over. Chile runs convoys from the Holding Box to the landing the situation calls for
 * (landing.ts), escorted by its wooden warships, and back; its ironclads (the battle squadron) stay at
 * sea (7.8: no provisions needed there), hunting the Allied raiders when they are out, otherwise
 * covering the landing area. The Allies keep a fleet in being in port and send their fast warships
 * out to raid only where the Chilean warships within reach are weaker.
 */

type Where = 'box' | 'port' | 'sea';

export function afloatShips(view: PlayerView, side: 'chile' | 'allied'): string[] {
  return Object.keys(view.ships)
    .filter((id) => shipSideOf(view, id) === side && ['hex', 'holdingBox'].includes(view.ships[id]!.location.kind))
    .sort();
}

export function shipHex(view: PlayerView, id: string): HexId | undefined {
  const loc = view.ships[id]?.location;
  return loc?.kind === 'hex' ? loc.hex : undefined;
}

/** The naval areas a ship is in (the Holding Box: area I, 2.4). */
export function shipAreas(board: Board, id: string): NavalArea[] {
  const hex = shipHex(board.view, id);
  if (hex) return hexAreas(board.map, hex);
  return board.view.ships[id]?.location.kind === 'holdingBox' ? ['I'] : [];
}

/** Chile's battle squadron: the armoured ships (Cochrane, Blanco Encalada; a captured ironclad too). */
export const isIronclad = (id: string) => isWarship(id) && shipDef(id).armour >= 2;
/** The Allied raiders: warships fast enough to sortie (the monitors, speed -2 and -3, guard the ports). */
export const isRaider = (id: string) => isWarship(id) && shipDef(id).speed >= 1;

/** The current turn's order of a ship of mine (the area, or null for none). */
function orderNow(view: PlayerView, me: 'chile' | 'allied', ship: string, forTurn: number): NavalArea | null {
  return view.nadc[me].find((o) => o.ship === ship && o.forTurn === forTurn)?.area ?? null;
}

/**
 * 7.8: a port of mine (a hex) where my ships lie with no Supply Column of mine to sail from. Mine as the
 * engine reads it (`isFriendlyPort`): held by my side, or never entered and built by my side's nation. A
 * port never entered of the enemy's nation is not mine, and ships need no column to leave it (issue 20,
 * seeds 75244, 91402: Chilean ships that ended their move in Ancón were taken for stranded, and a relief
 * convoy sailed for them with columns it could not put ashore, then sailed home alone).
 */
function strandedIn(board: Board, hex: HexId): boolean {
  const town = board.map.hexes[hex]?.town;
  if (!town?.port) return false;
  return (controller(board.view, hex) ?? sideOf(town.nation)) === board.me && forcesAt(board, hex, board.me).columns.length === 0;
}

/** Where a ship of mine will be when its next turn starts (this turn's orders carried out). */
function whereNext(board: Board, ship: string, ordering: number): Where {
  const view = board.view;
  const loc = view.ships[ship]!.location;
  // This turn's order (for `ordering - 1`) is still to be carried out before my Naval Movement Phase.
  const pending = view.phase !== 'setup' && view.side === board.me && ['administrative', 'consumeSupply'].includes(view.phase);
  // 7.8: a ship in a port of mine with no Supply Column to sail from stays there, whatever its order.
  if (loc.kind === 'hex' && strandedIn(board, loc.hex)) return 'port';
  const area = pending ? orderNow(view, board.me, ship, ordering - 1) : null;
  if (area === 'I' && board.me === 'chile') return 'box';
  if (area !== null) return 'sea';
  if (loc.kind === 'holdingBox') return 'box';
  // 4.1: a Chilean ship with no order this turn sails home to the box (naval.ts stackMove), so an order
  // for area I would reach it there and send it out and straight back in (issue 20, seed 73008).
  if (pending && board.me === 'chile' && loc.kind === 'hex') return 'box';
  const hex = loc.kind === 'hex' ? loc.hex : undefined;
  if (hex && board.map.hexes[hex]?.town?.port) return 'port';
  return 'sea';
}

/**
 * The units Chile will have in the Holding Box to ship on turn `ordering`: there now, or due by then
 * (`sure`), and with recruits counted at 0.4 each, columns allowing (`hoped`).
 */
function chileCargo(board: Board, ordering: number): { sure: number; hoped: number } {
  const view = board.view;
  let sure = strength(view, forcesAt(board, HOLDING_BOX, 'chile').units);
  let recruits = 0;
  for (const [id, u] of Object.entries(view.units)) {
    if (unitSide(id) !== 'chile') continue;
    if (u.location.kind === 'turnTrack' && u.location.turn <= ordering) sure += 1;
    if (u.location.kind === 'recruitPool' || u.location.kind === 'deadPile') recruits += 0.4;
  }
  return { sure, hoped: sure + recruits };
}

/** The strength the next convoy is sized by (recruits counted as hoped). */
function chileCargoStrength(board: Board, ordering: number): number {
  return chileCargo(board, ordering).hoped;
}

/** A convoy sails only with a force worth landing: a lone regiment put ashore far from the army is lost. */
const MIN_CONVOY = 2;

/** A cache of the last answers (a pure function of the board: the same positions give the same landing). */
const LANDINGS = new Map<string, { hex: HexId; area: NavalArea }>();

function boardKey(board: Board): string {
  const v = board.view;
  const places = Object.entries(v.units).map(([id, u]) => `${id}@${u.location.kind === 'hex' ? u.location.hex : u.location.kind}${u.steps}`).join(',');
  return `${v.options.openTerrain ? 'o' : 'c'}|${v.turn}|${v.phase}|${JSON.stringify(v.control)}|${JSON.stringify(v.forts)}|${places}|${board.plan.name}`;
}

/** The landing Chile's next convoy makes for (the hex, and its area). */
export function chileLanding(board: Board): { hex: HexId; area: NavalArea } {
  const key = boardKey(board);
  const known = LANDINGS.get(key);
  if (known) return known;
  const answer = findChileLanding(board);
  if (LANDINGS.size > 200) LANDINGS.clear();
  LANDINGS.set(key, answer);
  return answer;
}

/** 7.8: a port where Chilean ships lie stranded (no Supply Column there to sail from), if any. */
export function strandedPort(board: Board): HexId | undefined {
  // Ships of a stack still to sail this phase are not stranded yet: their column may be spent by another
  // stack first, and sending the next convoy there would turn this phase's sailing back (issue 20, 74089).
  const moving = new Set(board.view.naval.stacks.filter((st) => st.side === 'chile' && st.status !== 'done').flatMap((st) => st.ships));
  const ports = afloatShips(board.view, 'chile').flatMap((s) => {
    if (moving.has(s)) return [];
    const hex = shipHex(board.view, s);
    return hex && strandedIn(board, hex) ? [hex] : [];
  });
  return ports.sort()[0];
}

function findChileLanding(board: Board): { hex: HexId; area: NavalArea } {
  // 7.8: ships stranded in a port get the next convoy (and the column it carries, naval.ts embarkChoice).
  const relief = strandedPort(board);
  if (relief) return { hex: relief, area: areaFor(board, relief) };
  const ordering = board.view.phase === 'setup' ? 1 : board.view.turn + 1;
  const { sure, hoped } = chileCargo(board, ordering);
  const hex = bestLanding(board, Math.max(MIN_CONVOY, hoped), undefined, sure) ?? '3218';
  return { hex, area: areaFor(board, hex) };
}

/** Allied raiders out of Callao's waters (at sea, or in another port): where the battle squadron hunts. */
function raidersAbroad(board: Board): HexId | undefined {
  const view = board.view;
  let best: HexId | undefined;
  let bestPower = 0;
  for (const id of afloatShips(view, 'allied')) {
    if (!isRaider(id)) continue;
    const hex = shipHex(view, id);
    if (!hex || hex === '2007') continue;
    const p = shipDef(id).gunfire + shipDef(id).armour;
    if (p > bestPower) {
      bestPower = p;
      best = hex;
    }
  }
  return best;
}

/** 4.1 I: the NADCs Chile wants for its next turn. */
function chileOrders(board: Board, ordering: number): Map<string, NavalArea | null> {
  const view = board.view;
  const out = new Map<string, NavalArea | null>();
  const landing = chileLanding(board);
  const mine = afloatShips(view, 'chile');
  const cargo = chileCargoStrength(board, ordering);
  const inBoxNext = mine.filter((s) => whereNext(board, s, ordering) === 'box');
  const transportsInBox = inBoxNext.filter((s) => !isWarship(s));
  // 7.3: a convoy sails only with a warship in its stack while enemy warships could intercept it; with
  // its escorts still away it waits in the box for them (issue 20: transports are escorted). The escorts
  // are the wooden warships; the ironclads escort only when no wooden warship is left to.
  const undamaged = (s: string) => !view.ships[s]!.damaged;
  const stranded = (s: string) => whereNext(board, s, ordering) === 'port' && board.view.ships[s]!.location.kind === 'hex';
  const wooden = mine.filter((s) => isWarship(s) && !isIronclad(s) && undamaged(s) && !stranded(s));
  const ironcladsEscort = wooden.length === 0;
  const isEscort = (s: string) => isWarship(s) && undamaged(s) && (ironcladsEscort || !isIronclad(s));
  // An escort still at sea counts only while no Allied warship is at sea: one that is may intercept it
  // on its way home, and a ship that fought stays where it fought (7.9), so the convoy would sail alone
  // (issue 20: 32 of 331 exposed convoys in 200 games, seeds 74000–74199, had set out without escorts
  // that had been expected home; so counted, 5 of 237).
  const raidersOut = afloatShips(view, 'allied').some((s) => isWarship(s) && board.map.hexes[shipHex(view, s) ?? '']?.terrain === 'sea');
  const escortsInBox = inBoxNext.some((s) => isEscort(s) && (view.ships[s]!.location.kind === 'holdingBox' || !raidersOut));
  const enemyWarships = afloatShips(view, 'allied').some(isWarship);
  const mayConvoy = cargo >= MIN_CONVOY && (escortsInBox || !enemyWarships);
  // One transport a unit (7.1: two steps a transport), a few spare for columns.
  const convoySize = mayConvoy ? Math.min(transportsInBox.length, Math.ceil(cargo) + 1) : 0;
  const convoy = new Set(transportsInBox.slice(0, convoySize));
  // The relay (plan.escortRelayUntil): half the escorts that will be in the box sail with this convoy,
  // the rest wait there for the next one, so that a convoy can sail every turn.
  const boxEscorts = inBoxNext.filter(isEscort);
  const relayStays = new Set(ordering <= board.plan.escortRelayUntil ? boxEscorts.slice(Math.ceil(boxEscorts.length / 2)) : []);
  const hunt = raidersAbroad(board);
  // Hexes at sea where transports of mine still carry troops or columns into next turn.
  const loadedAt = new Set(mine.flatMap((s) => (!isWarship(s) && cargoOf(view, s) > 0 && whereNext(board, s, ordering) === 'sea' ? [shipHex(view, s) ?? ''] : [])));
  for (const s of mine) {
    const where = whereNext(board, s, ordering);
    if (isEscort(s)) {
      // The escorts sail with the convoy from the box and come back with it; at sea beside transports
      // with troops still aboard (a convoy stopped by a battle) they stay with them, to the landing.
      if (where === 'box') out.set(s, convoy.size > 0 && !relayStays.has(s) ? landing.area : null);
      else out.set(s, where === 'sea' && loadedAt.has(shipHex(view, s) ?? '') ? landing.area : 'I');
      continue;
    }
    if (isIronclad(s)) {
      // Damaged: home for repairs (6.5: in the Holding Box). Otherwise the battle squadron keeps the sea
      // (7.8: no provisions needed there), hunting raiders that are out, or covering the landing area,
      // where the Allied warships that would intercept the convoys must pass it.
      if (view.ships[s]!.damaged) out.set(s, where === 'box' ? null : 'I');
      else out.set(s, hunt ? (hexAreas(board.map, hunt)[0] ?? landing.area) : landing.area);
      continue;
    }
    if (isWarship(s)) {
      out.set(s, where === 'box' ? null : 'I'); // a damaged wooden warship: home for repairs
      continue;
    }
    if (where === 'box') out.set(s, convoy.has(s) ? landing.area : null);
    // Troops still aboard (a convoy stopped by a battle) go on to the landing; empty transports go home.
    else out.set(s, cargoOf(view, s) > 0 && where === 'sea' ? landing.area : 'I');
  }
  return out;
}

/** 4.1 I: the Allied orders: the raiders sortie where they have the odds, the rest stay in port (fleet in being). */
function alliedOrders(board: Board): Map<string, NavalArea | null> {
  const view = board.view;
  const out = new Map<string, NavalArea | null>();
  const mine = afloatShips(view, 'allied');
  const raiders = mine.filter((s) => isRaider(s) && !view.ships[s]!.damaged);
  const chile = afloatShips(view, 'chile').filter((s) => view.ships[s]!.location.kind === 'hex');
  // Where Chilean ships are, by area: a prize (transports, wooden ships) and the guard (every warship there).
  let bestArea: NavalArea | null = null;
  let bestValue = 0.3;
  const areas = new Set<NavalArea>();
  for (const s of chile) for (const a of shipAreas(board, s)) areas.add(a);
  for (const a of [...areas].sort()) {
    if (a === 'I') continue; // the Chilean home waters: the box is a port, never raided
    const there = chile.filter((s) => shipAreas(board, s).includes(a));
    const guard = there.filter(isWarship);
    const balance = battleBalance(view, raiders, guard.length > 0 ? guard : there);
    const prize = there.filter((s) => !isWarship(s)).length * 0.5;
    const v = balance + prize;
    if (v > bestValue) {
      bestValue = v;
      bestArea = a;
    }
  }
  for (const s of mine) {
    if (raiders.includes(s) && bestArea !== null) out.set(s, bestArea);
    else out.set(s, null);
  }
  return out;
}

/** 4.1 I: the NADCs the side wants for its next turn (null: none). */
export function desiredOrders(board: Board): Map<string, NavalArea | null> {
  const ordering = board.view.phase === 'setup' ? 1 : board.view.turn + 1;
  return board.me === 'chile' ? chileOrders(board, ordering) : alliedOrders(board);
}

export function administrativeOrders(board: Board, legal: readonly Action[]): Action | undefined {
  const forTurn = board.view.phase === 'setup' ? 1 : board.view.turn + 1;
  const want = desiredOrders(board);
  for (const [ship, area] of want) {
    const current = board.view.nadc[board.me].find((o) => o.ship === ship && o.forTurn === forTurn)?.area ?? null;
    if (current === area) continue;
    const a = legal.find((x) => x.type === 'orderShip' && x.ship === ship && x.area === area);
    if (a) return a;
  }
  return undefined;
}
