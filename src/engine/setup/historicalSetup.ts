import type { Nation } from '../map/types';

/** A place named for the historical set-up: a hex, a town by name (resolved on the map), or the box. */
export type SetupPlace = { readonly hex: string } | { readonly town: string } | 'holdingBox';

/**
 * The one-click historical set-up: where each side actually stood in March–April 1879, inside what
 * 3.2–3.5 allow (docs/setup.md gives the sources). Stacks respect 8.1 (6 units, 7 with a fort) so that
 * nobody loses a unit to the first Administrative Phase; under the Spanish limit (5, 6 with a fort) the
 * pieces over it are then placed elsewhere (historicalOverflow.ts).
 *  - Peru: the army of Lima concentrated at Callao and Lima (the fleet at Callao until it sailed south
 *    in May 1879; history §7); the two battalions of the Tarapacá garrison at Iquique and Pisagua.
 *  - Bolivia: Daza's army gathering at La Paz and Oruro before its march to Tacna (history §6c).
 *  - Chile: Sotomayor's occupation force at Antofagasta (14 Feb 1879), the squadron off Antofagasta
 *    before the blockade of Iquique, the transports and the rest of the supply in the south (the box).
 */
export const HISTORICAL_SETUP: Readonly<Record<string, SetupPlace>> = {
  // Peru (3.2)
  'pe-inf-gen-bn-1': { town: 'Iquique' },
  'pe-inf-gen-bn-2': { town: 'Pisagua' },
  'pe-cav-gen-bn-1': { hex: '2008' },
  'pe-inf-zepita': { hex: '2007' },
  'pe-inf-ayacucho': { hex: '2007' },
  'pe-inf-cuzco': { hex: '2007' },
  'pe-cav-husares-junin': { hex: '2007' },
  'pe-cav-torata': { hex: '2007' },
  'pe-cav-guias': { hex: '2007' },
  'pe-art-gen-regt-1': { hex: '2007' },
  'pe-ship-huascar': { hex: '2007' },
  'pe-ship-independencia': { hex: '2007' },
  'pe-ship-manco-capac': { hex: '2007' },
  'pe-ship-atahualpa': { hex: '2007' },
  'pe-ship-union': { hex: '2007' },
  'pe-ship-pilcomayo': { hex: '2007' },
  'pe-ship-chalaco': { hex: '2007' },
  'pe-ship-limena': { hex: '2007' },
  'pe-ship-oroya': { hex: '2007' },
  'pe-ship-talisman': { hex: '2007' },
  // Bolivia (3.3): La Paz has a fort, so seven may stack there.
  'bo-inf-colorados': { hex: '3513' },
  'bo-inf-amarillos': { hex: '3513' },
  'bo-inf-sucre': { hex: '3513' },
  'bo-inf-illimani': { hex: '3513' },
  'bo-cav-husares': { hex: '3513' },
  'bo-art-santa-cruz': { hex: '3513' },
  'bo-inf-murillo': { hex: '3616' },
  'bo-inf-aroma': { hex: '3616' },
  'bo-cav-legion': { hex: '3616' },
  // Chile (3.5)
  'cl-inf-buin-1': { hex: '3123' },
  'cl-inf-2nd': { hex: '3123' },
  'cl-inf-3rd': { hex: '3123' },
  'cl-inf-4th': { hex: '3123' },
  'cl-cav-cazadores': { hex: '3123' },
  'cl-cav-granaderos': { hex: '3123' },
  'cl-art-1st': 'holdingBox',
  'cl-ship-cochrane': { hex: '3123' },
  'cl-ship-blanco-encalada': { hex: '3123' },
  'cl-ship-ohiggins': { hex: '3123' },
  'cl-ship-chacabuco': { hex: '3123' },
  'cl-ship-esmeralda': { hex: '3123' },
  'cl-ship-abtao': { hex: '3123' },
  'cl-ship-magallanes': { hex: '3123' },
  'cl-ship-covadonga': { hex: '3123' },
  'cl-ship-loa': 'holdingBox',
  'cl-ship-matias-cousino': 'holdingBox',
  'cl-ship-rimac': 'holdingBox',
  'cl-ship-amazonas': 'holdingBox',
  'cl-ship-itata': 'holdingBox',
  'cl-ship-tolten': 'holdingBox',
  'cl-ship-copiapo': 'holdingBox',
  'cl-ship-paquete-del-maule': 'holdingBox',
  'cl-ship-huanay': 'holdingBox',
  'cl-ship-limari': 'holdingBox',
  'cl-ship-lamar': 'holdingBox',
  'cl-ship-inspector': 'holdingBox',
};

/** The set-up Supply Columns, in order, by nation (3.2: 3 near Lima; 3.3: 1; 3.5: 6). */
export const HISTORICAL_SUPPLY: Readonly<Record<Nation, readonly SetupPlace[]>> = {
  peru: [{ hex: '2007' }, { hex: '2007' }, { hex: '2007' }],
  bolivia: [{ hex: '3616' }],
  chile: [{ hex: '3123' }, { hex: '3123' }, { hex: '3123' }, 'holdingBox', 'holdingBox', 'holdingBox'],
};
