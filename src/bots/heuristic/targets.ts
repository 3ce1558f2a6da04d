import { distance, neighbours, type HexId, type PlayerView, controller } from '../../engine';
import { DEFAULT_PLAN, type Plan } from './plan';
import { attackOdds, strength } from './odds';
import { ATTACK_THRESHOLD, attackValue } from './attackValue';
import { canStep, distanceField, distanceFieldAround, forcesAt, HOLDING_BOX, landDistance, landNeighbours, mapOf, vpOf, type Board, type Space } from './world';

/** Chile's open campaign stages: by turn, or once 60% of the previous stage's VP are taken. */
export function openObjectives(view: PlayerView, plan: Plan = DEFAULT_PLAN): Space[] {
  const out: Space[] = [];
  let prevDone = true;
  const map = mapOf(view);
  for (const stage of plan.campaign) {
    if (!(prevDone || view.turn >= stage.opensByTurn)) break;
    out.push(...stage.objectives);
    const total = stage.objectives.reduce((s, h) => s + vpOf(map, h), 0);
    const held = stage.objectives.filter((h) => controller(view, h) === 'chile').reduce((s, h) => s + vpOf(map, h), 0);
    prevDone = held >= plan.stageShare * total;
  }
  return out;
}

/** Enemy strength that could reach `hex` this turn (closer counts more). */
export function threatTo(board: Board, hex: Space, enemy = board.foe): number {
  let t = 0;
  const range = board.plan.threatRange;
  const field = distanceField(board.map, hex);
  for (const [space, f] of board.at) {
    const units = f[enemy].units;
    if (units.length === 0) continue;
    const d = field.get(space) ?? Infinity;
    if (d <= range) t += strength(board.view, units) * (1 - d / (range + 4));
  }
  return t;
}

/** How many land units the side wants to keep in `space` (garrison), 0 when none. */
export function garrisonWanted(board: Board, space: Space): number {
  if (space === HOLDING_BOX) return 0;
  const view = board.view;
  const plan = board.plan;
  if (board.me === 'chile') {
    if (vpOf(board.map, space) === 0 || controller(view, space) !== 'chile') return 0;
    const threat = threatTo(board, space);
    if (threat <= 0.01) return 0;
    const rule = plan.chileGarrisonAt[space];
    return Math.min(rule?.max ?? plan.chileMaxGarrison, Math.max(1, Math.ceil(threat * (rule?.perThreat ?? plan.chileGarrisonPerThreat))));
  }
  if (!plan.alliedKeep.includes(space) || controller(view, space) === 'chile') return 0;
  const threat = threatTo(board, space);
  const min = plan.alliedMinGarrison[space] ?? 0;
  if (threat <= 0.01) return min;
  return Math.min(plan.alliedMaxGarrisonAt[space] ?? plan.alliedMaxGarrison, Math.max(min, Math.ceil(threat * plan.alliedGarrisonPerThreat)));
}

/** Where a group of the side's units at `from` should go. Returns `from` to stay. */
export function landTarget(board: Board, from: Space, movers: readonly string[]): Space {
  return landGoal(board, from, movers).target;
}

/** The group's target (landTarget), and whether it marches there out of an objective's sight (marchesOut), by wayOut. */
export function landGoal(board: Board, from: Space, movers: readonly string[]): { readonly target: Space; readonly out: boolean } {
  // An enemy-held objective next door with no enemy land unit in it is taken first: its VP for one
  // hex of march (3.0: control passes to whoever enters it last); a group that passed it by left an
  // army waiting beside an objective it outnumbers (issue 20).
  const free = emptyObjectiveBeside(board, from);
  if (free !== null) return { target: free, out: false };
  // Beside a held objective it would not attack alone, a group joins the larger group of its side
  // beside it, if together they would attack (8.7: an attack is declared from one hex).
  const gather = gatherBeside(board, from, movers);
  if (gather !== null) return { target: gather, out: false };
  const straight = bestTarget(board, from, movers, (hex) => landDistance(board.map, from, hex));
  if (!marchesOut(board, from, movers, straight)) return { target: straight, out: false };
  const target = bestTarget(board, from, movers, (hex) => marchDistance(board, from, hex));
  return { target, out: target !== from };
}

