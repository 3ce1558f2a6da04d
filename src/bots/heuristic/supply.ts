import { sameLocation, type Action, type Location, controller } from '../../engine';
import type { RepairChoiceDecision } from '../../engine/supply/types';
import type { EliminateExcessDecision } from '../../engine/stacking/types';
import { SHIPS } from '../../engine/counters';
import { infernalPorts } from './infernalMachines';
import { garrisonWanted, openObjectives } from './targets';
import { unitWorth } from './odds';
import { roomAt } from './stackRoom';
import { forcesAt, HOLDING_BOX, landDistance, shipSideOf, vpOf, type Board, type Space } from './world';

type Find = (pred: (a: Action) => boolean) => Action | undefined;

/** Chile keeps this many columns in the Holding Box (recruits to come, a transport to rebuild). */
const CHILE_BOX_RESERVE = 1;

const spaceOf = (loc: Location): Space | null => (loc.kind === 'hex' ? loc.hex : loc.kind === 'holdingBox' ? HOLDING_BOX : null);

/** Columns at a place, of the side. */
function columnsAt(board: Board, loc: Location): number {
  const s = spaceOf(loc);
  return s ? forcesAt(board, s, board.me).columns.length : 0;
}

/**
 * 7.8: how many columns ships of the side in this port need to sail on turn `forTurn`: one for each
 * stack (ships of one place with one NADC area sail together).
 */
export function provisionsNeeded(board: Board, loc: Location, forTurn: number): number {
  const view = board.view;
  const areas = new Set<string>();
  for (const o of view.nadc[board.me]) {
    if (o.forTurn !== forTurn || o.area === null) continue;
    const st = view.ships[o.ship];
    if (st && sameLocation(st.location, loc)) areas.add(o.area);
  }
  return areas.size;
}

/**
 * Columns Chile's convoys leaving the Holding Box this turn take along (naval.ts embarkChoice): for each
 * stack sailing for a landing (any area but I), one for each group its ships split into next turn (their
 * next orders, already given in this turn's Administrative Phase) — the provisions each needs to sail on
 * from a port it lands at (7.8: without one those ships could never leave it) — and at least one, for
 * replenishment ashore (6.2).
 */
export function convoyColumns(board: Board): number {
  if (board.me !== 'chile') return 0;
  const turn = board.view.turn;
  const orders = board.view.nadc.chile;
  const byArea = new Map<string, Set<string>>();
  for (const o of orders) {
    if (o.forTurn !== turn || o.area === null || o.area === 'I' || board.view.ships[o.ship]?.location.kind !== 'holdingBox') continue;
    const next = orders.find((x) => x.ship === o.ship && x.forTurn === turn + 1)?.area ?? null;
    const groups = byArea.get(o.area) ?? new Set<string>();
    if (next !== null) groups.add(next);
    byArea.set(o.area, groups);
  }
  let n = 0;
  for (const groups of byArea.values()) n += Math.max(1, groups.size);
  return n;
}

/**
 * May this column be spent? Never the provisions of this turn's sailings (7.8) nor a convoy's column;
 * Chile keeps its box reserve; the Allies keep one in a port where an infernal machine may strike (10.2).
 */
function spendable(board: Board, from: Location): boolean {
  const turn = board.view.turn;
  const infernal = from.kind === 'hex' && infernalPorts(board).includes(from.hex) ? 1 : 0;
  const keep = provisionsNeeded(board, from, turn) + (from.kind === 'holdingBox' ? convoyColumns(board) : 0) + (board.me === 'chile' && from.kind === 'holdingBox' ? CHILE_BOX_RESERVE : 0) + infernal;
  return columnsAt(board, from) > keep;
}

/** The front the side cares about most: where new Allied units should appear. */
function neediestHex(board: Board): Space {
  if (board.me === 'chile') return openObjectives(board.view, board.plan)[0] ?? '3123';
  let best: Space = '2008';
  let bestNeed = -Infinity;
  for (const hex of board.plan.alliedKeep) {
    if (controller(board.view, hex) === 'chile') continue;
    const need = (garrisonWanted(board, hex) - forcesAt(board, hex, 'allied').units.length) * (vpOf(board.map, hex) + 1);
    if (need > bestNeed) {
      bestNeed = need;
      best = hex;
    }
  }
  return best;
}

/** Where a new unit should be placed: the offered place nearest the neediest objective, with room for it (8.1). */
export function placeFor(board: Board, to: readonly Location[]): Location | undefined {
  const goal = neediestHex(board);
  let best: Location | undefined;
  let bestD = Infinity;
  for (const loc of to) {
    const s = spaceOf(loc);
    const d = (s ? landDistance(board.map, s, goal) : 1e6) + (s && roomAt(board, s) <= 0 ? 1e7 : 0);
    if (d < bestD) {
      bestD = d;
      best = loc;
    }
  }
  return best ?? to[0];
}

