import type { HexId } from '../hex';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { HexControl } from './hexControl';
import { sortedIndex } from './sortedIndex';

/** 3.0 (project reading): a side whose land unit occupies or enters a hex controls it from then on. */
export function occupy(state: GameState, hex: HexId, side: Side): GameState {
  const { chile, allied } = state.control;
  const mine = side === 'chile' ? chile : allied;
  const at = sortedIndex(mine, hex);
  if (mine[at] === hex) return state;
  const taken = [...mine.slice(0, at), hex, ...mine.slice(at)];
  const theirs = side === 'chile' ? allied : chile;
  const was = sortedIndex(theirs, hex);
  const left = theirs[was] === hex ? [...theirs.slice(0, was), ...theirs.slice(was + 1)] : theirs;
  const control: HexControl = side === 'chile' ? { chile: taken, allied: left } : { chile: left, allied: taken };
  return { ...state, control };
}