/**
 * Whether the group at `from` going for `target` waits beside an enemy-held objective it would not attack
 * (waitsAt) and its way to `target` is barred by the enemy's stacks, the way round no short one (8.1: a
 * move cannot enter them; it would stop there turn after turn): then it marches out of the objective's
 * sight instead (marchDistance).
 */
function marchesOut(board: Board, from: Space, movers: readonly string[], target: Space): boolean {
  if (target === from || target === HOLDING_BOX || from === HOLDING_BOX || neighbours(from).includes(target)) return false;
  if (!waitsAt(board, from, movers)) return false;
  return !isShortWayRound(landDistance(board.map, from, target), fieldAround(board, target).get(from) ?? Infinity);
}

/** The best target of the group at `from` (landTarget), its march to each measured by `dist`. */
function bestTarget(board: Board, from: Space, movers: readonly string[], dist: (hex: Space) => number): Space {
  const view = board.view;
  const own = strength(view, movers);
  let best: Space = from;
  let bestScore = -Infinity;
  const consider = (hex: Space, value: number) => {
    const d = dist(hex);
    if (!Number.isFinite(d)) return;
    const score = value / (1 + d / 8);
    if (score > bestScore) {
      bestScore = score;
      best = hex;
    }
  };
  if (board.me === 'chile') {
    for (const hex of openObjectives(view, board.plan)) {
      if (controller(view, hex) === 'chile' && forcesAt(board, hex, 'allied').units.length === 0) continue;
      const defenders = forcesAt(board, hex, 'allied').units;
      const enemy = strength(view, defenders);
      const odds = own / (own + enemy + 0.5);
      // 8.7–8.9: a held objective this group could only attack at a loss (the town's and river's
      // modifiers make the defenders' dice hit far more often) is worth little to it: it marches on to
      // another rather than wait beside this one turn after turn (issue 20).
      const siege = defenders.length === 0 || from === HOLDING_BOX ? 1 : beside(from, hex) ? (wouldAttack(board, from, hex, movers) ? 1 : BESIDE_NO_ATTACK) : losingAttack(board, from, hex, movers, defenders) ? 0.5 : 1;
      consider(hex, (vpOf(board.map, hex) + 0.5) * odds * siege);
    }
    // Allied stacks standing on Chilean-held objectives must be thrown out.
    for (const [space, f] of board.at) {
      if (f.allied.units.length > 0 && space !== HOLDING_BOX && vpOf(board.map, space) > 0 && controller(view, space) === 'chile') consider(space, vpOf(board.map, space) + 1);
    }
    if (best === from && from === HOLDING_BOX) return '3123';
    return best;
  }
  // Allies: fill the objectives' garrisons, nearest need first; strike back at weak Chilean holders.
  for (const hex of board.plan.alliedKeep) {
    if (controller(view, hex) === 'chile') {
      const holders = forcesAt(board, hex, 'chile').units;
      const enemy = strength(view, holders);
      // As for Chile: not a holder this group could only attack at a loss (it would wait beside it).
      const hopeless = holders.length > 0 && (beside(from, hex) ? !wouldAttack(board, from, hex, movers) : losingAttack(board, from, hex, movers, holders));
      if (own > enemy * board.plan.alliedRetakeOdds && !hopeless) consider(hex, vpOf(board.map, hex) + 1);
      continue;
    }
    const have = forcesAt(board, hex, 'allied').units.length - (hex === from ? movers.length : 0);
    const need = garrisonWanted(board, hex) - have;
    if (need <= 0) continue;
    consider(hex, (vpOf(board.map, hex) + 1 + (board.plan.alliedStress[hex] ?? 0)) * Math.min(need, movers.length));
  }
  return best;
}

