/**
 * Towns of the map, with the coordinates of history-and-geography.md §1a (source codes U, G, C, W1–W6
 * as there; [A] = approximate, general knowledge). Nation = the 1879 borders (Bolivia held the
 * Antofagasta coast from 24°S to the Loa; Peru held Tarapacá and Arica/Tacna; Chile south of 24°S).
 *
 * The order is the placement priority: when two towns fall into one hex, the later one moves to the
 * nearest free hex of the right kind (scripts/map/placeTowns.ts).
 */
import type { Nation } from '../../src/engine/map/types';

export interface TownSource {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly nation: Nation;
  /** A harbour in 1879: must end up in a coastal hex (2.4). Inland towns may still be ports by 2.4. */
  readonly harbour: boolean;
  /** Victory Points (5.1), see docs/map.md "Victory Points". */
  readonly vp: number;
  /**
   * The VP the map as first drawn gave it, where the calibration with 5.5 (issue 21) changed it: kept by
   * the open-terrain reading (openTerrain.ts), so a game begun on that map replays exactly.
   */
  readonly firstVp?: number;
  /** 3.2, 3.3, 9.0: a fort is printed here. */
  readonly fort: boolean;
  /** Metres above sea level, when known (checks the terrain bands). */
  readonly altitude?: number;
  /** Source code of §0 / §1a. */
  readonly source: string;
  /** Why the town is on the map. */
  readonly why: string;
}

const t = (
  name: string,
  lat: number,
  lon: number,
  nation: Nation,
  opts: { harbour?: boolean; vp?: number; firstVp?: number; fort?: boolean; altitude?: number; source: string; why: string },
): TownSource => ({
  name,
  lat,
  lon,
  nation,
  harbour: opts.harbour ?? false,
  vp: opts.vp ?? 0,
  ...(opts.firstVp === undefined ? {} : { firstVp: opts.firstVp }),
  fort: opts.fort ?? false,
  ...(opts.altitude === undefined ? {} : { altitude: opts.altitude }),
  source: opts.source,
  why: opts.why,
});

