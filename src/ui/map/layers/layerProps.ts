import type { GameMap } from '../../../engine/map/types';
import type { HexGeometry } from '../hexGeometry';

/** Every map layer draws from the map data and the hex geometry, nothing else. */
export interface LayerProps {
  readonly map: GameMap;
  readonly geometry: HexGeometry;
}
