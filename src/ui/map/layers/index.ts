export { TerrainLayer } from './TerrainLayer';
export { RiverLayer } from './RiverLayer';
export { RailroadLayer } from './RailroadLayer';
export { TownLayer } from './TownLayer';
export { NavalAreaLayer } from './NavalAreaLayer';
export { HoldingBoxLayer } from './HoldingBoxLayer';
export type { LayerProps } from './layerProps';
export { TownLabelLayer } from './TownLabelLayer';
