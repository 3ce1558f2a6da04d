import type { NavalArea } from '../../src/engine';
import type { Order } from './director';
import {
  assault, attack, debark, debarkAll, debarkColumns, embark, embarkArmy, embarkColumn, fire, historicalSetup, intercept, march, nadcs, recruit, retreatTo, sail, setAside, toHoldingBox,
} from './orderKit';

/**
 * The war as it was fought, as orders per game turn (docs/history.md gives the dates and sources).
 * Hexes: Antofagasta 3123, Pisagua 3217, Iquique 3218, Caleta Junín 3219, Tarapacá 3318, Arica 3116,
 * Tacna 3115, Ilo 3015, Pisco 2210, Cerro Azul 2109 (the Lurín shore), Lima 2008, Callao 2007.
 */
const SQUADRON = ['cl-ship-cochrane', 'cl-ship-blanco-encalada', 'cl-ship-ohiggins', 'cl-ship-chacabuco', 'cl-ship-abtao', 'cl-ship-magallanes'];
const IRONCLADS = ['cl-ship-cochrane', 'cl-ship-blanco-encalada'];
const CORVETTES = ['cl-ship-ohiggins', 'cl-ship-chacabuco', 'cl-ship-abtao', 'cl-ship-magallanes'];
const IQUIQUE_BLOCKADE = ['cl-ship-esmeralda', 'cl-ship-covadonga'];
/** Transports: group A ships the Antofagasta army to Caleta Junín; group B the Pisagua landing and then Ilo. */
const GROUP_A = ['cl-ship-amazonas', 'cl-ship-itata', 'cl-ship-tolten', 'cl-ship-copiapo'];
const GROUP_B = ['cl-ship-loa', 'cl-ship-matias-cousino', 'cl-ship-rimac', 'cl-ship-paquete-del-maule', 'cl-ship-huanay', 'cl-ship-limari', 'cl-ship-lamar', 'cl-ship-inspector'];
/** The Lima expedition: group X to Pisco (Villagrán, Nov 1880), group Y to the Lurín shore (Dec 1880). */
const GROUP_X = ['cl-ship-amazonas', 'cl-ship-itata', 'cl-ship-tolten', 'cl-ship-copiapo', 'cl-ship-loa', 'cl-ship-matias-cousino'];
const GROUP_Y = ['cl-ship-rimac', 'cl-ship-paquete-del-maule', 'cl-ship-huanay', 'cl-ship-limari', 'cl-ship-lamar', 'cl-ship-inspector'];
const all = (ships: readonly string[], area: NavalArea) => Object.fromEntries(ships.map((s) => [s, area])) as Record<string, NavalArea>;

/** Sotomayor's occupation force at Antofagasta (3.5), Pisagua and Junín's landing parties, the Ilo and Lima armies. */
const ANTOFAGASTA_ARMY = ['cl-inf-buin-1', 'cl-inf-2nd', 'cl-inf-3rd', 'cl-inf-4th', 'cl-cav-cazadores', 'cl-cav-granaderos'];
const PISAGUA_LANDING = ['cl-inf-santiago', 'cl-inf-esmeralda', 'cl-inf-atacama', 'cl-inf-chacabuco', 'cl-inf-lautaro', 'cl-inf-valdivia'];
const TACNA_ARMY = ['cl-inf-santiago', 'cl-inf-esmeralda', 'cl-inf-atacama'];
const ARICA_ARMY = ['cl-inf-chacabuco', 'cl-inf-lautaro', 'cl-inf-valdivia'];
const PERU_SOUTH = ['pe-inf-zepita', 'pe-inf-ayacucho', 'pe-inf-cuzco', 'pe-cav-husares-junin'];
const DAZA = ['bo-inf-colorados', 'bo-inf-amarillos', 'bo-inf-sucre'];
/** The Lima expedition (H&G §6a, Chorrillos order of battle), from the regiments in the Holding Box. */
const PISCO_DIVISION = ['cl-inf-2nd', 'cl-inf-colchagua', 'cl-inf-talca', 'cl-inf-coquimbo', 'cl-inf-rengo', 'cl-inf-linares'];
const LURIN_ARMY = ['cl-inf-chillan', 'cl-inf-curico', 'cl-inf-aconcagua', 'cl-inf-valparaiso', 'cl-cav-carabineros-yungay', 'cl-art-2nd'];

