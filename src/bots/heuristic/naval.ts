import { distance, type Action, type GameMap, type HexId, type NavalArea, type PlayerView } from '../../engine';
import { FORTS, ship as shipDef } from '../../engine/counters';
import type { CatchRunnersDecision, InterceptionDecision, MovingStack, RunBlockadeDecision } from '../../engine/naval/types';
import { hexAreas } from '../../engine/naval/seaGeometry';
import { openObjectives } from './targets';
import { forcesAt, HOLDING_BOX, landDistance, shipSideOf, unitSide, vpOf, type Board } from './world';

type Find = (pred: (a: Action) => boolean) => Action | undefined;

export const isWarship = (id: string) => shipDef(id).type === 'warship';

export function cargoOf(view: PlayerView, transport: string): string[] {
  const out: string[] = [];
  for (const [id, u] of Object.entries(view.units)) if (u.location.kind === 'aboard' && u.location.transport === transport) out.push(id);
  for (const [id, c] of Object.entries(view.supply)) if (c.location.kind === 'aboard' && c.location.transport === transport) out.push(id);
  return out;
}

/** A fleet's fighting power: gunfire of its warships, halved when damaged, with armour. */
export function fleetPower(view: PlayerView, ships: readonly string[]): number {
  let p = 0;
  for (const s of ships) {
    const st = view.ships[s];
    if (!st || !isWarship(s)) continue;
    const d = shipDef(s);
    p += (d.gunfire + d.armour) * (st.damaged ? 0.5 : 1);
  }
  return p;
}

function myShips(board: Board): string[] {
  return Object.keys(board.view.ships).filter((id) => shipSideOf(board.view, id) === board.me && ['hex', 'holdingBox'].includes(board.view.ships[id]!.location.kind));
}

/** Where Chile's transports should put troops ashore now: a coastal hex near the open objectives, free of enemies if possible. */
export function landingHex(board: Board, candidates: readonly HexId[]): HexId | undefined {
  const view = board.view;
  const goals = openObjectives(view, board.plan).filter((h) => view.control[h] !== 'chile');
  let best: HexId | undefined;
  let bestScore = -Infinity;
  for (const hex of candidates) {
    const h = board.map.hexes[hex];
    if (!h || h.terrain === 'sea') continue;
    const enemy = forcesAt(board, hex, board.foe).units.length;
    const friendlyPort = h.town?.port && (view.control[hex] ?? (h.town.nation === 'chile' ? 'chile' : 'allied')) === board.me;
    const near = goals.length > 0 ? Math.min(...goals.map((g) => landDistance(board.map, hex, g))) : 10;
    const score = (enemy === 0 ? vpOf(hex) * 2 : -3 * enemy) - near / 4 + (friendlyPort ? 1 : 0) - (view.forts && fortStands(view, hex) ? 10 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = hex;
    }
  }
  return best;
}

function fortStands(view: PlayerView, hex: HexId): boolean {
  return Object.entries(view.forts).some(([id, f]) => f.status === 'standing' && fortHex(id) === hex);
}
const fortHex = (id: string) => FORTS.find((f) => f.id === id)?.hex;

/** The naval area Chile's ships should sail for next turn: the one by the best landing hex of the campaign. */
export function chileTargetArea(board: Board): NavalArea {
  const coastal = Object.values(board.map.hexes).filter((h) => h.terrain !== 'sea' && h.town?.port).map((h) => h.id);
  const hex = landingHex(board, coastal);
  return (hex ? hexAreas(board.map, hex)[0] : undefined) ?? 'III';
}

