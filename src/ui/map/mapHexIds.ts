import { hexId, type MapExtent } from '../../engine';

/** Every hex id inside the map's extent, column by column. */
export function mapHexIds(extent: MapExtent): string[] {
  const ids: string[] = [];
  for (let col = extent.minCol; col <= extent.maxCol; col++) {
    for (let row = extent.minRow; row <= extent.maxRow; row++) ids.push(hexId(col, row));
  }
  return ids;
}
