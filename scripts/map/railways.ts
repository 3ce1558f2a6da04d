/**
 * Railways operating in 1879 (history-and-geography.md §2, sources there), as lists of stops. A stop
 * that names a town of scripts/map/places.ts uses the town's hex; other stops are placed by the fit.
 * Consecutive stops are joined by the straight hex line, or, where that line would touch sea or lake,
 * by the shortest land path.
 *
 * The Pisagua line is drawn only as far as §2 shows it running in 1879: Pisagua–Zapiga–Dolores, the
 * "Dolores railroad" the Chilean army used in Nov 1879 (§8: its 1879 railhead is known only to have
 * reached the Zapiga/Dolores area). Negreiros, the concession's far end, is left out: it is not shown
 * operating in 1879, and it falls in Iquique's hex 3218, which joined the Pisagua and Iquique systems —
 * joined only in 1889–95 (§2). Pisagua, Zapiga and Dolores all fall in Pisagua's hex 3217, so at this
 * scale the line is shorter than a hex and, like the lines below, has no hexside to draw.
 *
 * Not drawn: lines shorter than a hex (Lima–Chorrillos and Lima–Magdalena inside Lima's hex; Playa
 * Chica–Las Salinas 10 km; Mejillones–Caracoles, only a few km built), Pacasmayo–La Viña (mostly
 * destroyed by the 1878 flood), Juliaca–Cuzco (not operating in 1879), and every post-war line.
 */
export type Stop = string | { readonly name: string; readonly lat: number; readonly lon: number };

export interface Railway {
  readonly name: string;
  readonly stops: readonly Stop[];
  /** The stops the map of issue 3 drew, where they differ (kept for the open-terrain reading, openTerrain.ts). */
  readonly openTerrainStops?: readonly Stop[];
  readonly source: string;
}

export const RAILWAYS: readonly Railway[] = [
  { name: 'Callao–Lima', stops: ['Callao', 'Lima'], source: '§2: opened 1851' },
  {
    name: 'Central (Lima–Chicla)',
    stops: ['Lima', { name: 'Matucana', lat: -11.845, lon: -76.386 }, { name: 'Chicla', lat: -11.706, lon: -76.268 }],
    source: '§2: open to Chicla km 142 by 1878 (U coordinates)',
  },
  { name: 'Lima–Ancón–Chancay', stops: ['Lima', 'Ancón', 'Chancay'], source: '§2: 1870' },
  { name: 'Pisco–Ica', stops: ['Pisco', 'Ica'], source: '§2: operating pre-war' },
  { name: 'Salaverry–Trujillo–Ascope', stops: ['Trujillo', { name: 'Ascope', lat: -7.714, lon: -79.108 }], source: '§2: Pardo period 1872–76; Ascope [A]' },
  { name: 'Chimbote–Suchimán', stops: ['Chimbote', { name: 'Suchimán', lat: -8.95, lon: -78.25 }], source: '§2: partial, up the Santa valley [A]' },
  {
    name: 'Southern (Mollendo–Arequipa–Puno)',
    stops: [
      'Mollendo',
      { name: 'La Joya', lat: -16.72, lon: -71.86 },
      'Arequipa',
      { name: 'Sumbay', lat: -15.98, lon: -71.36 },
      { name: 'Crucero Alto', lat: -15.76, lon: -70.92 },
      { name: 'Juliaca', lat: -15.484, lon: -70.133 },
      'Puno',
    ],
    source: '§2: Mollendo–Arequipa 1871, Arequipa–Puno 1874; stations [A], Juliaca (U)',
  },
  {
    name: 'Ilo–Moquegua',
    stops: ['Ilo', { name: 'Osmore valley', lat: -17.194, lon: -70.933 }, 'Moquegua'],
    source: '§2: Pardo period; up the Osmore valley (the fit puts Moquegua itself in 3014, see placeTowns)',
  },
  { name: 'Arica–Tacna', stops: ['Arica', 'Tacna'], source: '§2: 1855–56' },
  { name: 'Iquique–La Noria', stops: ['Iquique', 'La Noria'], source: '§2: 1871' },
  {
    name: 'Pisagua–Zapiga–Dolores',
    stops: ['Pisagua', { name: 'Zapiga', lat: -19.65, lon: -69.97 }, { name: 'Dolores', lat: -19.62, lon: -69.93 }],
    openTerrainStops: ['Pisagua', { name: 'Zapiga', lat: -19.65, lon: -69.97 }, { name: 'Negreiros', lat: -19.85, lon: -69.82 }],
    source: '§2: operating in 1879, the "Dolores railroad" of Nov 1879; §1a Dolores [A]; Zapiga [A]. All in Pisagua\'s hex: no hexside',
  },
  {
    name: 'Antofagasta–Salar del Carmen',
    stops: ['Antofagasta', { name: 'Salar del Carmen', lat: -23.6, lon: -70.3 }, { name: 'railhead', lat: -23.1, lon: -69.55 }],
    source: '§2: ~150 km inland by 1879; railhead position [A]',
  },
  {
    name: 'Caldera–Copiapó',
    stops: ['Caldera', 'Copiapó'],
    source: '§2: 1851 (its extensions up the valley stay inside the Copiapó hexes)',
  },
];
