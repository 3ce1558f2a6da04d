/**
 * Rivers drawn on hexsides (8.6, 8.9). history-and-geography.md §3: the perennial rivers that cross the
 * coastal desert, mouth first, then the valley towns upstream (U/G/W coordinates) and the upper valley
 * [A]. Plus the Desaguadero (Titicaca → Uru Uru/Poopó), whose water the 8.6 note puts in hex 3515.
 *
 * Left out: the small valleys between them (Virú, Nepeña, Casma, Huarmey, Supe, Chillón, Mala, San
 * Juan, Chala, Azapa, Vítor de Chile), rivers that do not reach the sea (Ica, Caplina) and the dry
 * quebradas of Tarapacá (Tiliviche, Tarapacá, Aroma): none is a military obstacle at 50–80 km a hex.
 *
 * A hexside is a river hexside when the straight line between the centres of its two land hexes
 * crosses the river's course (scripts/map/riverHexsides.ts); consecutive such hexsides share a
 * corner, so each river is drawn as one connected line of hexsides.
 */
export interface River {
  readonly name: string;
  /** [lat, lon], mouth (or outlet) first. */
  readonly course: readonly (readonly [number, number])[];
  readonly source: string;
}

export const RIVERS: readonly River[] = [
  { name: 'Chicama', course: [[-7.941, -79.298], [-7.75, -79.05], [-7.6, -78.75]], source: '§3 GSHHG mouth; valley [A]' },
  { name: 'Moche', course: [[-8.17, -79.01], [-8.05, -78.75], [-7.95, -78.5]], source: '§3 town (Moche); valley [A]' },
  {
    name: 'Santa',
    course: [[-8.98, -78.63], [-8.64, -78.23], [-8.82, -77.86], [-9.05, -77.81], [-9.53, -77.53], [-9.72, -77.45]],
    source: '§3 GSHHG delta; Chuquicara, Cañón del Pato, Caraz [A]; Huaraz (U)',
  },
  { name: 'Pativilca', course: [[-10.7, -77.8], [-10.6, -77.5], [-10.45, -77.1]], source: '§3 town (Pativilca); valley [A]' },
  { name: 'Huaura', course: [[-11.084, -77.642], [-11.13, -77.19], [-10.81, -76.87]], source: '§3 GSHHG mouth; Sayán, Churín [A]' },
  { name: 'Chancay', course: [[-11.58, -77.28], [-11.495, -77.207], [-11.27, -76.82]], source: '§3 town; Huaral (U); Acos [A]' },
  {
    name: 'Rímac',
    course: [[-12.041, -77.152], [-12.045, -77.031], [-11.94, -76.7], [-11.845, -76.386], [-11.706, -76.268]],
    source: '§3 GSHHG mouth; Lima, Matucana, Chicla (U); Chosica [A]',
  },
  { name: 'Lurín', course: [[-12.28, -76.88], [-12.07, -76.78], [-12.08, -76.5]], source: '§3 town (Lurín); Cieneguilla, Antioquía [A]' },
  { name: 'Cañete', course: [[-13.129, -76.411], [-12.96, -76.14], [-12.46, -75.92]], source: '§3 GSHHG mouth; Lunahuaná, Yauyos [A]' },
  { name: 'Pisco', course: [[-13.687, -76.218], [-13.72, -75.89], [-13.6, -75.35]], source: '§3 GSHHG mouth; Humay, Huaytará [A]' },
  { name: 'Grande', course: [[-14.95, -75.45], [-14.534, -75.185], [-14.35, -74.85]], source: '§3 [A] mouth; Palpa (U)' },
  { name: 'Acarí', course: [[-15.693, -74.551], [-15.436, -74.616], [-15.1, -74.3]], source: '§3 GSHHG mouth; Acarí (U)' },
  { name: 'Ocoña', course: [[-16.452, -73.12], [-16.0, -73.0], [-15.6, -72.9]], source: '§3 GSHHG mouth; valley [A]' },
  { name: 'Majes–Camaná', course: [[-16.635, -72.785], [-16.07, -72.49], [-15.65, -72.0]], source: '§3 GSHHG mouth; Aplao, Colca [A]' },
  { name: 'Quilca–Vítor–Chili', course: [[-16.72, -72.43], [-16.466, -71.936], [-16.393, -71.529], [-16.2, -71.3]], source: '§3 town (Quilca); Vítor, Arequipa (U)' },
  { name: 'Tambo', course: [[-17.171, -71.854], [-17.091, -71.774], [-16.62, -71.18], [-16.3, -70.8]], source: '§3 GSHHG mouth; Cocachacra (U); upper Tambo [A]' },
  { name: 'Osmore (Moquegua)', course: [[-17.63, -71.34], [-17.194, -70.933], [-17.077, -70.844]], source: '§3 town (Ilo); Moquegua, Torata (U)' },
  { name: 'Locumba', course: [[-17.892, -71.0], [-17.614, -70.763], [-17.268, -70.25]], source: '§3 GSHHG mouth; Locumba, Candarave (U)' },
  { name: 'Sama', course: [[-18.12, -70.84], [-17.863, -70.56], [-17.475, -70.032]], source: '§3 [A] mouth; Las Yaras, Tarata (U)' },
  { name: 'Lluta', course: [[-18.42, -70.32], [-18.4, -70.0], [-18.2, -69.6]], source: '§3 GSHHG point; valley to Putre [A]' },
  { name: 'Camarones', course: [[-19.2, -70.27], [-19.0, -69.8], [-18.9, -69.45]], source: '§3 [A]: Arica/Tarapacá boundary' },
  {
    name: 'Loa',
    course: [[-21.426, -70.053], [-21.667, -69.533], [-22.1, -69.45], [-22.457, -68.924], [-22.34, -68.65], [-21.8, -68.45]],
    source: '§3 GSHHG mouth; Quillagua (W3), Calama (G); Chacance, Chiu Chiu, upper Loa [A]',
  },
  { name: 'Copiapó', course: [[-27.319, -70.932], [-27.367, -70.332], [-27.466, -70.263], [-27.8, -70.0], [-28.0, -69.85]], source: '§3 GSHHG mouth; Copiapó, Tierra Amarilla (G); upper valley [A]' },
  {
    name: 'Desaguadero',
    course: [[-16.564, -69.039], [-16.85, -68.75], [-17.28, -68.64], [-17.5, -68.45], [-17.59, -67.52], [-17.85, -67.3], [-18.03, -67.12]],
    source: '§1b outlet at Desaguadero (U/G); Nazacara, Calacoto, Ulloma, Eucaliptus [A]; Uru Uru (GSHHG)',
  },
];
