import type { GameMap } from '../../../engine/map/types';
import type { HexGeometry } from '../hexGeometry';

/** Every map layer draws from the map data and the hex geometry, nothing else (and, for its words, the language). */
export interface LayerProps {
  readonly map: GameMap;
  readonly geometry: HexGeometry;
  /** The interface language, for a memoised layer with words (the Holding Box's label, the port and fort tooltips) to redraw when it changes. */
  readonly lang?: string;
}
