import { FORTS } from '../counters';
import type { HexId } from '../hex';
import type { GameState } from '../state';

/** 8.1 stacking limit in land units: 6, or 7 with a fort (ES option: 5, 6 with a fort); Supply Columns don't count. */
export function stackingLimit(state: Pick<GameState, 'options' | 'forts'>, hex: HexId): number {
  const base = state.options.stacking === 'es' ? 5 : 6;
  const fort = FORTS.some((f) => f.hex === hex && state.forts[f.id]?.status === 'standing');
  return fort ? base + 1 : base;
}
