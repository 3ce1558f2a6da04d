import type { Nation } from './map/types';
import type { Side } from './side';

/** 1.3: Peru and Bolivia are the Allies. */
export function sideOf(nation: Nation): Side {
  return nation === 'chile' ? 'chile' : 'allied';
}
