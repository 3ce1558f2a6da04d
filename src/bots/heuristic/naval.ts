import { distance, type Action, type HexId, type PlayerView, type Side, controller } from '../../engine';
import { FORTS, ship as shipDef } from '../../engine/counters';
import type { CatchRunnersDecision, InterceptionDecision, MovingStack, RunBlockadeDecision } from '../../engine/naval/types';
import { hexAreas } from '../../engine/naval/seaGeometry';
import { sailPlan } from '../../engine/naval/sailPlan';
import { bestLanding } from './landing';
import { battleBalance, cargoCount, isWarship, shipWorth, shotChance } from './navalBattle';
import { afloatShips, chileLanding, isIronclad, isRaider, shipHex, strandedPort } from './navalOrders';
import { forcesAt, HOLDING_BOX, shipSideOf, type Board } from './world';
import { convoyColumns } from './supply';
import { strength } from './odds';
import { roomAt } from './stackRoom';

export { administrativeOrders, desiredOrders } from './navalOrders';
export { fleetPower, isWarship, shotChance } from './navalBattle';

type Find = (pred: (a: Action) => boolean) => Action | undefined;
type Sail = Extract<Action, { type: 'sail' }>;

export function cargoOf(view: PlayerView, transport: string): string[] {
  const out: string[] = [];
  for (const [id, u] of Object.entries(view.units)) if (u.location.kind === 'aboard' && u.location.transport === transport) out.push(id);
  for (const [id, c] of Object.entries(view.supply)) if (c.location.kind === 'aboard' && c.location.transport === transport) out.push(id);
  return out;
}

function stackOf(view: PlayerView, id: string): MovingStack | undefined {
  return view.naval.stacks.find((s) => s.id === id);
}

const carriesTroops = (view: PlayerView, st: MovingStack) => st.ships.some((s) => cargoOf(view, s).some((p) => view.units[p] !== undefined));
/** Supply Columns aboard and no land unit (carriesTroops is false). */
const carriesColumns = (view: PlayerView, st: MovingStack) => !carriesTroops(view, st) && st.ships.some((s) => cargoOf(view, s).some((p) => view.supply[p] !== undefined));

/** 7.8: stacks of the side leaving the Holding Box this phase (each needs one Supply Column there). */
function departuresFromBox(board: Board): number {
  return board.view.naval.stacks.filter((s) => s.side === board.me && s.status === 'waiting' && s.area !== null && s.at.kind === 'holdingBox').length;
}

