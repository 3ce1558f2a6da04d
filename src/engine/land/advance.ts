import { landUnit } from '../counters';
import { occupy } from '../control/occupy';
import type { GameEvent } from '../events';
import { at } from '../pieces/location';
import { movePiece } from '../pieces/movePiece';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { advanceRoom, eliminateColumns, runBattle, survivors } from './battle';
import { captureColumns } from './captureSupply';
import { withLand } from './spaces';
import type { AdvanceDecision } from './types';


/** 8.11: the participating attackers still in their hex that have not advanced yet. */
export function advanceCandidates(state: GameState): string[] {
  const b = state.land.battle;
  if (!b) return [];
  return survivors(state, b, 'attacker');
}

/** 8.11: one participating unit advances into the emptied hex (3.0 control; 8.12 captures columns there). */
export function advanceUnit(state: GameState, map: GameMap, d: AdvanceDecision, unit: string): Step {
  const b = state.land.battle!;
  let s = movePiece({ ...state, pending: state.pending.slice(0, -1) }, unit, at.hex(d.target));
  s = occupy(s, d.target, d.side);
  const c = captureColumns(s, d.target, d.side, landUnit(unit).nation);
  s = withLand(c.state, { battle: { ...b, advanced: [...b.advanced, unit] } });
  const events: GameEvent[] = [{ type: 'advanced', side: d.side, unit, to: d.target, rule: '8.11' }, ...c.events];
  if (advanceCandidates(s).length > 0 && advanceRoom(s, b) > 0) return { state: { ...s, pending: [...s.pending, d] }, events };
  const next = runBattle(s, map);
  return { state: next.state, events: [...events, ...next.events] };
}

/** 8.11: no (more) advance; 8.7 note: attacked lone Supply Columns nobody entered are eliminated. */
export function endAdvance(state: GameState, map: GameMap): Step {
  const b = state.land.battle!;
  let s: GameState = { ...state, pending: state.pending.slice(0, -1) };
  const events: GameEvent[] = [];
  if (b.columnsOnly && b.advanced.length === 0) {
    const e = eliminateColumns(s, b);
    s = e.state;
    events.push(...e.events);
  }
  const next = runBattle(s, map);
  return { state: next.state, events: [...events, ...next.events] };
}