/** 4.1 II: recruit and rebuild first (each new unit is a new die), then replenish, then repair. */
export function consumeSupplyPhase(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  const view = board.view;
  const fromScore = (from: Location) => (from.kind === 'holdingBox' ? 2 : spaceOf(from) === '2008' || spaceOf(from) === '2007' ? 2 : 0) + columnsAt(board, from) * 0.1;
  const pickFrom = <A extends Action & { from: Location }>(list: A[]): A | undefined => list.filter((a) => spendable(board, a.from)).sort((a, b) => fromScore(b.from) - fromScore(a.from))[0];
  for (const kind of ['recruit', 'rebuild'] as const) {
    const options = legal.filter((a): a is Extract<Action, { type: typeof kind }> => a.type === kind);
    if (options.length === 0) continue;
    const units = [...new Set(options.map((a) => a.unit))].sort((a, b) => unitWorth(view, b) - unitWorth(view, a) || a.localeCompare(b));
    for (const unit of units) {
      const mine = options.filter((a) => a.unit === unit);
      const to = placeFor(board, mine.map((a) => a.to));
      const pick = pickFrom(mine.filter((a) => JSON.stringify(a.to) === JSON.stringify(to)));
      if (pick) return pick;
    }
  }
  const replenish = legal.filter((a): a is Extract<Action, { type: 'replenish' }> => a.type === 'replenish');
  if (replenish.length > 0) {
    const units = [...new Set(replenish.map((a) => a.unit))].sort((a, b) => unitWorth(view, b) - unitWorth(view, a) || a.localeCompare(b));
    for (const unit of units) {
      const pick = pickFrom(replenish.filter((a) => a.unit === unit));
      if (pick) return pick;
    }
  }
  const repair = find((a) => a.type === 'repair');
  if (repair) return repair;
  if (board.me === 'chile') {
    const transports = Object.entries(view.ships).filter(([id, s]) => shipSideOf(view, id) === 'chile' && s.location.kind !== 'deadPile' && isTransport(id)).length;
    const rebuild = transports < 4 ? legal.find((a) => a.type === 'rebuildTransport' && a.from.kind === 'holdingBox' && columnsAt(board, a.from) >= 3 + CHILE_BOX_RESERVE) : undefined;
    if (rebuild) return rebuild;
  }
  return find((a) => a.type === 'endPhase');
}

const TRANSPORTS = new Set<string>();
for (const s of SHIPS) if (s.type === 'transport') TRANSPORTS.add(s.id);
export const isTransport = (id: string) => TRANSPORTS.has(id);

export function repairChoice(board: Board, d: RepairChoiceDecision, legal: readonly Action[], find: Find): Action | undefined {
  const pays = legal.filter((a): a is Extract<Action, { type: 'repairPay' }> => a.type === 'repairPay');
  if (d.roll <= 2 && pays.length > 0) return pays.sort((a, b) => columnsAt(board, b.from) - columnsAt(board, a.from))[0];
  return find((a) => a.type === 'repairDelay') ?? pays[0];
}

export function eliminateExcess(board: Board, d: EliminateExcessDecision, find: Find): Action | undefined {
  // A copy: the board's own list stays in its order for whatever reads it next.
  const units = [...forcesAt(board, d.hex, board.me).units].sort((a, b) => unitWorth(board.view, a) - unitWorth(board.view, b) || a.localeCompare(b));
  for (const u of units) {
    const a = find((x) => x.type === 'eliminateUnit' && x.unit === u);
    if (a) return a;
  }
  return undefined;
}

export function placeSupplyColumn(board: Board, legal: readonly Action[]): Action | undefined {
  const options = legal.filter((a): a is Extract<Action, { type: 'placeSupplyColumn' }> => a.type === 'placeSupplyColumn');
  // 7.8: the fleet ordered out of Callao this turn needs its provisions there first.
  const callao = { kind: 'hex', hex: '2007' } as const;
  if (provisionsNeeded(board, callao, board.view.turn) > columnsAt(board, callao)) {
    const c = options.find((a) => a.hex === '2007');
    if (c) return c;
  }
  // 10.2: a depot port with a Chilean warship in it and no column of ours yet: an infernal machine this turn.
  const infernal = infernalPorts(board);
  const machine = options.find((a) => infernal.includes(a.hex) && columnsAt(board, { kind: 'hex', hex: a.hex }) === 0);
  if (machine) return machine;
  return options.find((a) => a.hex === '2008') ?? options.find((a) => a.hex === '2007') ?? options.find((a) => a.hex === '3513') ?? options[0];
}

export function placeNewUnit(board: Board, legal: readonly Action[]): Action | undefined {
  const options = legal.filter((a): a is Extract<Action, { type: 'placeNewUnit' }> => a.type === 'placeNewUnit');
  const to = placeFor(board, options.map((a) => a.to));
  return options.find((a) => JSON.stringify(a.to) === JSON.stringify(to)) ?? legal[0];
}