/** 7.1: embark before any stack sails: troops in the box board the convoy, then spare columns (7.1 note). */
function embarkChoice(board: Board, legal: readonly Action[]): Action | undefined {
  const view = board.view;
  const exposed = enemyWarshipsAfloat(board);
  const boarding = (a: Extract<Action, { type: 'embark' }>) => {
    const st = view.naval.stacks.find((s) => s.side === board.me && s.ships.includes(a.transport));
    // Only a convoy that sails away from the box carries troops: never aboard and ashore in one place.
    if (st === undefined || st.status !== 'waiting' || st.area === null || st.area === 'I' || st.at.kind !== 'holdingBox') return false;
    // …and only with a warship in its stack while enemy warships could intercept it (issue 20: transports
    // are escorted). Escorts expected home may have been held by a battle on the way (7.9: a ship that
    // fought stays where it fought; seed 74078, the wooden warships caught off Lima): the transports must
    // sail (7.2), but they sail empty and the troops wait in the box for the next convoy.
    return !exposed || st.ships.some(isWarship);
  };
  const embarks = legal.filter((a): a is Extract<Action, { type: 'embark' }> => a.type === 'embark' && boarding(a));
  // A column goes along to each landing (replenishment ashore, provisions for the way back, 6.2, 7.8),
  // if the box keeps one for each stack leaving it. The first boards before the troops: a convoy whose
  // transports the troops filled would leave its ships in the port it lands at with no column to sail
  // from (issue 20: the squadron stranded at Mollendo, and the next convoys sailed without it).
  const carried = embarks.length > 0 ? Object.values(view.supply).filter((c) => c.location.kind === 'aboard').length : 0;
  const boxColumns = forcesAt(board, HOLDING_BOX, board.me).columns.length;
  const spare = boxColumns - departuresFromBox(board);
  // Columns go along with troops and never take the last transport troops could board, unless they are
  // for ships stranded in a port of mine (7.8): a convoy of columns alone, with nowhere to put them
  // ashore, would end at sea and sail home alone next turn (issue 20, seed 91402: the ships a relief was
  // for sailed home, their port lost, before it left; its two transports had filled with columns).
  const relief = strandedPort(board) !== undefined;
  const unitRoom = new Set(embarks.filter((a) => view.units[a.piece] !== undefined).map((a) => a.transport));
  const column = () => embarks.find((a) => view.supply[a.piece] !== undefined && (relief || [...unitRoom].some((t) => t !== a.transport)));
  const wanted = convoyColumns(board);
  if (carried < wanted && spare > 0 && column()) return column();
  // 8.1 / 8.2 / 7.6: units raised this turn, and every unit of an amphibious assault (a landing into
  // enemy land units), may not move off the landing hex before the next Administrative Phase eliminates
  // any excess there: no more of them board than the landing hex takes; they wait in the box for the next
  // convoy (issue 20: convoys put 7–9 units ashore, most of them new recruits, and lost the excess).
  const landing = board.me === 'chile' && embarks.length > 0 ? chileLanding(board).hex : undefined;
  const assault = landing !== undefined && forcesAt(board, landing, board.foe).units.length > 0;
  const staysPut = (id: string) => assault || view.units[id]?.builtTurn === view.turn;
  const boxAboard = (u: { location: { kind: string; transport?: string } }) => u.location.kind === 'aboard' && view.ships[u.location.transport!]?.location.kind === 'holdingBox';
  const stayingAboard = landing !== undefined ? Object.entries(view.units).filter(([id, u]) => staysPut(id) && boxAboard(u)).length : 0;
  const room = landing !== undefined ? roomAt(board, landing) : Infinity;
  const unit = embarks.find((a) => view.units[a.piece] !== undefined && (!staysPut(a.piece) || stayingAboard < room));
  if (unit) return unit;
  if (carried < wanted + 1 && spare > 2) return column();
  return undefined;
}

/** 7.3: enemy warships on the map, which may intercept a convoy on its way. */
function enemyWarshipsAfloat(board: Board): boolean {
  return afloatShips(board.view, board.foe).some((s) => isWarship(s) && board.view.ships[s]!.location.kind === 'hex');
}

/**
 * 7.6: troops and columns still aboard transports in the Holding Box (a convoy that came home without
 * landing) go ashore there when their transports will not sail out this phase, or would sail out with no
 * warship while enemy warships could intercept (issue 20: transports are escorted; seed 74078, two
 * regiments that came home aboard sailed out again alone).
 */
function boxDebark(board: Board, legal: readonly Action[]): Action | undefined {
  const view = board.view;
  const exposed = enemyWarshipsAfloat(board);
  return legal.find((a) => {
    if (a.type !== 'debark') return false;
    const loc = view.units[a.piece]?.location ?? view.supply[a.piece]?.location;
    if (loc?.kind !== 'aboard' || view.ships[loc.transport]?.location.kind !== 'holdingBox') return false;
    const st = view.naval.stacks.find((x) => x.side === board.me && x.ships.includes(loc.transport));
    if (!st || st.status !== 'waiting' || st.area === null || st.area === 'I') return true;
    return exposed && !st.ships.some(isWarship);
  });
}

/** The order stacks sail in: warships first (the cover in place before the convoy), then the rest. */
function stackRank(view: PlayerView, id: string): number {
  const st = stackOf(view, id);
  if (!st) return 9;
  if (st.ships.some(isIronclad)) return 0;
  if (st.ships.every(isWarship)) return 1;
  return 2;
}

