/**
 * The terrain of a land hex on the 8.6 chart (issue 21): rough, mountain, desert or salt desert only —
 * the chart has no clear terrain. Each hex is classified from its area: the 33 sample points of
 * samples.ts that fall on land (not sea, not lake), each given the terrain of its band across the
 * Andes (geography.ts BANDS) or of a salar.
 *
 *   1. mountain     when at least a quarter of the hex lies in a cordillera (the Western Cordillera,
 *                   the central Peruvian sierra, the Eastern Cordillera). A range is a belt: where it
 *                   runs through a hex, whoever crosses the hex must cross it, so a belt a quarter of
 *                   a hex deep (15–20 km of passes above 4,000 m) makes the hex a mountain crossing.
 *                   This is what keeps the Western Cordillera unbroken between 16°S and 20°S, where it
 *                   is narrower than a column (0.5–0.7° of longitude for 0.61°) and slipped between
 *                   hex centres. A coastal hex (next to the sea) needs half: its coastal strip runs
 *                   the length of the hex, a way along the shore that does not cross the range (the
 *                   ports of the Lima coast, Huacho and Ancón, whose hexes reach the sierra's foot).
 *   2. salt desert  when at least a third of the hex is salar (Uyuni, Coipasa, Atacama, Punta Negra).
 *   3. otherwise the larger share of the rest: desert (the coastal desert, its irrigated valleys
 *                   included) or rough (the western slope and its quebradas, the altiplano and puna,
 *                   the Yungas, the eastern valleys and lowlands); a tie is desert, the costlier.
 *
 * The irrigated valleys (history-and-geography.md §3: oases 5–20 km wide, 20–100 km apart) are a small
 * share of any hex: the hex is the desert around them, and the river they follow is drawn as river
 * hexsides (8.6 +2 MP, 8.9 +1 across), which is how the chart shows a valley.
 */
import type { Terrain } from '../../src/engine/map/types';
import type { Band2 } from './geography';

/** The chart's land terrains. */
export type ChartTerrain = Extract<Terrain, 'rough' | 'mountain' | 'desert' | 'saltDesert'>;

/** A hex's land samples, counted by band, and how many of them lie in a salar. */
export interface LandShares {
  readonly land: number;
  readonly bands: Readonly<Record<Band2, number>>;
  readonly salar: number;
}

/** A hex is mountain when at least this share of its land lies in a cordillera. */
export const MOUNTAIN_SHARE = 1 / 4;
/** A coastal hex (next to the sea) is mountain when at least this share of its land lies in a cordillera. */
export const COASTAL_MOUNTAIN_SHARE = 1 / 2;
/** A hex is salt desert when at least this share of its land is salar (as in issue 3). */
export const SALT_SHARE = 1 / 3;

/**
 * Each band's terrain on the chart (history-and-geography.md §4, §1a altitudes):
 * coast — the coastal desert strip, Trujillo→Camaná 20–60 km wide, and in Tarapacá/Antofagasta the
 *   coastal cliffs, the Pampa del Tamarugal and the Atacama's central desert: desert;
 * slope — the steep western slope and its quebradas (Moquegua 1,428 m, Arequipa 2,429 m, Tarata
 *   3,077 m; San Lorenzo de Tarapacá 1,350 m): rough;
 * cordillera — the Western Cordillera (passes above 4,000 m, Crucero Alto on the Southern Railway)
 *   and, north of 14.5°S, the whole sierra (Huaraz, Jauja, Cerro de Pasco 4,373 m): mountain;
 * altiplano — the high plateau of 3,650–4,000 m between the cordilleras (Puno 3,848 m, Juliaca,
 *   Corocoro 4,020 m, Oruro) and the puna: rough — the cheapest land on the chart, for a broken,
 *   cold plateau of low ridges and no water but Titicaca, Poopó and the Desaguadero;
 * eastCordillera — Cordillera Real, Quimsa Cruz, the Potosí ranges: mountain;
 * lowland — the Yungas, the valleys of Cochabamba and Sucre, the Amazon and Chaco lowlands (8.6 has
 *   no jungle): rough.
 */
export const BAND_TERRAIN: Readonly<Record<Band2, Exclude<ChartTerrain, 'saltDesert'>>> = {
  coast: 'desert',
  slope: 'rough',
  cordillera: 'mountain',
  altiplano: 'rough',
  eastCordillera: 'mountain',
  lowland: 'rough',
};

/** The chart terrain of a land hex from its shares (the order of the comment above). */
export function chartTerrainOf(s: LandShares, coastal: boolean): ChartTerrain {
  const of = (t: Exclude<ChartTerrain, 'saltDesert'>) =>
    (Object.keys(s.bands) as Band2[]).filter((b) => BAND_TERRAIN[b] === t).reduce((n, b) => n + s.bands[b], 0);
  if (s.land === 0) return 'desert';
  if (of('mountain') / s.land >= (coastal ? COASTAL_MOUNTAIN_SHARE : MOUNTAIN_SHARE)) return 'mountain';
  if (s.salar / s.land >= SALT_SHARE) return 'saltDesert';
  return of('desert') >= of('rough') ? 'desert' : 'rough';
}
