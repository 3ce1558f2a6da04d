import { landUnit } from '../counters';
import { occupy } from '../control/occupy';
import type { GameEvent } from '../events';
import type { HexId } from '../hex';
import { at } from '../pieces/location';
import { movePieces } from '../pieces/movePiece';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { runBattle } from './battle';
import { captureColumns } from './captureSupply';
import { loseStep } from './stepLoss';
import type { RetreatDecision } from './types';


/** 8.10: the whole retreating stack goes to one adjacent hex. */
export function retreat(state: GameState, map: GameMap, d: RetreatDecision, to: HexId): Step {
  let s: GameState = { ...state, pending: state.pending.slice(0, -1) };
  const units = d.units.filter((u) => s.units[u]?.location.kind === 'hex');
  s = movePieces(s, units, at.hex(to));
  s = occupy(s, to, d.side);
  const c = captureColumns(s, to, d.side, landUnit(units[0]!).nation);
  const events: GameEvent[] = [{ type: 'retreated', side: d.side, units, from: d.from, to, rule: '8.10' }, ...c.events];
  const next = runBattle(c.state, map);
  return { state: next.state, events: [...events, ...next.events] };
}

/** 8.10: deplete (or eliminate) one unit of the hex instead of retreating. */
export function holdGround(state: GameState, map: GameMap, unit: string): Step {
  const r = loseStep({ ...state, pending: state.pending.slice(0, -1) }, unit, 'reason.heldGround', '8.10');
  const next = runBattle(r.state, map);
  return { state: next.state, events: [...r.events, ...next.events] };
}