/** III. Naval Movement: embark, sail each stack to its goal, then put cargo ashore. */
export function navalMovementPhase(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  const view = board.view;
  const sailing = view.naval.stacks.find((s) => s.side === board.me && s.status === 'sailing');
  if (!sailing) {
    const off = boxDebark(board, legal);
    if (off) return off;
    const e = embarkChoice(board, legal);
    if (e) return e;
  }
  const stackIds = [...new Set(legal.flatMap((a) => (a.type === 'sail' || a.type === 'endMove' || a.type === 'enterHoldingBox' ? [a.stack] : [])))];
  stackIds.sort((a, b) => stackRank(view, a) - stackRank(view, b) || a.localeCompare(b));
  for (const id of stackIds) {
    const act = stackMove(board, id, legal);
    if (act) return act;
  }
  const debark = legal.find((a) => a.type === 'debark' && worthDebarking(board, a.piece));
  if (debark) return debark;
  return find((a) => a.type === 'endPhase') ?? legal[0];
}

/** 7.6: put cargo ashore where the transport ended away from home (never back where it boarded, never in the box's waters). */
function worthDebarking(board: Board, piece: string): boolean {
  const view = board.view;
  const loc = view.units[piece]?.location ?? view.supply[piece]?.location;
  if (loc?.kind !== 'aboard') return false;
  const hex = shipHex(view, loc.transport);
  if (!hex) return false;
  // A column landed where the transports stand is their provisions home (7.8); units land at the goal, all
  // of them: the excess marches on in the Land Movement Phase (8.1, landMovement.ts plannedMovers), and
  // units raised this turn, which may not (8.2), board only as many as the landing takes (embarkChoice).
  // Troops kept aboard for want of room sailed home alone the next turn (issue 20, seed 98366).
  return true;
}

function stackMove(board: Board, id: string, legal: readonly Action[]): Action | undefined {
  const view = board.view;
  const st = stackOf(view, id);
  const sails = legal.filter((a): a is Sail => a.type === 'sail' && a.stack === id);
  const end = legal.find((a) => a.type === 'endMove' && a.stack === id);
  const box = legal.find((a) => a.type === 'enterHoldingBox' && a.stack === id);
  if (!st) return sails[0] ?? end ?? box;
  if (sails.length === 0) return end ?? box;
  const here = st.at.kind === 'hex' ? st.at.hex : undefined;
  // Going home: the box (Chile) or the nearest friendly port (sailTargets lists the nearest goal first).
  if (st.area === null || (st.area === 'I' && board.me === 'chile')) {
    // 7.2: a stack ordered to area I while in the box had to sail out (no endMove in the box); once in
    // area I's waters it stays there rather than sail straight back in (issue 20: no back-and-forth).
    if (st.area === 'I' && end && leftTheBoxThisPhase(board, st)) return end;
    const home = box ?? sailHomeward(board, sails, st) ?? end;
    // Transports with cargo aboard whose escorts a battle held (7.9) stay with them rather than sail home
    // alone past enemy warships that could intercept them on the way (7.3; issue 20, seed 104375: a convoy
    // coming home from Callao with a column and a squadron aboard, its escorts held off 2820, was sunk by
    // Huáscar on its way to the box).
    if (home?.type === 'sail' && end && here && isLoadedAlone(board, st) && warshipsOfMineAt(board, here) && (sailPlan(view, board.map, st, home.to)?.risks.length ?? 0) > 0) return end;
    return home;
  }
  const goal = stackGoal(board, st, end === undefined);
  // Transports with troops or columns aboard whose escorts stayed where they fought (7.9) stay with them
  // unless they can land this phase: ended at sea away from the warships, they would sail home alone next
  // turn (issue 20: seeds 74035, 75447 — convoys for Lima split by a battle off Callao). They land this
  // phase only where no enemy warship could intercept them on the way (7.3): alone, they would be a
  // convoy sailing unescorted (issue 20: 112 such offers in 48 of 400 fresh games, 90700–91099).
  const loaded = st.ships.some((s) => cargoOf(view, s).length > 0);
  if (end && here && goal !== here && loaded && !st.ships.some(isWarship) && warshipsOfMineAt(board, here)) {
    const landsNow = goal !== undefined && carriesTroops(view, st) && sails.some((a) => a.to === goal);
    if (!landsNow || (sailPlan(view, board.map, st, goal)?.risks.length ?? 0) > 0) return end;
  }
  if (goal === undefined || goal === here) return end ?? sails[0];
  // A goal already sailed through (the situation changed on the way, e.g. a battle): stop rather than turn back.
  if (st.sailed.includes(goal) && end) return end;
  // …or one the stack sailed past (an earlier hex of this move was nearer to it): stop rather than sail back over its wake.
  if (end && here && st.sailed.slice(0, -1).some((h) => distance(h, goal) < distance(here, goal))) return end;
  // …or, one hex out, a goal one hex off: it may be the hex it set out from (a start is not in `sailed`).
  // Seed 75226: a raider sailed one hex, a failed interception (7.5) brought the Chilean ironclads nearer,
  // and its new goal was the hex it had left.
  if (end && here && st.sailed.length === 1 && distance(goal, here) === 1) return end;
  // …or, one hex out and at the target of its sail, warships with nothing aboard whose goal moved while they
  // stopped there (a failed interception brought the enemy nearer, 7.5): the way to the new goal may run
  // back over the hex they set out from, which the stack does not know (issue 20, seed 104006: Huáscar
  // 2821 → 2822, then back through 2821 for 3120). At sea they need no provisions to sail on next turn (7.8).
  // A first sail of one hex to a waypoint (a goal out of direct reach, below) stops there too: the rule
  // cannot tell the two apart; not counted, but with it the campaign figures (naval combats, landings) did
  // not fall on the sets measured (docs/bots.md, "The escort relay kept").
  if (end && here && st.sailed.length === 1 && st.route.length === 0 && !st.ships.some((s) => cargoOf(view, s).length > 0)) return end;
  const direct = st.sailed.includes(goal) ? undefined : sails.find((a) => a.to === goal);
  if (direct) return direct;
  // Out of reach (a coast entered only from the area): the nearest hex not already sailed through.
  const fresh = sails.filter((a) => !st.sailed.includes(a.to) && a.to !== here);
  return (here && end && fresh.every((a) => distance(a.to, goal) >= distance(here, goal)) ? end : undefined) ?? nearestSail(fresh, [goal]) ?? end ?? sails[0];
}