/**
 * Worth of an objective to a group already beside it that would not attack it from there this turn
 * (attackValue.ts, the same judgement the Land Combat Phase makes): it would wait there turn after
 * turn (issue 20), so the group marches on to another objective unless none is left. From further off
 * an objective it could only attack at a loss keeps half its worth (the group may still gather for it).
 */
const BESIDE_NO_ATTACK = 0.1;

/** Whether the group at `from`, beside `target`, would attack it this turn (the Land Combat Phase's threshold). */
function wouldAttack(board: Board, from: Space, target: HexId, movers: readonly string[]): boolean {
  return attackValue(board, from, target, movers) > ATTACK_THRESHOLD;
}

/** The most stack a gathering makes (8.1: six units a hex). */
const GATHER_LIMIT = 6;

/**
 * The hex beside an enemy-held objective next to `from` where another group of the side stands, larger
 * than this one (or as large, the lower hex id: two groups never swap places), within two hexes, that
 * with these movers would attack the objective where neither would alone: two groups watching one town
 * from two sides is an army waiting beside an objective it outnumbers (issue 20). Null if none.
 */
function gatherBeside(board: Board, from: Space, movers: readonly string[]): HexId | null {
  if (from === HOLDING_BOX || movers.length === 0) return null;
  const enemyHeld = (hex: HexId) => (board.me === 'chile' ? controller(board.view, hex) !== 'chile' : controller(board.view, hex) === 'chile');
  let best: HexId | null = null;
  let bestVp = 0;
  for (const target of neighbours(from)) {
    if (vpOf(board.map, target) <= bestVp || !enemyHeld(target) || forcesAt(board, target, board.foe).units.length === 0) continue;
    if (wouldAttack(board, from, target, movers)) continue;
    for (const n of neighbours(target)) {
      if (n === from || distance(n, from) > 2 || !Number.isFinite(landDistance(board.map, from, n))) continue;
      const there = forcesAt(board, n, board.me).units;
      if (there.length < movers.length || (there.length === movers.length && n > from)) continue;
      if (there.length + movers.length > GATHER_LIMIT || forcesAt(board, n, board.foe).units.length > 0) continue;
      if (!wouldAttack(board, n, target, [...there, ...movers])) continue;
      best = n;
      bestVp = vpOf(board.map, target);
      break;
    }
  }
  return best;
}

/** The objectives (VP, 5.1) next to `from` the enemy holds with land units in it (from where it cannot march on through them, 8.1). */
function barringObjectives(board: Board, from: Space): HexId[] {
  if (from === HOLDING_BOX) return [];
  const enemyHeld = (hex: HexId) => (board.me === 'chile' ? controller(board.view, hex) !== 'chile' : controller(board.view, hex) === 'chile');
  return landNeighbours(board.map, from).filter((n) => n !== HOLDING_BOX && vpOf(board.map, n) > 0 && enemyHeld(n) && forcesAt(board, n, board.foe).units.length > 0);
}

/**
 * Whether the group at `from` stands beside an objective the enemy holds with land units in it and would
 * not attack it this turn (the Land Combat Phase's judgement): it waits there unless it marches out of
 * the objective's sight.
 */
export function waitsAt(board: Board, from: Space, movers: readonly string[]): boolean {
  return movers.length > 0 && barringObjectives(board, from).some((o) => !wouldAttack(board, from, o, movers));
}

/** Distance fields around closed spaces, by map, closed spaces and target: the enemy's stacks stand still through a phase. */
const AROUND = new WeakMap<Board['map'], Map<string, Map<Space, number>>>();
const AROUND_KEPT = 256;

/**
 * The field of MP to `target` around the enemy's stacks (8.1); with `outOf`, a hex beside enemy-held
 * objectives, also around the other hexes beside them: the way out of their sight, not along their side
 * (a group marching beside an objective it does not attack is waiting there, issue 20). Cached.
 */
