import { fortsInPlay, landUnitsInPlay, SETUP_GROUPS, SHIPS, SUPPLY_SETUP, type SetupGroupId } from '../counters';
import { at, type Location } from '../pieces/location';
import type { FortState, LandUnitState, ShipState, SupplyColumnState } from '../pieces/pieceState';
import type { RulesOptions } from '../rules/options';

/** Where a counter waits at the start, by its set-up group's kind of place (3.2–3.6). */
function startLocation(group: string, reinforcementTurn: number | null): Location {
  const place = SETUP_GROUPS[group as SetupGroupId]?.place ?? 'map';
  if (place === 'recruitPool') return at.recruitPool;
  if (place === 'turnTrack') return at.turnTrack(reinforcementTurn ?? 1);
  return at.unplaced;
}

/**
 * Every piece as the game begins, before either side places anything: map units unplaced, recruit-pool
 * units in their pool (3.2, 3.5), reinforcements on the turn track at their R-turn (3.4, 3.6), units
 * that set up "reduced" on their depleted side, forts standing or waiting for their 9.0 turn, and the
 * set-up Supply Columns (3.2: 3 Peruvian, 3.3: 1 Bolivian, 3.5: 6 Chilean) unplaced.
 */
export function initialPieces(options: RulesOptions) {
  const units: Record<string, LandUnitState> = {};
  for (const u of landUnitsInPlay(options)) {
    units[u.id] = { location: startLocation(u.setupGroup, u.reinforcementTurn), steps: u.setupReduced ? 1 : u.steps, builtTurn: null };
  }
  const ships: Record<string, ShipState> = {};
  for (const s of SHIPS) {
    ships[s.id] = { location: s.arrivesTurn === null ? at.unplaced : at.turnTrack(s.arrivesTurn), damaged: false, builtTurn: null };
  }
  const forts: Record<string, FortState> = {};
  for (const f of fortsInPlay(options)) forts[f.id] = { status: f.arrivesTurn === null ? 'standing' : 'waiting' };
  const supply: Record<string, SupplyColumnState> = {};
  let n = 1;
  for (const s of SUPPLY_SETUP) for (let i = 0; i < s.count; i++) supply[`sc-${n++}`] = { nation: s.nation, location: at.unplaced };
  return { units, ships, forts, supply, nextSupplyId: n };
}
