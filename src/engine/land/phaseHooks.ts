import type { GameEvent } from '../events';
import type { GameMap } from '../map/types';
import { otherSide } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { landUnit } from '../counters';
import { captureColumns } from './captureSupply';
import { columnsAt, unitsAt, withLand } from './spaces';


/** 8.2 / 8.4: as the Land Movement Phase ends, every piece may move again next turn. */
export function endLandMovement(state: GameState, _map: GameMap): Step {
  return { state: withLand(state, { moved: [] }), events: [] };
}

/**
 * As the Land Combat Phase ends: 8.7 every unit may attack again next phase; 7.6 landings not fought
 * (their enemy gone) are dropped; 7.6 note / 8.12 Supply Columns left with enemy land units and none
 * of their own are captured.
 */
export function endLandCombat(state: GameState, _map: GameMap): Step {
  let s = withLand(state, { attacked: [], battle: null });
  s = { ...s, amphibiousAssaults: s.amphibiousAssaults.filter((a) => a.side !== state.side) };
  const events: GameEvent[] = [];
  const hexes = new Set(Object.values(s.supply).flatMap((c) => (c.location.kind === 'hex' ? [c.location.hex] : [])));
  for (const hex of [...hexes].sort()) {
    for (const owner of ['chile', 'allied'] as const) {
      const enemy = otherSide(owner);
      const enemyUnits = unitsAt(s, hex, enemy);
      if (columnsAt(s, hex, owner).length === 0 || enemyUnits.length === 0 || unitsAt(s, hex, owner).length > 0) continue;
      const c = captureColumns(s, hex, enemy, landUnit(enemyUnits[0]!).nation);
      s = c.state;
      events.push(...c.events);
    }
  }
  // Columns captured in this phase may move in their new owner's next Land Movement Phase.
  return { state: withLand(s, { moved: [] }), events };
}