/** Transports with troops or columns aboard and no warship in the stack. */
function isLoadedAlone(board: Board, st: MovingStack): boolean {
  return !st.ships.some(isWarship) && st.ships.some((s) => cargoOf(board.view, s).length > 0);
}

/** Whether warships of mine lie in `hex`. */
function warshipsOfMineAt(board: Board, hex: HexId): boolean {
  return afloatShips(board.view, board.me).some((s) => isWarship(s) && shipHex(board.view, s) === hex);
}

/** Whether transports of mine with cargo aboard lie in `hex`. */
function loadedTransportsAt(board: Board, hex: HexId): boolean {
  return afloatShips(board.view, board.me).some((s) => !isWarship(s) && shipHex(board.view, s) === hex && cargoOf(board.view, s).length > 0);
}

/** The stack's one hex sailed is in area I next to the box: it came out of the box this phase (a stack from sea would have sailed further). */
function leftTheBoxThisPhase(board: Board, st: MovingStack): boolean {
  return st.sailed.length === 1 && boxHexes(board).includes(st.sailed[0]!) && st.at.kind === 'hex' && st.at.hex === st.sailed[0];
}

function sailHomeward(board: Board, sails: readonly Sail[], st: MovingStack): Action | undefined {
  // Chile: into area I's sea hexes, then the box (never a small port on the way: 7.8 would strand it).
  if (board.me === 'chile') return nearestSail(sails.filter((a) => board.map.hexes[a.to]?.terrain === 'sea'), boxHexes(board)) ?? nearestSail(sails, boxHexes(board));
  // The Allies: home to Callao, where their columns are (4.1 I), else the nearest friendly port.
  return st.area === null ? (sails.find((a) => a.to === '2007') ?? sails[0]) : undefined;
}

const BOX_HEXES = new WeakMap<object, HexId[]>();
function boxHexes(board: Board): HexId[] {
  let list = BOX_HEXES.get(board.map);
  if (!list) BOX_HEXES.set(board.map, (list = Object.values(board.map.hexes).filter((h) => h.terrain === 'sea' && h.seaArea === 'I').map((h) => h.id)));
  return list;
}