export const TOWNS: readonly TownSource[] = [
  // The six anchors of the rules (pinned to their hexes by scripts/map/fit.ts ANCHORS).
  t('Callao', -12.063, -77.147, 'peru', { harbour: true, vp: 3, fort: true, altitude: 27, source: 'U', why: '2007; 3.2 fort; 4.1 Allied supply; 6.5 repair port' }),
  t('Lima', -12.045, -77.031, 'peru', { vp: 7, altitude: 162, source: 'U', why: '2008; capital, 3.2 set-up, 4.1 supply' }),
  t('Arica', -18.476, -70.301, 'peru', { harbour: true, vp: 2, fort: true, source: 'G', why: '3116; 5.1 printed 2 VP; 9.0 Fort Arica R4' }),
  t('Antofagasta', -23.651, -70.398, 'bolivia', { harbour: true, source: 'G', why: '3123; 3.5 Chilean set-up (occupied 14 Feb 1879)' }),
  t('La Paz', -16.5, -68.15, 'bolivia', { vp: 2, fort: true, altitude: 3640, source: 'G', why: '3513; 3.3 Fort La Paz; 5.6' }),
  t('Oruro', -17.972, -67.093, 'bolivia', { vp: 1, altitude: 3706, source: 'G', why: '3616; 3.3; 5.6' }),
  // Tarapacá (Peru in 1879)
  t('Iquique', -20.213, -70.15, 'peru', { harbour: true, vp: 2, fort: true, source: 'G', why: '3.2 set-up; 9.0 Fort Iquique R2; ES 5.6 example' }),
  t('Pisagua', -19.597, -70.213, 'peru', { harbour: true, vp: 0, firstVp: 1, source: 'C', why: '3.2 set-up; Chilean landing 2 Nov 1879; 0 VP since the 5.5 calibration (docs/map.md)' }),
  t('La Noria', -20.39, -69.86, 'peru', { altitude: 1000, source: 'A', why: 'end of the Iquique nitrate railway (§2)' }),
  t('Tarapacá', -19.92, -69.51, 'peru', { altitude: 1350, source: 'A/Tara', why: 'battle of Tarapacá, 27 Nov 1879' }),
  // Arica, Tacna, Moquegua, Arequipa (Peru)
  t('Tacna', -18.002, -70.252, 'peru', { vp: 1, altitude: 583, source: 'U', why: 'ES 5.6 example; battle of Tacna 26 May 1880' }),
  t('Ilo', -17.625, -71.343, 'peru', { harbour: true, altitude: 33, source: 'U', why: 'Ilo/Pacocha: landing Feb 1880; railway to Moquegua' }),
  t('Moquegua', -17.194, -70.933, 'peru', { altitude: 1428, source: 'U', why: 'railway from Ilo; Los Ángeles Mar 1880' }),
  t('Mollendo', -17.029, -72.016, 'peru', { harbour: true, vp: 1, altitude: 73, source: 'U', why: 'port of Arequipa, raided Mar 1880' }),
  t('Arequipa', -16.393, -71.529, 'peru', { vp: 2, altitude: 2429, source: 'U', why: 'ES 5.6 example; Peru\'s second city' }),
  t('Puno', -15.84, -70.028, 'peru', { altitude: 3848, source: 'U', why: 'end of the Southern Railway; Titicaca' }),
  t('Cuzco', -13.519, -71.977, 'peru', { altitude: 3439, source: 'U', why: '3.2 Cuzco regiment' }),
  // Central and northern Peru
  t('Pisco', -13.71, -76.202, 'peru', { harbour: true, vp: 1, altitude: 39, source: 'U', why: 'Chilean landing Nov 1880; railway to Ica' }),
  t('Ica', -14.064, -75.729, 'peru', { altitude: 432, source: 'U', why: 'railway from Pisco' }),
  t('Ayacucho', -13.16, -74.225, 'peru', { altitude: 2797, source: 'U', why: '3.2 Ayacucho regiment' }),
  t('Cerro Azul', -13.025, -76.479, 'peru', { harbour: true, altitude: 17, source: 'U', why: 'port of the Cañete valley' }),
  t('Ancón', -11.774, -77.176, 'peru', { harbour: true, altitude: 14, source: 'U', why: 'port; railway Lima–Ancón–Chancay' }),
  t('Chancay', -11.563, -77.271, 'peru', { harbour: true, altitude: 58, source: 'U', why: 'port; Covadonga sunk here 13 Sep 1880' }),
  t('Jauja', -11.776, -75.501, 'peru', { altitude: 3425, source: 'U', why: 'central sierra (3.2 Junín hussars)' }),
  t('Huacho', -11.108, -77.61, 'peru', { harbour: true, altitude: 46, source: 'U', why: 'port north of Lima' }),
  t('Huaraz', -9.53, -77.529, 'peru', { altitude: 3073, source: 'U', why: 'capital of Áncash' }),
  t('Chimbote', -9.042, -78.608, 'peru', { harbour: true, altitude: 52, source: 'U', why: 'port; Lynch\'s raid Sep 1880' }),
  t('Trujillo', -8.1, -79.031, 'peru', { harbour: true, vp: 1, altitude: 74, source: 'U', why: '2.1 northern end of the map; port Salaverry' }),
  t('Pacasmayo', -7.401, -79.572, 'peru', { harbour: true, altitude: 21, source: 'U', why: 'port; Lynch\'s raid Sep 1880' }),
  // The Bolivian coast and its interior (Bolivia in 1879)
  t('Mejillones', -23.1, -70.447, 'bolivia', { harbour: true, source: 'G', why: 'Bolivian port' }),
  t('Cobija', -22.55, -70.267, 'bolivia', { harbour: true, source: 'W1', why: 'Bolivia\'s port of entry' }),
  t('Tocopilla', -22.092, -70.198, 'bolivia', { harbour: true, source: 'G', why: 'Bolivian port; Pilcomayo raid Jul 1879' }),
  t('Calama', -22.457, -68.924, 'bolivia', { vp: 0, firstVp: 1, altitude: 2260, source: 'G', why: 'battle of Calama (Topáter) 23 Mar 1879; 0 VP since the 5.5 calibration (docs/map.md)' }),
  t('Caracoles', -23.039, -69.006, 'bolivia', { altitude: 3050, source: 'W2', why: 'silver district of the 1878 tax dispute' }),
  t('San Pedro de Atacama', -22.911, -68.201, 'bolivia', { altitude: 2430, source: 'G', why: 'Bolivian Atacama oasis' }),
  t('Potosí', -19.584, -65.753, 'bolivia', { altitude: 4090, source: 'G', why: 'Bolivian city (6.4 recruits)' }),
  t('Sucre', -19.033, -65.263, 'bolivia', { altitude: 2810, source: 'G', why: 'Bolivian capital (6.4 recruits)' }),
  t('Cochabamba', -17.382, -66.16, 'bolivia', { altitude: 2558, source: 'G', why: 'Bolivian city (6.4 recruits)' }),
  // Chile (south of 24°S)
  t('Taltal', -25.407, -70.486, 'chile', { harbour: true, source: 'G', why: 'Chilean port' }),
  t('Chañaral', -26.343, -70.616, 'chile', { harbour: true, source: 'G', why: 'Chilean port' }),
  t('Caldera', -27.068, -70.819, 'chile', { harbour: true, source: 'G', why: 'Chilean port; railway to Copiapó' }),
  t('Copiapó', -27.367, -70.332, 'chile', { altitude: 390, source: 'G', why: 'railway from Caldera' }),
];
