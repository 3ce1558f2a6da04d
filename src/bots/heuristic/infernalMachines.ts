import { controller, type HexId } from '../../engine';
import { INFERNAL_MACHINE_TURN, ship as shipDef } from '../../engine/counters';
import { shipSideOf, type Board } from './world';

/**
 * 10.2 (optional): the ports where the Allies could use an infernal machine in this player turn's Naval
 * Combat Phase if a Supply Column of theirs stood there — from game turn 9, a Chilean warship (never a
 * transport) in a Peruvian port Chile has not captured, or any port the Allies hold, one attempt per port
 * a game. The Allies keep a column in such a port rather than spend it (supply.ts), and place the new
 * ones there when it is a depot city (Lima, Callao); the Naval Combat Phase then uses the machine
 * (naval.ts). Empty for Chile, or with the rule off.
 */
export function infernalPorts(board: Board): HexId[] {
  const view = board.view;
  if (board.me !== 'allied' || !view.options.infernalMachines || view.turn < INFERNAL_MACHINE_TURN) return [];
  const out = new Set<HexId>();
  for (const [id, st] of Object.entries(view.ships)) {
    if (st.location.kind !== 'hex' || shipDef(id).type !== 'warship' || shipSideOf(view, id) !== 'chile') continue;
    const hex = st.location.hex;
    const town = board.map.hexes[hex]?.town;
    if (!town?.port || view.naval.infernalPorts.includes(hex)) continue;
    const holder = controller(view, hex);
    if (holder === 'allied' || (town.nation === 'peru' && holder !== 'chile')) out.add(hex);
  }
  return [...out].sort();
}