const AREA_HEXES = new WeakMap<object, Map<string, HexId[]>>();
/** Every hex of a naval area, sea and coast (the same whatever the stack's position: a goal that never moves). */
function areaHexes(board: Board, area: string): HexId[] {
  let byArea = AREA_HEXES.get(board.map);
  if (!byArea) AREA_HEXES.set(board.map, (byArea = new Map()));
  let list = byArea.get(area);
  if (!list) byArea.set(area, (list = Object.keys(board.map.hexes).filter((h) => hexAreas(board.map, h).includes(area as never)).sort()));
  return list;
}

/** Where a stack should end its movement in its NADC area: chosen from the area's hexes, never from where the stack stands now. */
function stackGoal(board: Board, st: MovingStack, mustSail = false): HexId | undefined {
  const view = board.view;
  const hexes = areaHexes(board, st.area!);
  const isSeaHex = (h: HexId) => board.map.hexes[h]?.terrain === 'sea';
  const startedAt = st.sailed.length > 0 ? st.sailed[0] : undefined;
  // A stack that left a coastal hex does not sail back into it this phase.
  const open = (h: HexId) => startedAt === undefined || isSeaHex(h) || distance(h, startedAt) > 1;
  if (carriesTroops(view, st)) {
    // The troops' fighting strength, the measure the convoy's landing was chosen by (navalOrders.ts
    // chileLanding): counted in units, a convoy fit to assault a held hex judged it too weak on arrival and
    // stayed at sea with its troops aboard, to sail home alone next turn (issue 20, seeds 84502, 84570).
    const cargo = strength(view, st.ships.flatMap((s) => cargoOf(view, s).filter((p) => view.units[p] !== undefined)));
    const coast = hexes.filter((h) => !isSeaHex(h));
    // Troops aboard a stack that must sail (7.2) out of the coastal hex it stands in land elsewhere, and
    // once it has sailed, never next to the first hex it entered: that may be the port it left (issue
    // 20, seed 74089: a stack with troops had to leave Callao's neighbour and sailed straight back).
    const here = st.at.kind === 'hex' ? st.at.hex : undefined;
    const away = mustSail && here !== undefined && !isSeaHex(here) ? coast.filter((h) => distance(h, here) > 1) : coast;
    return bestLanding(board, cargo, away.filter(open));
  }
  // Columns and no troops aboard (a relief, 7.8): into a port of mine in the area, where they go ashore
  // (worthDebarking) — the stranded ships' provisions are then in their port. Left aboard at sea, the
  // transports would sail home alone next turn under the order given before they loaded (issue 20, seed
  // 75244: the stranded ships sailed before the relief came; it stopped at sea with the ironclads, and
  // next turn its two transports sailed home unescorted while the ironclads went on).
  if (board.me === 'chile' && carriesColumns(view, st)) {
    const here = st.at.kind === 'hex' ? st.at.hex : undefined;
    const ports = hexes.filter((h) => !isSeaHex(h) && isMyPort(board, h) && open(h) && !foeWarshipIn(board, h));
    if (ports.length > 0) return nearestTarget(ports, chileLanding(board).hex, here);
  }
  // Warships end at sea (7.8: no provisions needed to sail on from there), except to blockade a port
  // that shelters enemy warships (7.6: they cannot leave it without a fight).
  const enemyFleetPorts = afloatShips(view, board.foe).filter(isWarship).map((s) => shipHex(view, s)).filter((h): h is HexId => h !== undefined && hexes.includes(h) && isEnemyPort(board, h) && !fortAt(board, h));
  const seaHexes = hexes.filter(isSeaHex);
  if (board.me === 'chile') {
    if (st.ships.some(isIronclad)) {
      // The nearest raider (to where the stack stands): the goal holds as the stack closes in, so it never turns back for another.
      const here = st.at.kind === 'hex' ? st.at.hex : undefined;
      // A raider on a coast is hunted from the sea hex nearest it, so a coast the stack may have left (open)
      // rules out only the raider's own hex as the goal, not the raider: ruled out, a raider beside the first
      // hex sailed was dropped for another, and the ironclads turned back over the hex they had left (issue
      // 20, seed 104006: 3118 → 3119, then back through 3118 for 2915).
      const raiders = afloatShips(view, 'allied').filter(isRaider).map((s) => shipHex(view, s)).filter((h): h is HexId => h !== undefined && hexes.includes(h));
      const raider = here ? nearestTarget(raiders, here) : raiders[0];
      if (raider) return isSeaHex(raider) || (enemyFleetPorts.includes(raider) && open(raider)) ? raider : nearestTarget(seaHexes, raider, here);
    }
    const blockade = enemyFleetPorts.filter(open);
    if (blockade.length > 0 && st.ships.some(isIronclad)) return blockade.sort()[0];
    return nearestTarget(seaHexes, chileLanding(board).hex, st.at.kind === 'hex' ? st.at.hex : undefined);
  }
  // Allied raiders: at sea near the Chilean prize (they intercept from there), away from the ironclads.
  const prize = afloatShips(view, 'chile').filter((s) => !isIronclad(s)).map((s) => shipHex(view, s)).filter((h): h is HexId => h !== undefined && hexes.includes(h)).sort();
  const guard = afloatShips(view, 'chile').filter(isIronclad).map((s) => shipHex(view, s)).filter((h): h is HexId => h !== undefined);
  const safe = seaHexes.filter((h) => guard.every((g) => distance(g, h) > 3));
  const pool = safe.length > 0 ? safe : seaHexes;
  if (prize.length > 0) return nearestTarget(pool.filter((h) => !prize.includes(h)), prize[0]!);
  return pool[0];
}

