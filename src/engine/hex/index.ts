export { hexId, isHexId, parseHexId, type HexId, type OffsetCoord } from './hexId';
export { cubeToHex, cubeToOffset, hexToCube, offsetToCube, type Cube } from './cube';
export { DIRECTIONS, areAdjacent, neighbours } from './neighbours';
export { distance } from './distance';
export { hexesWithin } from './hexesWithin';
export { line } from './line';
