/**
 * Lakes, salt flats and terrain bands (history-and-geography.md §1b, §4). Tags: [V] read in a cited
 * source, [A] approximate (general knowledge; shaped to fit the [V] extents and the town altitudes).
 */
import type { LonLat } from './fit';

export interface Lake {
  readonly name: string;
  /** [lon, lat] ring. */
  readonly ring: readonly (readonly [number, number])[];
  readonly source: string;
}

/**
 * Lake Titicaca: a 20-point outline [A] inside the GSHHG extent lon −70.04…−68.58, lat −16.60…−15.24
 * [V], through the shore towns of §1a (Puno, Ilave, Juli, Pomata, Yunguyo, Desaguadero, Guaqui,
 * Achacachi). Poopó + Uru Uru: an outline [A] inside lon −67.27…−66.87, lat −19.19…−18.03 [V].
 * Lakes Arapa, Chungará and Coipasa are far smaller than a hex and are left out.
 */
export const LAKES: readonly Lake[] = [
  {
    name: 'Lake Titicaca',
    source: 'GSHHG extent [V]; outline through §1a shore towns [A]',
    ring: [
      [-69.85, -15.24], [-69.55, -15.3], [-69.3, -15.45], [-69.1, -15.7], [-68.9, -15.92], [-68.7, -16.05],
      [-68.6, -16.25], [-68.75, -16.45], [-68.85, -16.58], [-69.03, -16.58], [-69.1, -16.35], [-69.2, -16.27],
      [-69.45, -16.17], [-69.65, -16.07], [-69.9, -15.9], [-70.04, -15.8], [-70.0, -15.62], [-69.95, -15.42],
    ],
  },
  {
    name: 'Lake Poopó (with Uru Uru)',
    source: 'GSHHG extent [V]; outline [A]',
    ring: [
      [-67.12, -18.03], [-67.02, -18.1], [-67.05, -18.28], [-66.9, -18.45], [-66.87, -18.8], [-66.95, -19.1],
      [-67.1, -19.19], [-67.25, -19.0], [-67.27, -18.6], [-67.2, -18.35], [-67.2, -18.1],
    ],
  },
];

export interface Salar {
  readonly name: string;
  readonly centre: LonLat;
  /** Semi-axes in km, east–west and north–south. */
  readonly ewKm: number;
  readonly nsKm: number;
  readonly source: string;
}

/** Salt flats as ellipses of the size the sources give (§1b). */
export const SALARS: readonly Salar[] = [
  { name: 'Salar de Uyuni', centre: { lat: -20.333, lon: -67.7 }, ewKm: 70, nsKm: 50, source: '§1b: 140 km × 100 km, 10,582 km² [V]' },
  { name: 'Salar de Coipasa', centre: { lat: -19.383, lon: -68.167 }, ewKm: 35, nsKm: 25, source: '§1b: ~70 × 50 km, 2,218 km² [V]' },
  { name: 'Salar de Atacama', centre: { lat: -23.5, lon: -68.25 }, ewKm: 40, nsKm: 50, source: '§1b: ~100 × 80 km [A]' },
  { name: 'Salar de Punta Negra', centre: { lat: -24.6, lon: -69.0 }, ewKm: 8, nsKm: 12, source: '§1b: GSHHG lake −24.5…−24.7 [V], size [A]' },
];

export function inSalar(s: Salar, p: LonLat): boolean {
  const kmPerDegLat = 111.2;
  const kmPerDegLon = 111.2 * Math.cos((s.centre.lat * Math.PI) / 180);
  const dx = ((p.lon - s.centre.lon) * kmPerDegLon) / s.ewKm;
  const dy = ((p.lat - s.centre.lat) * kmPerDegLat) / s.nsKm;
  return dx * dx + dy * dy <= 1;
}

/**
 * Terrain bands across the Andes (§4), as longitudes at a given latitude, west to east (their terrain
 * on the 8.6 chart: chartTerrain.ts BAND_TERRAIN; in the open-terrain reading: openTerrain.ts):
 *   coast … foot   coastal desert, its irrigated valleys included
 *   foot … cord    western slope, quebradas
 *   cord … alti    Western Cordillera (north of 14.5°S, where there is no altiplano, the whole sierra
 *                  up to `low`)
 *   alti … east    altiplano / puna, the high plateau
 *   east … east+1° Eastern Cordillera (Cordillera Real, Quimsa Cruz, Potosí ranges)
 *   beyond         Yungas, valleys, Amazon and Chaco lowlands
 * Band edges are [A], placed so that the town altitudes of §1a fall in the right band (as points):
 * coastal and valley towns below ~700 m on the coast (Trujillo 74, Pisco 39, Ica 432, Nazca 618, Tacna
 * 583, Copiapó), slope towns 1,000–3,000 m on the slope (Vítor 1,189, Moquegua 1,428, Arequipa 2,429,
 * Matucana 2,395), sierra towns in the cordillera (Huaraz 3,073, Jauja 3,425, Cuzco 3,439, Ayacucho
 * 2,797, Cerro de Pasco 4,373), altiplano towns on the altiplano (Puno 3,848, Juliaca 3,877, La Paz,
 * Oruro, Corocoro 4,020). The table is issue 3's, unchanged: the open-terrain reading depends on it.
 */
export interface Band {
  readonly lat: number;
  readonly foot: number;
  readonly cord: number;
  /** Start of the altiplano; null where there is none (central and northern Peru). */
  readonly alti: number | null;
  /** Start of the Eastern Cordillera (altiplano latitudes). */
  readonly east: number | null;
  /** Start of the eastern lowlands (no-altiplano latitudes). */
  readonly low: number | null;
}