/** 4.1 I: the NADCs the side wants for its next turn (null: none). */
export function desiredOrders(board: Board): Map<string, NavalArea | null> {
  const view = board.view;
  const out = new Map<string, NavalArea | null>();
  if (board.me === 'allied') {
    for (const s of myShips(board)) out.set(s, null); // a fleet in being: stay in port
    return out;
  }
  const area = chileTargetArea(board);
  const boxUnits = forcesAt(board, HOLDING_BOX, 'chile').units.length;
  for (const s of myShips(board)) {
    const loc = view.ships[s]!.location;
    if (isWarship(s)) {
      out.set(s, area);
      continue;
    }
    const waiting = Object.entries(view.units).some(([id, u]) => unitSide(id) === 'chile' && (u.location.kind === 'recruitPool' || u.location.kind === 'deadPile'));
    if (loc.kind === 'holdingBox') out.set(s, boxUnits > 0 || waiting ? area : null);
    else out.set(s, 'I');
  }
  return out;
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

function stackOf(view: PlayerView, id: string): MovingStack | undefined {
  return view.naval.stacks.find((s) => s.id === id);
}

/** III. Naval Movement: embark, sail each stack to its goal, then put cargo ashore. */
export function navalMovementPhase(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  const view = board.view;
  const sailing = view.naval.stacks.find((s) => s.side === board.me && s.status === 'sailing');
  if (!sailing) {
    // 7.1: load what should go, before any stack sails.
    for (const a of legal) {
      if (a.type !== 'embark') continue;
      const st = view.naval.stacks.find((s) => s.side === board.me && s.ships.includes(a.transport));
      if (!st || st.area === null || st.status !== 'waiting') continue;
      if (view.units[a.piece] !== undefined) return a;
    }
    for (const a of legal) {
      if (a.type !== 'embark') continue;
      const st = view.naval.stacks.find((s) => s.side === board.me && s.ships.includes(a.transport));
      if (st && st.area !== null && st.status === 'waiting' && view.supply[a.piece] !== undefined && forcesAt(board, HOLDING_BOX, board.me).columns.length > 2) return a;
    }
  }
  const stackIds = [...new Set(legal.flatMap((a) => (a.type === 'sail' || a.type === 'endMove' || a.type === 'enterHoldingBox' ? [a.stack] : [])))];
  for (const id of stackIds) {
    const act = stackMove(board, id, legal);
    if (act) return act;
  }
  const debark = find((a) => a.type === 'debark');
  if (debark) return debark;
  return find((a) => a.type === 'endPhase') ?? legal[0];
}

function stackMove(board: Board, id: string, legal: readonly Action[]): Action | undefined {
  const view = board.view;
  const st = stackOf(view, id);
  const sails = legal.filter((a): a is Extract<Action, { type: 'sail' }> => a.type === 'sail' && a.stack === id);
  const end = legal.find((a) => a.type === 'endMove' && a.stack === id);
  const box = legal.find((a) => a.type === 'enterHoldingBox' && a.stack === id);
  if (!st) return sails[0] ?? end ?? box;
  if (st.area === null || st.area === 'I' && !st.ships.some((s) => cargoOf(view, s).length > 0)) {
    // Returning (or going home to the box): the nearest goal first.
    return box ?? (st.area === null ? sails[0] : undefined) ?? nearestSail(sails, boxHexes(board.map)) ?? end;
  }
  const here = st.at.kind === 'hex' ? st.at.hex : undefined;
  const targets = sails.map((a) => a.to);
  const goal = landingHex(board, here ? [...targets, here] : targets);
  if (goal === undefined || goal === here) return end ?? sails[0];
  return sails.find((a) => a.to === goal) ?? nearestSail(sails, [goal]) ?? end;
}

const boxHexes = (map: GameMap) => Object.values(map.hexes).filter((h) => h.terrain === 'sea' && h.seaArea === 'I').map((h) => h.id);

function nearestSail(sails: Extract<Action, { type: 'sail' }>[], goals: readonly HexId[]): Action | undefined {
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

/** 7.3: intercept when the odds of the fight and of the roll are good. */
export function interception(board: Board, d: InterceptionDecision, find: Find): Action | undefined {
  const view = board.view;
  const stack = stackOf(view, d.stack);
  const theirs = stack?.ships ?? [];
  const cargo = theirs.some((s) => cargoOf(view, s).length > 0);
  const shipsAt = (hex: HexId) => Object.keys(view.ships).filter((s) => shipSideOf(view, s) === board.me && isWarship(s) && view.ships[s]!.location.kind === 'hex' && (view.ships[s]!.location as { hex: string }).hex === hex && !(stack?.immuneTo ?? []).includes(s));
  const chosen = d.chosen;
  if (chosen.length > 0) return find((a) => a.type === 'interceptRoll' && !a.transports);
  let best: HexId | undefined;
  let bestValue = 0;
  for (const hex of d.eligible) {
    const mine = shipsAt(hex);
    const power = fleetPower(view, mine);
    const enemy = fleetPower(view, theirs);
    const speed = Math.min(...mine.map((s) => shipDef(s).speed));
    const dist = distance(hex, d.hex);
    const pSuccess = dist === 0 ? 1 : Math.max(0, Math.min(1, (6 - Math.max(0, dist - speed)) / 6));
    const ratio = power / (enemy + 0.1);
    const value = pSuccess * (ratio >= 1.3 ? 1 : cargo && ratio >= 0.8 ? 0.8 : enemy === 0 && power > 0 ? 1 : 0);
    if (value > bestValue) {
      bestValue = value;
      best = hex;
    }
  }
  if (best && bestValue >= 0.3) return find((a) => a.type === 'intercept' && a.hex === best);
  return find((a) => a.type === 'declineInterception');
}

export function runBlockade(board: Board, d: RunBlockadeDecision, find: Find): Action | undefined {
  const stack = stackOf(board.view, d.stack);
  const mine = fleetPower(board.view, stack?.ships ?? []);
  const theirs = fleetPower(board.view, d.blockaders);
  return find((a) => a.type === 'runBlockade' && a.run === mine < theirs * 1.3);
}

export function catchRunners(board: Board, d: CatchRunnersDecision, legal: readonly Action[], find: Find): Action | undefined {
  const view = board.view;
  const mine = fleetPower(view, d.blockaders);
  const options = legal.filter((a): a is Extract<Action, { type: 'catchRunner' }> => a.type === 'catchRunner');
  const theirs = fleetPower(view, options.map((a) => a.ship));
  if (options.length > 0 && mine >= theirs * 1.2) {
    const value = (s: string) => (isWarship(s) ? fleetPower(view, [s]) : 2 + cargoOf(view, s).length * 2);
    return options.sort((a, b) => value(b.ship) - value(a.ship))[0];
  }
  return find((a) => a.type === 'letRunnersGo') ?? options[0];
}

export function setAside(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  const transport = legal.find((a) => a.type === 'setAside' && !isWarship(a.ship));
  return transport ?? find((a) => a.type === 'beginNavalCombat');
}

/** 7.9 / 7.10: the chance a shot hits: a natural 1 always does (and sinks); otherwise die + armour < gunfire. */
export function shotChance(firer: string, target: string): number {
  const g = shipDef(firer).gunfire;
  const armour = shipDef(target).armour;
  let hits = 1;
  for (let d = 2; d <= 6; d++) if (d + armour < g) hits++;
  return hits / 6;
}

export function navalFire(board: Board, legal: readonly Action[]): Action | undefined {
  const view = board.view;
  let best: Action | undefined;
  let bestValue = -1;
  for (const a of legal) {
    if (a.type !== 'fire') continue;
    const t = view.ships[a.target];
    const worth = isWarship(a.target) ? (shipDef(a.target).gunfire + shipDef(a.target).armour) * (t?.damaged ? 2 : 1) : 1 + cargoOf(view, a.target).length * 2;
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
