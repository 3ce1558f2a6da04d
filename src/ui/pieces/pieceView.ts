import type { PlayerView } from '../../engine';
import { FORTS, LAND_UNITS, SHIPS } from '../../engine/counters';
import type { PieceView } from './piecesByPlace';

/** The drawn counter of one land unit, ship, fort or Supply Column by id, or null if it is not in play. */
export function pieceView(view: PlayerView, id: string): PieceView | null {
  const unit = LAND_UNITS.find((u) => u.id === id);
  const st = view.units[id];
  if (unit && st) return { id, kind: 'unit', nation: unit.nation, def: unit, depleted: st.steps < unit.steps, damaged: false, cargo: [], nadc: null };
  const ship = SHIPS.find((s) => s.id === id);
  const sh = view.ships[id];
  if (ship && sh) return { id, kind: 'ship', nation: ship.nation, def: ship, depleted: false, damaged: sh.damaged, cargo: [], nadc: null };
  const col = view.supply[id];
  if (col) return { id, kind: 'supply', nation: col.nation, def: { kind: 'supply', nation: col.nation }, depleted: false, damaged: false, cargo: [], nadc: null };
  const fort = FORTS.find((f) => f.id === id);
  if (fort) return { id, kind: 'fort', nation: fort.nation, def: fort, depleted: false, damaged: false, cargo: [], nadc: null };
  return null;
}
