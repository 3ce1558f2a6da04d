import type { Nation, Terrain } from '../../../engine/map/types';

/** Map palette: sea blue, land tints per terrain (8.6 chart), nation colours of 2.6. */
export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  sea: '#9ec9ea',
  lake: '#6aaee0',
  clear: '#dce8bc',
  rough: '#d8c79b',
  mountain: '#c2a47a',
  desert: '#f2dfa8',
  saltDesert: '#f3f1ea',
};

/** Pattern ink per terrain (hatching for mountain, dots for desert, …); none for sea and clear. */
export const TERRAIN_INK: Readonly<Record<Terrain, string>> = {
  sea: 'none',
  lake: '#3f86c4',
  clear: 'none',
  rough: '#8c6f3d',
  mountain: '#5e4424',
  desert: '#b8924a',
  saltDesert: '#9aa3ad',
};

/** 2.6: Chile white on blue, Bolivia yellow on green, Peru red on white. */
export const NATION_COLOUR: Readonly<Record<Nation, string>> = {
  chile: '#1f4fa3',
  peru: '#c8202f',
  bolivia: '#1f8a3c',
};

export const RIVER_BLUE = '#2f78c4';
export const AREA_LINE = '#1c5a9c';
export const VP_YELLOW = '#ffd83a';

/** 3.0: the ring of a VP circle whose hex a side holds — Chile's blue, the Allies' in Peru's red (2.6). */
export const VP_HELD_RING: Readonly<Record<'chile' | 'allied', string>> = {
  chile: NATION_COLOUR.chile,
  allied: NATION_COLOUR.peru,
};
