import type { HexId } from '../hex';
import type { Nation } from '../map/types';
import { otherSide, type Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { columnsAt, withLand } from './spaces';

/**
 * 8.12: enemy Supply Columns in a hex an enemy land unit enters (moving, retreating or advancing) with
 * no land unit of their own side there are captured: they become the capturer's columns (of the
 * capturing unit's nation), stay in the hex, and may not move again this phase.
 */
export function captureColumns(state: GameState, hex: HexId, capturer: Side, nation: Nation): Step {
  const taken = columnsAt(state, hex, otherSide(capturer));
  if (taken.length === 0) return { state, events: [] };
  const supply = { ...state.supply };
  for (const id of taken) supply[id] = { ...supply[id]!, nation };
  const next = withLand({ ...state, supply }, { moved: [...state.land.moved, ...taken] });
  return { state: next, events: [{ type: 'supplyCaptured', side: capturer, columns: taken, hex, rule: '8.12' }] };
}
