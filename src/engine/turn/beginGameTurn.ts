import { FORTS, LAND_UNITS } from '../counters';
import { capturedByChile } from '../control/controller';
import type { GameEvent } from '../events';
import { at } from '../pieces/location';
import type { GameState } from '../state';
import type { Step } from '../step';
import { repairYard } from '../supply/repairYard';
import { sideOf } from '../sideOf';

/**
 * As a game turn begins (Chile's Administrative Phase): 9.0 reinforcements of this turn leave the turn
 * track for their recruit pool (they must still be recruited, 6.4); 9.0 forts arrive in their city
 * unless Chile has captured it (then never); ships repaired by delay (6.5) return repaired to their
 * yard; the 5.5 count of warships sunk starts again.
 */
export function beginGameTurn(state: GameState): Step {
  const turn = state.turn;
  const events: GameEvent[] = [];
  const units = { ...state.units };
  for (const u of LAND_UNITS) {
    const st = units[u.id];
    if (!st || st.location.kind !== 'turnTrack' || st.location.turn !== turn || u.reinforcementTurn !== turn) continue;
    const gone = u.nation === 'bolivia' && !state.boliviaInWar;
    units[u.id] = { ...st, location: gone ? at.outOfPlay : at.recruitPool };
    if (!gone) events.push({ type: 'reinforcementAvailable', side: sideOf(u.nation), piece: u.id, rule: '9.0' });
  }
  const forts = { ...state.forts };
  for (const f of FORTS) {
    if (f.arrivesTurn !== turn || forts[f.id]?.status !== 'waiting') continue;
    const lost = capturedByChile(state, f.hex);
    forts[f.id] = { status: lost ? 'destroyed' : 'standing' };
    events.push({ type: 'fortArrived', fort: f.id, hex: f.hex, built: !lost, rule: '9.0' });
  }
  const ships = { ...state.ships };
  for (const [id, st] of Object.entries(ships)) {
    if (st.location.kind !== 'turnTrack' || st.location.turn !== turn) continue;
    const side = id.startsWith('cl-') ? 'chile' : 'allied';
    const yard = repairYard(side);
    const lost = yard.kind === 'hex' && capturedByChile(state, yard.hex);
    ships[id] = { ...st, damaged: false, location: lost ? at.deadPile : yard };
    events.push({ type: 'shipRepaired', side, ship: id, rule: '6.5' });
  }
  return { state: { ...state, units, forts, ships, warshipsSunkThisTurn: { chile: 0, allied: 0 } }, events };
}