/** The side holding a port (3.0 control, else the side of the nation that built it); undefined: no port. */
function portHolder(board: Board, hex: HexId): Side | undefined {
  const town = board.map.hexes[hex]?.town;
  if (!town?.port) return undefined;
  return controller(board.view, hex) ?? (town.nation === 'chile' ? 'chile' : 'allied');
}

const isMyPort = (board: Board, hex: HexId): boolean => portHolder(board, hex) === board.me;
const isEnemyPort = (board: Board, hex: HexId): boolean => portHolder(board, hex) === board.foe;

/** Enemy warships in `hex` (a port they lie in is blockaded, 7.6). */
function foeWarshipIn(board: Board, hex: HexId): boolean {
  return afloatShips(board.view, board.foe).some((s) => isWarship(s) && shipHex(board.view, s) === hex);
}

function fortAt(board: Board, hex: HexId): boolean {
  return Object.entries(board.view.forts).some(([id, f]) => f.status === 'standing' && FORTS.find((x) => x.id === id)?.hex === hex);
}

/** The hex of `hexes` nearest `goal`; on a tie the one the stack stands in (`here`), so a stack never sails off to an equally good hex and back. */
function nearestTarget(hexes: readonly HexId[], goal: HexId, here?: HexId): HexId | undefined {
  return [...hexes].sort((a, b) => distance(a, goal) - distance(b, goal) || Number(b === here) - Number(a === here) || a.localeCompare(b))[0];
}