export function fieldAround(board: Board, target: Space, outOf?: Space): Map<Space, number> {
  const closed = new Set<Space>();
  for (const [space, f] of board.at) if (space !== target && f[board.foe].units.length > 0) closed.add(space);
  if (outOf !== undefined) for (const o of barringObjectives(board, outOf)) for (const n of landNeighbours(board.map, o)) if (n !== outOf && n !== target) closed.add(n);
  const key = `${[...closed].sort().join(',')}>${target}`;
  let fields = AROUND.get(board.map);
  if (!fields) AROUND.set(board.map, (fields = new Map()));
  let field = fields.get(key);
  if (!field) {
    if (fields.size >= AROUND_KEPT) fields.clear();
    field = distanceFieldAround(board.map, target, closed);
    fields.set(key, field);
  }
  return field;
}

/**
 * MP from `from` to `hex` for a group waiting beside an enemy-held objective it would not attack
 * (waitsAt): by the way out of the objective's sight, around the enemy's stacks (8.1: a move cannot
 * enter them). Chile's army at Ancón took Lima, two hexes off, for its target, but Callao's garrison
 * barred the coast road and every way round ran beside Callao, so it stood there turn after turn
 * (issue 20). A hex next door (the objective itself) counts at its own distance.
 */
export function marchDistance(board: Board, from: Space, hex: Space): number {
  if (hex === from || (hex !== HOLDING_BOX && neighbours(from).includes(hex))) return landDistance(board.map, from, hex);
  return wayOut(board, from, hex).get(from) ?? Infinity;
}

/**
 * The field a group waiting beside enemy-held objectives at `from` marches by to `target`: out of their
 * sight, around the enemy's stacks. A target with every way running beside them is out of reach: at
 * Ancón, with Allied troops at Cerro Azul, every way to Lima ran beside Callao.
 */
export function wayOut(board: Board, from: Space, target: Space): Map<Space, number> {
  return fieldAround(board, target, from);
}

/** Whether a way round the enemy's stacks of `around` MP is a way round, not another road: at most half as long again as the way barred (`straight`), and 4 MP. */
export function isShortWayRound(straight: number, around: number): boolean {
  return around <= straight * 1.5 + 4;
}

/** Whether `from` is a hex next to `hex` (from where an attack on it could be declared, 8.7). */
function beside(from: Space, hex: HexId): boolean {
  return from !== HOLDING_BOX && neighbours(hex).includes(from);
}

/** The most valuable objective (VP, 5.1) the enemy holds next to `from` with no enemy land unit in it, reachable in one hex of march; null if none. */
export function emptyObjectiveBeside(board: Board, from: Space): HexId | null {
  if (from === HOLDING_BOX) return null;
  let best: HexId | null = null;
  for (const n of neighbours(from)) {
    if (vpOf(board.map, n) <= 0 || controller(board.view, n) !== board.foe || forcesAt(board, n, board.foe).units.length > 0) continue;
    if (!canStep(board.map, from, n)) continue;
    if (best === null || vpOf(board.map, n) > vpOf(board.map, best)) best = n;
  }
  return best;
}

/** Whether `movers` attacking the objective `target` (from `from` if beside it, else from its side nearest `from`) would take more hits than they give (odds.ts). */
function losingAttack(board: Board, from: Space, target: HexId, movers: readonly string[], defenders: readonly string[]): boolean {
  const side = neighbours(target).filter((n) => board.map.hexes[n] && board.map.hexes[n]!.terrain !== 'sea' && board.map.hexes[n]!.terrain !== 'lake');
  if (side.length === 0) return false;
  const at = side.includes(from) ? from : side.reduce((a, b) => (distance(b, from) < distance(a, from) ? b : a));
  const o = attackOdds(board.view, movers, at, target, defenders, { attackerColumn: false, defenderColumn: false, amphibious: false });
  return o.expectedHits < o.expectedLosses;
}