/** Load pairs: each transport carries up to two steps (7.1). */
const loads = (ships: readonly string[], pieces: readonly string[], perShip: number) =>
  pieces.map((p, i) => [ships[Math.floor(i / perShip)]!, p] as const);

export const CAMPAIGN: readonly Order[] = ([
  // ── Set-up (3.1, 4.2): March 1879 ──
  historicalSetup('allied'),
  nadcs(0, 'allied', 'the first convoy south (Apr 1879)', all(['pe-ship-chalaco', 'pe-ship-limena', 'pe-ship-oroya'], 'III')),
  historicalSetup('chile'),
  nadcs(0, 'chile', 'the squadron to blockade Iquique (5 Apr 1879)', all([...SQUADRON, ...IQUIQUE_BLOCKADE], 'III')),

  // ── Turn 1, Mar–Apr 1879: the blockade of Iquique; Peru ships its southern army to Tarapacá ──
  nadcs(1, 'chile', 'Williams to Callao, Esmeralda and Covadonga left at Iquique (16 May 1879)', { ...all(SQUADRON, 'X'), ...all(IQUIQUE_BLOCKADE, 'III') }),
  sail(1, 'chile', 'the blockade of Iquique begins (5 Apr 1879)', 'cl-ship-cochrane', '3218'),
  nadcs(1, 'allied', 'Huáscar and Independencia sail for Iquique (21 May 1879)', all(['pe-ship-huascar', 'pe-ship-independencia'], 'III')),
  embark(1, 'allied', 'the Army of the South embarks at Callao', [['pe-ship-chalaco', 'pe-inf-zepita'], ['pe-ship-chalaco', 'pe-inf-ayacucho'], ['pe-ship-limena', 'pe-inf-cuzco'], ['pe-ship-limena', 'pe-cav-husares-junin'], ['pe-ship-oroya', 'sc-1']]),
  sail(1, 'allied', 'the convoy to Pisagua', 'pe-ship-chalaco', '3217'),
  debark(1, 'allied', 'the Army of the South lands in Tarapacá', [...PERU_SOUTH, 'sc-1']),
  march(1, 'chile', 'Calama taken at Topáter (23 Mar 1879)', ['cl-cav-cazadores'], '3123', '3321'),
  march(1, 'allied', 'Daza\'s army marches from La Paz for Tacna (Apr 1879)', DAZA, '3513', '3115'),

  // ── Turn 2, May–Jun 1879: the battle of Iquique (21 May) ──
  nadcs(2, 'chile', 'the squadron back to Iquique', all(SQUADRON, 'III')),
  sail(2, 'chile', 'Williams sails for Callao (16 May 1879)', 'cl-ship-cochrane', '1909'),
  sail(2, 'chile', 'Esmeralda and Covadonga off Iquique', 'cl-ship-esmeralda', '3119'),
  nadcs(2, 'allied', 'Huáscar and Unión cruise south (Aug 1879); Manco Cápac to Arica', { 'pe-ship-huascar': 'II', 'pe-ship-union': 'II', 'pe-ship-manco-capac': 'III' }),
  sail(2, 'allied', 'Grau and Moore fall on Esmeralda and Covadonga off Iquique (21 May 1879)', 'pe-ship-huascar', '3119'),
  intercept(2, 'chile', 'Prat gives battle', '3119', 'pe-ship-huascar'),
  setAside(2, 'allied', 'no ship stands aside', []),
  setAside(2, 'chile', 'no ship stands aside', []),
  fire(2, 'chile', 'Covadonga draws Independencia onto Punta Gruesa (7.10)', 'cl-ship-covadonga', 'pe-ship-independencia', 'sunk'),
  fire(2, 'allied', 'Huáscar rams and sinks Esmeralda (7.10)', 'pe-ship-huascar', 'cl-ship-esmeralda', 'sunk'),

  // ── Turn 3, Jul–Aug 1879: Huáscar's raids; the squadron blockades Iquique again ──
  nadcs(3, 'chile', 'the ironclads to hunt Huáscar off Mejillones (Oct 1879); group A to Antofagasta', { ...all(IRONCLADS, 'II'), ...all(CORVETTES, 'III'), 'cl-ship-covadonga': 'III', ...all(GROUP_A, 'II') }),
  sail(3, 'chile', 'the squadron back off Iquique', 'cl-ship-cochrane', '3218'),
  sail(3, 'chile', 'Covadonga off Iquique', 'cl-ship-covadonga', '3218'),
  sail(3, 'allied', 'Huáscar raids Antofagasta (28 Aug 1879)', 'pe-ship-huascar', '3022'),
  sail(3, 'allied', 'Unión joins Huáscar off Antofagasta', 'pe-ship-union', '3022'),
  sail(3, 'allied', 'the monitor Manco Cápac to Arica, its floating battery', 'pe-ship-manco-capac', '3116'),

  // ── Turn 4, Sep–Oct 1879: Angamos (8 Oct) ──
  nadcs(4, 'chile', 'Blanco Encalada to the Mollendo coast; group A to Junín, group B to Pisagua; the corvettes hold Iquique', { 'cl-ship-blanco-encalada': 'VI', 'cl-ship-cochrane': 'III', ...all(CORVETTES, 'III'), 'cl-ship-covadonga': 'III', ...all(GROUP_A, 'III'), ...all(GROUP_B, 'III') }),
  sail(4, 'chile', 'Cochrane and Blanco Encalada close on Huáscar off Punta Angamos (8 Oct 1879)', 'cl-ship-cochrane', '3022'),
  sail(4, 'chile', 'the corvettes hold the Tarapacá coast', 'cl-ship-ohiggins', '3118'),
  sail(4, 'chile', 'Covadonga holds Iquique', 'cl-ship-covadonga', '3218'),
  sail(4, 'chile', 'the transports of group A to Antofagasta', 'cl-ship-amazonas', '3123'),
  intercept(4, 'allied', 'Grau cannot escape: Angamos', '3022', 'cl-ship-cochrane'),
  setAside(4, 'chile', 'no ship stands aside', []),
  fire(4, 'chile', 'Cochrane\'s first hits (Angamos)', 'cl-ship-cochrane', 'pe-ship-huascar', 'damaged'),
  fire(4, 'allied', 'Unión fires on Cochrane and runs: she escapes (8 Oct 1879)', 'pe-ship-union', 'cl-ship-cochrane', 'miss'),
  fire(4, 'allied', 'Huáscar\'s turret fires on Cochrane', 'pe-ship-huascar', 'cl-ship-cochrane', 'miss'),
  fire(4, 'chile', 'Blanco Encalada finishes Huáscar: Grau killed (8 Oct 1879)', 'cl-ship-blanco-encalada', 'pe-ship-huascar', 'sunk'),
  nadcs(4, 'allied', 'Pilcomayo to the Mollendo coast (Nov 1879); Unión home to Callao', { 'pe-ship-pilcomayo': 'VI', 'pe-ship-union': 'X' }),
  march(4, 'allied', 'the garrison of Iquique marches inland to the army at Tarapacá', ['pe-inf-gen-bn-1'], '3218', '3318'),
  march(4, 'allied', 'the Army of the South concentrates at Tarapacá', PERU_SOUTH, '3217', '3318'),

  // ── Turn 5, Nov–Dec 1879: Pisagua (2 Nov), Pilcomayo (18 Nov), Iquique (23 Nov), Tarapacá (27 Nov) ──
  nadcs(5, 'chile', 'group A back to the Holding Box; group B to carry the army from Pisagua to Ilo', { ...all(GROUP_A, 'I'), ...all(GROUP_B, 'III') }),
  sail(5, 'chile', 'Blanco Encalada waits off Mollendo', 'cl-ship-blanco-encalada', '2814'),
  embark(5, 'chile', 'the Antofagasta army embarks', loads(GROUP_A, ANTOFAGASTA_ARMY, 2)),
  embark(5, 'chile', 'the Pisagua landing force embarks in the Holding Box', loads(GROUP_B, PISAGUA_LANDING, 1)),
  embarkColumn(5, 'chile', 'a Supply Column for the army at Pisagua', 'cl-ship-inspector'),
  sail(5, 'chile', 'the landing at Caleta Junín (2 Nov 1879)', 'cl-ship-amazonas', '3219'),
  sail(5, 'chile', 'the landing at Pisagua (2 Nov 1879)', 'cl-ship-loa', '3217'),
  sail(5, 'chile', 'the corvettes cover the landing', 'cl-ship-ohiggins', '3118'),
  sail(5, 'chile', 'Covadonga covers the landing', 'cl-ship-covadonga', '3118'),
  sail(5, 'chile', 'Cochrane off Iquique', 'cl-ship-cochrane', '3119'),
  debark(5, 'chile', 'the army lands', [...ANTOFAGASTA_ARMY, ...PISAGUA_LANDING]),
  debarkColumns(5, 'chile', 'its Supply Column ashore at Pisagua'),
  march(5, 'chile', 'Iquique abandoned by its garrison is occupied (23 Nov 1879)', ['cl-inf-buin-1', 'cl-inf-3rd', 'cl-inf-4th', 'cl-inf-2nd', 'cl-cav-cazadores', 'cl-cav-granaderos'], '3219', '3218'),
  assault(5, 'chile', 'Pisagua stormed (2 Nov 1879)', '3217', 'taken'),
  attack(5, 'chile', 'Tarapacá (27 Nov 1879): Cáceres and the Zepita repulse the Chilean column', ['cl-inf-2nd'], '3218', '3318', 'repulsed'),
  sail(5, 'allied', 'Pilcomayo off Mollendo', 'pe-ship-pilcomayo', '2814'),
  sail(5, 'allied', 'Unión back in Callao', 'pe-ship-union', '2007'),
  intercept(5, 'chile', 'Blanco Encalada chases Pilcomayo (18 Nov 1879)', '2814', 'pe-ship-pilcomayo'),
  fire(5, 'allied', 'Pilcomayo fires and runs', 'pe-ship-pilcomayo', 'cl-ship-blanco-encalada', 'miss'),
  fire(5, 'chile', 'Pilcomayo is lost (18 Nov 1879)', 'cl-ship-blanco-encalada', 'pe-ship-pilcomayo', 'sunk'),
  recruit(5, 'allied', 'the Tarapacá battalion raised for the garrison of Arica (one new unit a city, 6.4)', [{ unit: 'pe-inf-tarapaca', to: '3116' }]),
  march(5, 'allied', 'the army of Tarapacá retreats to Arica and Tacna (Dec 1879)', ['pe-inf-zepita', 'pe-inf-ayacucho', 'pe-inf-cuzco'], '3318', '3115'),
  march(5, 'allied', 'the rest of the army of Tarapacá to Arica', ['pe-cav-husares-junin', 'pe-inf-gen-bn-1'], '3318', '3116'),

  // ── Turn 6, Jan–Feb 1880: the landing at Ilo / Pacocha (24–26 Feb 1880) ──
  nadcs(6, 'chile', 'group B back to the Holding Box', all(GROUP_B, 'I')),
  toHoldingBox(6, 'group A back to the Holding Box', 'cl-ship-amazonas'),
  embark(6, 'chile', 'the army of Pisagua embarks for Ilo', loads(GROUP_B, PISAGUA_LANDING, 1)),
  embarkColumn(6, 'chile', 'a Supply Column for the army at Ilo', 'cl-ship-inspector'),
  sail(6, 'chile', 'the landing at Ilo / Pacocha (24–26 Feb 1880)', 'cl-ship-loa', '3015'),
  debark(6, 'chile', 'the army lands at Ilo', PISAGUA_LANDING),
  debarkColumns(6, 'chile', 'its Supply Column ashore at Ilo'),

  recruit(6, 'allied', 'the Iquique battalion joins the garrison of Arica (Ugarte\'s 8th Division)', [{ unit: 'pe-inf-iquique', to: '3116' }]),
  march(6, 'allied', 'Gamarra\'s division holds Moquegua', ['pe-inf-cuzco'], '3115', '3114'),

  // ── Turn 7, Mar–Apr 1880: Los Ángeles (22 Mar): Baquedano takes Moquegua ──
  toHoldingBox(7, 'group B back to the Holding Box', 'cl-ship-loa'),
  march(7, 'chile', 'Baquedano marches up the Ilo railway', TACNA_ARMY, '3015', '3014'),
  attack(7, 'chile', 'Los Ángeles (22 Mar 1880): Gamarra driven from Moquegua', TACNA_ARMY, '3014', '3114', 'taken'),

  // ── Turn 8, May–Jun 1880: Tacna (26 May) and Arica (7 Jun) ──
  attack(8, 'chile', 'Tacna, the Alto de la Alianza (26 May 1880)', TACNA_ARMY, '3114', '3115', 'taken'),
  retreatTo(8, 'allied', 'the allied army breaks: the Bolivians home over the cordillera, Montero to Arequipa', '3115', '3214'),
  attack(8, 'chile', 'the assault on the Morro de Arica (7 Jun 1880)', ARICA_ARMY, '3015', '3116', 'taken'),
  retreatTo(8, 'allied', 'the last of Arica\'s garrison into the hills', '3116', '3215'),

  // ── Turn 10, Sep–Oct 1880: the Lima expedition is readied; Piérola raises the army of Lima ──
  recruit(10, 'allied', 'the army of Lima: the Lima regiment', [{ unit: 'pe-inf-lima', to: '2008' }]),
  nadcs(10, 'chile', 'the Lima expedition sails: group X for Pisco, group Y for the Lurín shore', { ...all(GROUP_X, 'VIII'), ...all(GROUP_Y, 'XI') }),

  // ── Turn 11, Nov–Dec 1880: Pisco (18–20 Nov), Curayaco and Lurín (22 Dec) ──
  embarkArmy(11, 'chile', 'the 1st Division embarks (2nd Line, Colchagua, Talca; Coquimbo of the flying column)', GROUP_X, PISCO_DIVISION),
  embarkArmy(11, 'chile', 'the 2nd and 3rd Divisions embark with the cavalry and artillery', GROUP_Y, LURIN_ARMY),
  sail(11, 'chile', 'the landing at Pisco (18–20 Nov 1880)', 'cl-ship-amazonas', '2210'),
  sail(11, 'chile', 'the landing at Curayaco, by Lurín (22 Dec 1880)', 'cl-ship-rimac', '2109'),
  debarkAll(11, 'chile', 'the Lima expedition lands'),

  recruit(11, 'allied', 'the army of Lima: the Guards regiment', [{ unit: 'pe-inf-guards', to: '2008' }]),
  march(11, 'allied', 'Piérola gathers the army of Lima: the garrison of Callao to the lines of Chorrillos', ['pe-cav-torata', 'pe-cav-guias', 'pe-art-gen-regt-1'], '2007', '2008'),

  // ── Turn 12, Jan–Feb 1881: Chorrillos (13 Jan) and Miraflores (15 Jan); Lima and Callao taken ──
  march(12, 'chile', 'the 1st Division marches up from Pisco to Callao, abandoned by its garrison', 'all', '2210', '2007'),
  attack(12, 'chile', 'Chorrillos and Miraflores (13–15 Jan 1881): Lima falls', 'all', '2109', '2008', 'taken'),
] as (Order | Order[])[]).flat();
