import { controller } from '../../engine';
import type { Action, PlayerView } from '../../engine';
import type { AttritionLossDecision, FormMoveDecision, LandMoveDecision } from '../../engine/land/types';
import { emptyObjectiveBeside, fieldAround, garrisonWanted, isShortWayRound, landGoal, landTarget, waitsAt, wayOut } from './targets';
import { provisionsNeeded } from './supply';
import { asState, unitWorth, weakestFirst } from './odds';
import { mayMove } from '../../engine/land/movers';
import { forcesAt, HOLDING_BOX, landDistance, landNeighbours, vpOf, type Board, type Space } from './world';
import { couldGoOn, roomAt, stackCap } from './stackRoom';

type Find = (pred: (a: Action) => boolean) => Action | undefined;

/** Columns Chile keeps in the Holding Box for its ships' provisions (7.8) and recruiting. */
const BOX_COLUMNS_KEPT = 2;

/** Which pieces at `from` should move: all but the garrison (the weakest units stay), columns follow the units. */
export function plannedMovers(board: Board, from: Space, movable: readonly string[]): string[] {
  const units = movable.filter((p) => board.view.units[p] !== undefined).sort();
  const columns = movable.filter((p) => board.view.supply[p] !== undefined).sort();
  const all = forcesAt(board, from, board.me).units;
  let keep = Math.max(0, garrisonWanted(board, from) - (all.length - units.length));
  // An enemy-held objective next door left empty is retaken, by one of the garrison if need be: a
  // garrison of a lesser hex watching it turn after turn is an army waiting beside an objective (issue 20).
  if (keep >= units.length && units.length > 0 && emptyObjectiveBeside(board, from) !== null) keep = units.length - 1;
  const byWorth = weakestFirst(board.view, units);
  // 8.1: one stack no bigger than a hex takes (from the Holding Box, which has no limit, or an
  // overstacked hex): the weakest of the rest stay for another stack.
  let moving = byWorth.slice(Math.min(keep, units.length)).slice(-stackCap(board));
  // 8.1: a space over the stacking limit (a convoy's landing, the Holding Box's limit aside) sheds the
  // excess before the next Administrative Phase eliminates it; they step aside if their goal is here
  // (landMove, stepAside).
  const excess = from === HOLDING_BOX ? 0 : -roomAt(board, from);
  if (moving.length < excess) moving = byWorth.slice(0, Math.min(excess, units.length));
  if (moving.length === 0) return [];
  const target = landTarget(board, from, moving);
  if (target === from && excess <= 0) return [];
  // 7.8: a column stays where ships of the side wait in port with orders for next turn (their provisions).
  const provisions = from === HOLDING_BOX ? 0 : provisionsNeeded(board, { kind: 'hex', hex: from }, board.view.turn + 1);
  const keptColumns = Math.max(provisions, from === HOLDING_BOX ? BOX_COLUMNS_KEPT : board.me === 'allied' ? 1 : 0);
  return [...moving, ...columns.slice(Math.min(keptColumns, columns.length))];
}

export function landMovementPhase(board: Board, legal: readonly Action[], find: Find): Action | undefined {
  for (const a of legal) {
    if (a.type !== 'beginMove') continue;
    // 8.2 / 7.6: only pieces that may start a move (as the engine lists them), else the stack is formed and cancelled forever.
    const movable = [...forcesAt(board, a.from, board.me).units, ...forcesAt(board, a.from, board.me).columns].filter((p) => mayMove(asState(board.view), p) && isReady(board.view, p));
    if (plannedMovers(board, a.from, movable).some((p) => board.view.units[p] !== undefined)) return a;
  }
  return find((a) => a.type === 'endPhase');
}

function isReady(view: PlayerView, piece: string): boolean {
  const u = view.units[piece];
  return !u || u.builtTurn !== view.turn;
}

export function formMove(board: Board, d: FormMoveDecision, legal: readonly Action[], find: Find): Action | undefined {
  const movable = [...new Set([...d.pieces, ...legal.filter((a) => a.type === 'toggleMover').map((a) => (a as { piece: string }).piece)])].sort();
  const want = new Set(plannedMovers(board, d.from, movable));
  if (![...want].some((p) => board.view.units[p] !== undefined)) return find((a) => a.type === 'cancelMove');
  for (const p of movable) {
    const inNow = d.pieces.includes(p);
    if (inNow !== want.has(p)) {
      const t = find((a) => a.type === 'toggleMover' && a.piece === p);
      if (t) return t;
    }
  }
  return find((a) => a.type === 'rollMove');
}