function nearestSail(sails: readonly Sail[], goals: readonly HexId[]): Action | undefined {
  let best: Action | undefined;
  let bestD = Infinity;
  for (const a of sails) {
    const d = Math.min(...goals.map((g) => distance(a.to, g)));
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best;
}

/** 7.3: intercept when the expected exchange, weighed by the chance the roll succeeds (7.4), favours us. */
export function interception(board: Board, d: InterceptionDecision, find: Find): Action | undefined {
  const view = board.view;
  const stack = stackOf(view, d.stack);
  const theirs = stack?.ships ?? [];
  const shipsAt = (hex: HexId) => Object.keys(view.ships).filter((s) => shipSideOf(view, s) === board.me && isWarship(s) && view.ships[s]!.location.kind === 'hex' && (view.ships[s]!.location as { hex: string }).hex === hex && !(stack?.immuneTo ?? []).includes(s));
  if (d.chosen.length > 0) return find((a) => a.type === 'interceptRoll' && !a.transports);
  // 7.5: warships whose interception of another stack failed this phase were moved towards it (that
  // stack is immune to them now); a second failure would move them again, maybe back where they came from
  // (issue 20: no back-and-forth; seed 86241, the ironclads 2822 → 2820 → 2822). They try again only
  // where the interception is automatic (7.3 note: the same hex).
  const movedBy75 = new Set(view.naval.stacks.filter((s) => s.side !== board.me).flatMap((s) => s.immuneTo));
  let best: HexId | undefined;
  let bestValue = 0;
  for (const hex of d.eligible) {
    const mine = shipsAt(hex);
    if (mine.length === 0) continue;
    // 7.3: the interceptors would leave the transports of their hex behind (interceptRoll, below), and
    // transports with troops or columns aboard left without a warship sail home alone next turn (issue
    // 20: seeds 75039, 84570 — the escorts off Callao went after a passing raider).
    if (loadedTransportsAt(board, hex)) continue;
    if (hex !== d.hex && mine.some((s) => movedBy75.has(s))) continue;
    const speed = Math.min(...mine.map((s) => shipDef(s).speed));
    const dist = distance(hex, d.hex);
    // 7.3: success if 1d6 + the lowest speed modifier > the distance (7.4); automatic in the same hex.
    const pSuccess = dist === 0 ? 1 : Math.max(0, Math.min(6, 6 - Math.max(0, dist - speed))) / 6;
    const balance = battleBalance(view, mine, theirs);
    // The Allies keep their fleet in being: they fight only with a clear edge.
    const bar = board.me === 'allied' ? 1.5 : 0.5;
    const value = pSuccess >= 0.5 ? pSuccess * balance : 0;
    if (value > bestValue && balance > bar) {
      bestValue = value;
      best = hex;
    }
  }
  if (best) return find((a) => a.type === 'intercept' && a.hex === best);
  return find((a) => a.type === 'declineInterception' && !a.letPass) ?? find((a) => a.type === 'declineInterception');
}

/** 7.6: run a blockade when the blockaders would win the fight that stopping means. */
export function runBlockade(board: Board, d: RunBlockadeDecision, find: Find): Action | undefined {
  const stack = stackOf(board.view, d.stack);
  const balance = battleBalance(board.view, stack?.ships ?? [], d.blockaders);
  return find((a) => a.type === 'runBlockade' && a.run === balance < 0);
}

export function catchRunners(board: Board, d: CatchRunnersDecision, legal: readonly Action[], find: Find): Action | undefined {
  const view = board.view;
  const options = legal.filter((a): a is Extract<Action, { type: 'catchRunner' }> => a.type === 'catchRunner');
  const runners = options.map((a) => a.ship);
  if (options.length > 0 && battleBalance(view, d.blockaders, runners) > 0) {
    return [...options].sort((a, b) => shipWorth(view, b.ship) - shipWorth(view, a.ship) || a.ship.localeCompare(b.ship))[0];
  }
  return find((a) => a.type === 'letRunnersGo') ?? options[0];
}

export function setAside(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  const transport = legal.find((a) => a.type === 'setAside' && !isWarship(a.ship));
  return transport ?? find((a) => a.type === 'beginNavalCombat');
}

export function navalFire(board: Board, legal: readonly Action[]): Action | undefined {
  const view = board.view;
  let best: Action | undefined;
  let bestValue = -1;
  for (const a of legal) {
    if (a.type !== 'fire') continue;
    const t = view.ships[a.target];
    const worth = isWarship(a.target) ? (shipDef(a.target).gunfire + shipDef(a.target).armour) * (t?.damaged ? 2 : 1) : 1 + cargoCount(view, a.target) * 2;
    // Fire the weakest gun at easy targets, keep the best for the hard ones: value per shot.
    const v = shotChance(a.ship, a.target) * worth - 0.01 * shipDef(a.ship).gunfire;
    if (v > bestValue) {
      bestValue = v;
      best = a;
    }
  }
  return best ?? legal[0];
}

/** IV. Naval Combat Phase: raid land units and columns (never forts: they shoot back), infernal machines. */
export function navalCombatPhase(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  const raid = legal.find((a) => a.type === 'raid' && !FORTS.some((f) => f.id === a.target));
  if (raid) return raid;
  const infernal = find((a) => a.type === 'infernalMachine');
  if (infernal) return infernal;
  return find((a) => a.type === 'endPhase');
}
