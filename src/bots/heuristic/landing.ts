import { controller } from '../../engine';
import type { GameMap, HexId, NavalArea } from '../../engine';
import { FORTS } from '../../engine/counters';
import { hexAreas, isCoastalLand } from '../../engine/naval/seaGeometry';
import { strength } from './odds';
import { openObjectives } from './targets';
import { distanceField, forcesAt, HOLDING_BOX, landDistance, vpOf, type Board } from './world';

/**
 * Where Chile puts troops ashore (7.6): chosen by the situation, not by a fixed list. A coastal hex is
 * worth the open objectives it leads to (VP, the odds of the force there after the landing, the march
 * from the beach), less the Allied strength that could fall on the landed troops before the army
 * joins them; a hex held by the enemy is an amphibious assault (7.6: the defender rolls an extra die),
 * a standing fort is avoided (7.7).
 */

const COASTAL = new WeakMap<GameMap, HexId[]>();
/** Land hexes touching the sea (ships may end there, 7.6). */
export function coastalHexes(map: GameMap): HexId[] {
  let list = COASTAL.get(map);
  // Chile's home waters (area I, the Holding Box's) are no landing coast: a convoy for area I is a convoy going home.
  if (!list) COASTAL.set(map, (list = Object.keys(map.hexes).filter((h) => isCoastalLand(map, h) && hexAreas(map, h).some((a) => a !== 'I')).sort()));
  return list;
}

function fortStands(board: Board, hex: HexId): boolean {
  return Object.entries(board.view.forts).some(([id, f]) => f.status === 'standing' && FORTS.find((x) => x.id === id)?.hex === hex);
}

/** Strength of a side's units within `range` MP of `hex`. */
export function strengthNear(board: Board, hex: HexId, side: 'chile' | 'allied', range: number): number {
  const field = distanceField(board.map, hex);
  let s = 0;
  for (const [space, f] of board.at) {
    if (space === HOLDING_BOX || f[side].units.length === 0) continue;
    if ((field.get(space) ?? Infinity) <= range) s += strength(board.view, f[side].units);
  }
  return s;
}

/**
 * The worth of landing `cargo` (strength) at `hex`. -Infinity where it must not land. `sure` is the part
 * of the cargo certain to be aboard (default all of it): an assault is planned only on that.
 */
export function landingScore(board: Board, hex: HexId, cargo: number, sure = cargo): number {
  const view = board.view;
  if (fortStands(board, hex)) return -Infinity;
  const enemyHere = strength(view, forcesAt(board, hex, 'allied').units);
  // 7.6: a landing into enemy units is an assault with an extra defending die; only against a weak holder.
  // A convoy planned on hoped-for recruits found its assault too strong for what it carried, stayed at
  // sea with the troops aboard and sailed home alone (issue 20, seed 84570: Lima, 6.95 against 15.1).
  if (enemyHere > 0 && (sure < 2.5 * enemyHere || vpOf(board.map, hex) === 0)) return -Infinity;
  let goal = 0;
  for (const g of openObjectives(view, board.plan)) {
    const held = controller(view, g) === 'chile' && forcesAt(board, g, 'allied').units.length === 0;
    if (held) continue;
    const d = landDistance(board.map, hex, g);
    if (!Number.isFinite(d) || d > 30) continue;
    const defence = strength(view, forcesAt(board, g, 'allied').units) + 0.3 * strengthNear(board, g, 'allied', 6);
    const force = cargo + strengthNear(board, g, 'chile', 10);
    const odds = force / (force + defence + 0.5);
    goal = Math.max(goal, (vpOf(board.map, g) + 0.5) * odds / (1 + d / 6));
  }
  // The landed troops stand alone until the army joins them: Allied strength that can reach them.
  const danger = Math.max(0, strengthNear(board, hex, 'allied', 7) - strengthNear(board, hex, 'chile', 7) - cargo);
  const port = board.map.hexes[hex]?.town?.port ? 0.2 : 0;
  // Concentration: troops landed where the army already stands fight with it, not alone.
  const army = Math.min(6, strengthNear(board, hex, 'chile', 8));
  return goal - 0.25 * danger + 0.08 * army + port - (enemyHere > 0 ? 0.5 : 0);
}

/** The best hex for a landing of `cargo` strength (`sure` of it certain, landingScore) among `candidates` (default: every coastal hex). */
export function bestLanding(board: Board, cargo: number, candidates: readonly HexId[] = coastalHexes(board.map), sure = cargo): HexId | undefined {
  let best: HexId | undefined;
  let bestScore = -Infinity;
  for (const hex of candidates) {
    const s = landingScore(board, hex, cargo, sure);
    if (s > bestScore) {
      bestScore = s;
      best = hex;
    }
  }
  return best;
}

/** The NADC area that brings ships to `hex` (7.2: a coastal hex is entered from a sea hex of the area). */
export function areaFor(board: Board, hex: HexId): NavalArea {
  return hexAreas(board.map, hex).find((a) => a !== 'I') ?? 'III';
}