/** The board as it stood when the move began: the moving pieces back in their starting space. */
function asAtStart(board: Board, pieces: readonly string[], now: Space, start: Space): Board {
  if (now === start) return board;
  const moving = new Set(pieces);
  const at = new Map(board.at);
  const take = (space: Space, f: (list: string[]) => string[]) => {
    const cur = at.get(space) ?? { chile: { units: [], columns: [] }, allied: { units: [], columns: [] } };
    const mine = cur[board.me];
    at.set(space, { ...cur, [board.me]: { units: f(mine.units.filter((p) => board.view.units[p] !== undefined)), columns: f(mine.columns) } });
  };
  take(now, (list) => list.filter((p) => !moving.has(p)));
  const units = pieces.filter((p) => board.view.units[p] !== undefined);
  const columns = pieces.filter((p) => board.view.supply[p] !== undefined);
  const cur = at.get(start) ?? { chile: { units: [], columns: [] }, allied: { units: [], columns: [] } };
  at.set(start, { ...cur, [board.me]: { units: [...cur[board.me].units, ...units], columns: [...cur[board.me].columns, ...columns] } });
  return { ...board, at };
}

export function landMove(board: Board, d: LandMoveDecision, legal: readonly Action[], find: Find): Action | undefined {
  const start = d.path[0] ?? d.at;
  const units = d.pieces.filter((p) => board.view.units[p] !== undefined);
  // The goal is fixed when the move begins: judged from the start, as if nobody had left yet (else a
  // garrison that was left short calls the stack back, and it walks to and fro).
  const atStart = asAtStart(board, d.pieces, d.at, start);
  const goal = units.length > 0 ? landGoal(atStart, start, units) : { target: d.at, out: false };
  const target = goal.target;
  const here = landDistance(board.map, d.at, target);
  const moving = units.length;
  const visited = new Set(d.path);
  // 8.2 note: a stack marching through an objective it has just taken drops one unit there to hold it.
  const garrison = dropOffGarrison(board, d, start, target, legal);
  if (garrison) return garrison;
  // From beside an enemy-held objective it would not attack, the stack marches out of the objective's
  // sight (targets.ts wayOut): always when its goal was chosen by that way (its straight way barred,
  // landGoal), else when that way is a short way round. Marching along the objective's side is waiting
  // beside it (issue 20).
  if (here > 0 && (goal.out || outOfSight(atStart, start, units, target))) {
    const out = stepAround(board, legal, d.at, wayOut(board, start, target), visited, moving, Infinity);
    if (out) return out;
  }
  let best: Action | undefined;
  let bestD = here;
  for (const a of legal) {
    if (a.type !== 'moveStep') continue;
    // Never back into a space already crossed in this move.
    if (visited.has(a.to)) continue;
    const dist = landDistance(board.map, a.to, target);
    if (dist >= bestD) continue;
    // 8.1: do not finish over the stacking limit (checked next Administrative Phase): at the goal, and for
    // the Allies also where the movement points left would end the move. Chile's marches were slowed by
    // that second check more than its losses to 8.1 cost it (heuristic vs heuristic, seeds 96000–96199:
    // Chile won 63 of 200 with it, 79 without), so Chile's stacks shed the excess afterwards (stepAside).
    const stuck = dist === 0 || (board.me === 'allied' && !couldGoOn(board, d.at, a.to, d.mp, target, visited, moving));
    if (stuck && roomAt(board, a.to) < moving) continue;
    bestD = dist;
    best = a;
  }
  // Beside an enemy objective, a stack whose way on is barred by enemy stacks (8.1:
  // a move cannot enter them) goes round them if a way round exists: Chile's army sat bottled up
  // between Iquique and La Noria for turns (issue 20). Only there: going round everywhere made the
  // Allies' marches another game (Chile 36 % on tuning seeds 74000–74199), a change of strategy for
  // another day.
  if (!best && here > 0 && here < Infinity && besideEnemyObjective(board, d.at)) best = stepAround(board, legal, d.at, fieldAround(board, target), visited, moving, here);
  if (best) return best;
  // 8.1: a stack that would end its move over the stacking limit steps on to a space with room.
  if (roomAt(board, d.at) < 0) {
    const aside = stepAside(board, legal, d, target, visited, moving);
    if (aside) return aside;
  }
  if (here > 0 && !d.doubles && board.plan.forcedMarch) {
    // Could a new roll get closer? Only if some neighbour is nearer and open.
    const fm = find((a) => a.type === 'forcedMarch');
    if (fm && here < Infinity && landNeighbours(board.map, d.at).some((n) => !visited.has(n) && landDistance(board.map, n, target) < here && forcesAt(board, n, board.foe).units.length === 0)) return fm;
  }
  return find((a) => a.type === 'stopMove');
}