export const BANDS: readonly Band[] = [
  { lat: -6, foot: -79.5, cord: -79.0, alti: null, east: null, low: -77.6 },
  { lat: -7, foot: -79.2, cord: -78.8, alti: null, east: null, low: -77.3 },
  { lat: -8, foot: -78.75, cord: -78.4, alti: null, east: null, low: -76.7 },
  { lat: -9, foot: -78.3, cord: -77.95, alti: null, east: null, low: -76.1 },
  { lat: -10, foot: -77.8, cord: -77.45, alti: null, east: null, low: -75.7 },
  { lat: -11, foot: -77.25, cord: -76.95, alti: null, east: null, low: -75.3 },
  { lat: -12, foot: -76.75, cord: -76.45, alti: null, east: null, low: -74.9 },
  { lat: -12.5, foot: -76.45, cord: -76.1, alti: null, east: null, low: -73.4 },
  { lat: -13, foot: -76.1, cord: -75.8, alti: null, east: null, low: -72.8 },
  { lat: -13.5, foot: -75.8, cord: -75.4, alti: null, east: null, low: -71.2 },
  { lat: -14, foot: -75.4, cord: -75.0, alti: null, east: null, low: -70.3 },
  { lat: -14.49, foot: -75.0, cord: -74.6, alti: null, east: null, low: -69.6 },
  { lat: -14.5, foot: -75.0, cord: -74.6, alti: -71.5, east: -69.6, low: null },
  { lat: -15, foot: -74.6, cord: -74.0, alti: -71.4, east: -69.3, low: null },
  { lat: -15.5, foot: -74.1, cord: -73.4, alti: -71.2, east: -68.9, low: null },
  { lat: -16, foot: -73.1, cord: -72.1, alti: -70.9, east: -68.5, low: null },
  { lat: -16.5, foot: -72.1, cord: -71.3, alti: -70.7, east: -68.05, low: null },
  { lat: -17, foot: -71.35, cord: -70.6, alti: -69.9, east: -67.6, low: null },
  { lat: -17.5, foot: -70.85, cord: -70.1, alti: -69.3, east: -67.25, low: null },
  { lat: -18, foot: -69.9, cord: -69.55, alti: -69.0, east: -66.9, low: null },
  { lat: -19, foot: -69.75, cord: -69.25, alti: -68.75, east: -66.6, low: null },
  { lat: -20, foot: -69.3, cord: -68.95, alti: -68.55, east: -66.4, low: null },
  { lat: -21, foot: -68.95, cord: -68.6, alti: -68.2, east: -66.1, low: null },
  { lat: -22, foot: -68.5, cord: -68.1, alti: -67.6, east: -65.9, low: null },
  { lat: -23, foot: -68.4, cord: -67.9, alti: -67.4, east: -65.7, low: null },
  { lat: -24, foot: -68.6, cord: -68.1, alti: -67.5, east: -65.6, low: null },
  { lat: -25, foot: -69.1, cord: -68.5, alti: -67.8, east: -65.8, low: null },
  { lat: -26, foot: -69.4, cord: -68.8, alti: -68.1, east: -66.0, low: null },
  { lat: -27, foot: -69.8, cord: -69.2, alti: -68.5, east: -66.3, low: null },
  { lat: -28, foot: -70.0, cord: -69.5, alti: -68.8, east: -66.6, low: null },
  { lat: -29, foot: -69.9, cord: -69.4, alti: -68.9, east: -66.9, low: null },
  { lat: -30, foot: -69.9, cord: -69.4, alti: -68.9, east: -67.0, low: null },
];

/** Width of the Eastern Cordillera band, degrees of longitude [A] (Potosí inside, Sucre and Cochabamba beyond). */
export const EAST_CORDILLERA_WIDTH = 1.0;

export type Band2 = 'coast' | 'slope' | 'cordillera' | 'altiplano' | 'eastCordillera' | 'lowland';

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** The band at a point, interpolating the table linearly in latitude (clamped at its ends). */
export function bandAt(p: LonLat): Band2 {
  const rows = BANDS;
  let i = 0;
  while (i + 1 < rows.length && rows[i + 1]!.lat >= p.lat) i++;
  const a = rows[i]!;
  const b = rows[Math.min(i + 1, rows.length - 1)]!;
  const tt = a.lat === b.lat ? 0 : Math.min(1, Math.max(0, (p.lat - a.lat) / (b.lat - a.lat)));
  const foot = lerp(a.foot, b.foot, tt);
  const cord = lerp(a.cord, b.cord, tt);
  if (p.lon < foot) return 'coast';
  if (p.lon < cord) return 'slope';
  // Altiplano latitudes only where both rows have one (the −14.49/−14.5 pair makes the switch sharp).
  if (a.alti !== null && b.alti !== null && a.east !== null && b.east !== null) {
    const alti = lerp(a.alti, b.alti, tt);
    const east = lerp(a.east, b.east, tt);
    if (p.lon < alti) return 'cordillera';
    if (p.lon < east) return 'altiplano';
    if (p.lon < east + EAST_CORDILLERA_WIDTH) return 'eastCordillera';
    return 'lowland';
  }
  const low = lerp(a.low ?? b.low ?? 0, b.low ?? a.low ?? 0, tt);
  return p.lon < low ? 'cordillera' : 'lowland';
}
