import { getMap, landAttackOdds, otherSide, type Action, type GameState, type HexId, type LandAttackOdds } from '../../engine';
import { unitsAt } from '../../engine/land/spaces';
import { isFriendlyPort } from '../../engine/naval/seaGeometry';

/** A landing the player may make into a hex held by enemy land units (7.6), and what it would face. */
export interface AssaultWarning {
  readonly hex: HexId;
  /** The enemy land units in the hex and their steps. */
  readonly defenders: readonly string[];
  readonly defenderSteps: number;
  /** The land units aboard that may land there now, with any of the side's landed there already this phase. */
  readonly landing: readonly string[];
  /** 8.8–8.10 with 7.6's extra defender die: the odds if all of them attack. */
  readonly odds: LandAttackOdds;
}

/**
 * 7.6: the landings offered now (`debark` actions away from a friendly port) into hexes held by enemy
 * land units: each is an amphibious assault, fought in the Land Combat Phase with one extra die for the
 * defender, the landed units bound to the hex for the turn. Worked out before the player commits,
 * as if every land unit aboard there were put ashore. For the player at the screen's own decision only.
 */
export function landingWarnings(game: GameState, legal: readonly Action[]): AssaultWarning[] {
  const map = getMap(game.options);
  const byHex = new Map<HexId, string[]>();
  for (const a of legal) {
    if (a.type !== 'debark' || !(a.piece in game.units)) continue;
    const loc = game.units[a.piece]!.location;
    if (loc.kind !== 'aboard') continue;
    const at = game.ships[loc.transport]?.location;
    if (at?.kind !== 'hex' || isFriendlyPort(game, map, at.hex, a.side)) continue;
    byHex.set(at.hex, [...(byHex.get(at.hex) ?? []), a.piece]);
  }
  const out: AssaultWarning[] = [];
  for (const [hex, aboard] of byHex) {
    const side = game.side;
    const defenders = unitsAt(game, hex, otherSide(side));
    if (defenders.length === 0) continue;
    const ashore = game.amphibiousAssaults.find((x) => x.side === side && x.hex === hex)?.units.filter((u) => game.units[u]?.location.kind === 'hex') ?? [];
    const landing = [...ashore, ...aboard];
    // As if they were ashore: the odds read the attackers where they stand (artillery in the hex, 8.9).
    const units = { ...game.units };
    for (const u of aboard) units[u] = { ...units[u]!, location: { kind: 'hex', hex } };
    const odds = landAttackOdds({ ...game, units }, map, hex, hex, landing, { amphibious: true });
    out.push({ hex, defenders, defenderSteps: defenders.reduce((n, u) => n + (game.units[u]?.steps ?? 0), 0), landing, odds });
  }
  return out;
}
