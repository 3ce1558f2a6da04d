import type { HexId } from '../hex';
import type { Side } from '../side';
import type { GameState } from '../state';
import { sortedIndex } from './sortedIndex';

const holds = (list: readonly HexId[], hex: HexId): boolean => list[sortedIndex(list, hex)] === hex;

/** 3.0 hex control: the side that occupies the hex or last entered it; null if never entered. */
export function controller(state: Pick<GameState, 'control'>, hex: HexId): Side | null {
  if (holds(state.control.chile, hex)) return 'chile';
  if (holds(state.control.allied, hex)) return 'allied';
  return null;
}

/** 6.3, 6.4: a city captured by Chilean land units is one Chile controls. */
export function capturedByChile(state: Pick<GameState, 'control'>, hex: HexId): boolean {
  return controller(state, hex) === 'chile';
}
