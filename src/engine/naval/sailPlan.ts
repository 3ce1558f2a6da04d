import { ship as shipDef } from '../counters';
import { distance, type HexId } from '../hex';
import type { GameMap } from '../map/types';
import { otherSide } from '../side';
import { sideOf } from '../sideOf';
import type { PlayerView } from '../viewFor';
import { portBound } from './portBound';
import { needsProvisions } from './provisions';
import { pathTo, seaRoutes } from './seaRoute';
import { hexAreas } from './seaGeometry';
import { isGoal, routeRules } from './stacks';
import type { MovingStack } from './types';
import { publicRecords } from './viewGeometry';

/** 7.3 / 7.4: one enemy warship hex that may try to intercept the stack on its way, at its best moment. */
export interface InterceptionRisk {
  /** The hex of the enemy warships (all of them go together, 7.3). */
  readonly from: HexId;
  readonly ships: readonly string[];
  /** The route hex where they are nearest (the interception hex they would pick). */
  readonly at: HexId;
  /** Hexes from their hex to `at` (7.3: the starting hex not counted). */
  readonly distance: number;
  /** The chance of a successful interception there, 0–1 (automatic when the stack enters their hex). */
  readonly chance: number;
}

/** 7.2 / 7.3 / 7.8: what sailing a stack to a hex would mean — its route, the provisions spent, the interceptions risked. */
export interface SailPlan {
  readonly to: HexId;
  /** The hexes entered, in order (the engine sails the shortest sea route, 7.2). */
  readonly path: readonly HexId[];
  /** 7.8: the stack is leaving a port, so one Supply Column there is spent. */
  readonly provisions: boolean;
  /** Enemy warship hexes that could intercept on the way, most dangerous first. */
  readonly risks: readonly InterceptionRisk[];
}

const shipSideIn = (view: PlayerView, ship: string) => view.naval.captured[ship] ?? sideOf(shipDef(ship).nation);

/** 7.3 / 7.4: the chance that a 1d6 plus `modifier` beats `dist` hexes (always, when they are in the hex entered). */
export function interceptionChance(dist: number, modifier: number): number {
  if (dist === 0) return 1;
  let hits = 0;
  for (let die = 1; die <= 6; die++) if (die + modifier > dist) hits++;
  return hits / 6;
}

/** Enemy warships by hex, as the viewer sees them (every ship on the map is face up, 2.3). */
function enemyWarshipHexes(view: PlayerView, stack: MovingStack): Map<HexId, string[]> {
  const enemy = otherSide(stack.side);
  const hexes = new Map<HexId, string[]>();
  for (const [id, st] of Object.entries(view.ships)) {
    if (st.location.kind !== 'hex' || shipSideIn(view, id) !== enemy || stack.immuneTo.includes(id)) continue;
    if (shipDef(id).type !== 'warship') continue;
    hexes.set(st.location.hex, [...(hexes.get(st.location.hex) ?? []), id]);
  }
  return hexes;
}

/**
 * 7.3 / 7.4: which enemy warship stacks could intercept along `path`. Each may try as the stack enters
 * any hex of a naval area it shares (7.3), so its best moment is where it is nearest; the die gets the
 * lowest speed modifier of its warships (7.4; the ES option: the highest of the moving ships). Warships
 * in a port of theirs with no Supply Column there may not leave it (7.8), so only in their own hex.
 */
export function interceptionRisks(view: PlayerView, map: GameMap, stack: MovingStack, path: readonly HexId[]): InterceptionRisk[] {
  const risks: InterceptionRisk[] = [];
  const state = publicRecords(view);
  for (const [from, ships] of enemyWarshipHexes(view, stack)) {
    const theirs = new Set(hexAreas(map, from));
    // 7.8: warships in a port of theirs with no Supply Column may intercept only a stack entering their hex.
    const bound = portBound(state, map, from, otherSide(stack.side));
    let best: { at: HexId; distance: number } | null = null;
    for (const hex of path) {
      if (bound ? hex !== from : !hexAreas(map, hex).some((a) => theirs.has(a))) continue;
      const d = distance(from, hex);
      if (!best || d < best.distance) best = { at: hex, distance: d };
    }
    if (!best) continue;
    const modifier =
      view.options.interceptionModifier === 'en'
        ? Math.min(...ships.map((s) => shipDef(s).speed))
        : Math.max(...stack.ships.map((s) => shipDef(s).speed));
    risks.push({ from, ships: [...ships].sort(), at: best.at, distance: best.distance, chance: interceptionChance(best.distance, modifier) });
  }
  return risks.sort((a, b) => b.chance - a.chance || a.distance - b.distance || a.from.localeCompare(b.from));
}

/** 7.2 / 7.3 / 7.8: the plan of sailing `stack` (the viewer's own) to `to`, from the viewer's view; null if no sea route leads there. */
export function sailPlan(view: PlayerView, map: GameMap, stack: MovingStack, to: HexId): SailPlan | null {
  const state = publicRecords(view);
  const path = pathTo(seaRoutes(state, map, stack.at, routeRules(state, stack), to), to);
  if (path.length === 0) return null;
  return { to, path, provisions: needsProvisions(state, map, stack), risks: interceptionRisks(view, map, stack, path) };
}

/**
 * 7.2: every hex the stack can sail to, with the number of hexes of the way there; the hexes of its
 * goal (its NADC area's sea and the coastal hexes adjoining it, or a friendly port on a return) and the
 * nearest of them at sea.
 */
export function sailDistances(view: PlayerView, map: GameMap, stack: MovingStack): { readonly steps: ReadonlyMap<HexId, number>; readonly goal: HexId | null; readonly goals: ReadonlySet<HexId> } {
  const state = publicRecords(view);
  const routes = seaRoutes(state, map, stack.at, routeRules(state, stack));
  const here = stack.at.kind === 'hex' ? stack.at.hex : null;
  const steps = new Map<HexId, number>();
  const goals = new Set<HexId>();
  let goal: HexId | null = null;
  for (const hex of routes.order) {
    if (hex === here) continue;
    const parent = routes.parent(hex);
    // Breadth first: a hex's parent was found before it, so its count is known (a Holding Box exit counts 1).
    steps.set(hex, parent == null || parent === here ? 1 : (steps.get(parent) ?? 0) + 1);
    if (isGoal(state, map, stack, hex)) {
      goals.add(hex);
      goal ??= hex;
    } else if (stack.area !== null && map.hexes[hex]?.terrain !== 'sea' && hexAreas(map, hex).includes(stack.area)) {
      // 7.2 / 7.6: a coastal hex adjoining the NADC area (a port to blockade, a coast to land on) is where
      // the move may end too; `goal` stays the area's nearest sea hex (the way the prompt shows).
      goals.add(hex);
    }
  }
  return { steps, goal, goals };
}