/**
 * 8.2 note ("dropped off"): a Chilean stack of two or more units passing through an objective (VP, 5.1)
 * it controls with none of its units standing in it, an Allied force within reach (garrisonWanted),
 * leaves its weakest unit there. 3.0: control passes to whoever enters a hex last, so a town entered on
 * the march and left empty was walked back into by the Allies' next player turn: heuristic vs
 * heuristic on tuning seeds 95550–95609, Chile lost 71 VP that way, against 150 in towns it defended.
 * With it Chile's heuristic won 147 of 400 tuning games (95550–95949) against 128, and its all-open
 * plan 261 against 244 (docs/bots.md, "Holding what Chile takes"; issue 20 §3).
 */
function dropOffGarrison(board: Board, d: LandMoveDecision, start: Space, target: Space, legal: readonly Action[]): Action | undefined {
  if (board.me !== 'chile' || d.at === start || d.at === target || d.at === HOLDING_BOX || vpOf(board.map, d.at) === 0) return undefined;
  const units = d.pieces.filter((p) => board.view.units[p] !== undefined);
  if (units.length < 2) return undefined;
  const moving = new Set(d.pieces);
  if (forcesAt(board, d.at, board.me).units.some((p) => !moving.has(p))) return undefined;
  if (garrisonWanted(board, d.at) === 0) return undefined;
  const weakest = weakestFirst(board.view, units)[0]!;
  return legal.find((a) => a.type === 'dropOff' && a.piece === weakest);
}

/**
 * Whether the stack at `start`, beside an enemy-held objective it would not attack (targets.ts waitsAt),
 * marches to `target` by the way out of the objective's sight, that being a short way round (at most
 * half as long again as the straight way, and 4 MP): Chile's army left La Noria for Arica by Tarapacá,
 * beside Iquique, and a short roll in the mountains kept it there two turns more (issue 20).
 */
function outOfSight(board: Board, start: Space, units: readonly string[], target: Space): boolean {
  if (target === start || target === HOLDING_BOX || start === HOLDING_BOX || landNeighbours(board.map, start).includes(target)) return false;
  if (!waitsAt(board, start, units)) return false;
  return isShortWayRound(landDistance(board.map, start, target), wayOut(board, start, target).get(start) ?? Infinity);
}

/** Whether `at` lies next to an objective (VP, 5.1) the enemy holds. */
function besideEnemyObjective(board: Board, at: Space): boolean {
  return at !== HOLDING_BOX && landNeighbours(board.map, at).some((n) => n !== HOLDING_BOX && vpOf(board.map, n) > 0 && controller(board.view, n) === board.foe);
}

/**
 * The step that brings the stack nearer its goal by `field` (a way round the enemy's stacks, targets.ts),
 * if any does. With `barred` the MP of the way barred: only a way round, not another road (isShortWayRound).
 */
function stepAround(board: Board, legal: readonly Action[], at: Space, field: ReadonlyMap<Space, number>, visited: ReadonlySet<Space>, moving: number, barred: number): Action | undefined {
  let best: Action | undefined;
  let bestD = field.get(at) ?? Infinity;
  if (Number.isFinite(barred) && !isShortWayRound(barred, bestD)) return undefined;
  for (const a of legal) {
    if (a.type !== 'moveStep' || visited.has(a.to)) continue;
    const dist = field.get(a.to) ?? Infinity;
    // 8.1: do not finish over the stacking limit.
    if (dist === 0 && roomAt(board, a.to) < moving) continue;
    if (dist < bestD) {
      bestD = dist;
      best = a;
    }
  }
  return best;
}

/**
 * 8.1: the step into a neighbouring space with room for the whole stack, the nearest the goal (never a
 * space already crossed in this move, so no back-and-forth); none if there is none.
 */
function stepAside(board: Board, legal: readonly Action[], d: LandMoveDecision, target: Space, visited: ReadonlySet<Space>, moving: number): Action | undefined {
  let best: Action | undefined;
  let bestD = Infinity;
  for (const a of legal) {
    if (a.type !== 'moveStep' || visited.has(a.to) || roomAt(board, a.to) < moving) continue;
    const dist = landDistance(board.map, a.to, target);
    if (dist < bestD) {
      bestD = dist;
      best = a;
    }
  }
  return best;
}

export function attritionLoss(board: Board, d: AttritionLossDecision, find: Find): Action | undefined {
  return find((a) => a.type === 'takeAttrition' && a.piece === pickLoss(board.view, d.candidates));
}

/** The piece that should lose a step: a Supply Column if there is one, else the cheapest step. */
export function pickLoss(view: PlayerView, candidates: readonly string[]): string {
  const col = candidates.find((c) => view.supply[c] !== undefined);
  if (col) return col;
  const score = (u: string) => unitWorth(view, u) - ((view.units[u]?.steps ?? 1) >= 2 ? 1.5 : 0);
  return [...candidates].sort((a, b) => score(a) - score(b) || a.localeCompare(b))[0]!;
}
