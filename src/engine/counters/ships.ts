import type { ShipFacts, ShipRecord } from './types';
import { indexById } from './byId';

/**
 * Every warship and transport of the Chilean and Peruvian navies at the outbreak, as
 * history-and-geography.md §5 ("H&G") lists them; Bolivia had no navy. All set up at the start (3.2 "All
 * Naval units" in any Peruvian port; 3.5 "All Naval units" in Antofagasta and/or the Chile Holding Box):
 * 9.0 schedules no ships. Left out: ships that joined later (Angamos, Oct 1879; the captured Huáscar and
 * Pilcomayo — 10.1 covers capture), torpedo boats and small craft (10.2 abstracts them), and hulks.
 *
 * Values (gunfire, armour, speed) by shipFormulas.ts (docs/counters.md §3), from the facts recorded per
 * row. Type follows the reference's section: §5a/§5c warships, §5b/§5d transports (armed transports such
 * as Loa or Chalaco are transports: they carry troops and can't fire, 7.9 note).
 */

const UNKNOWN_MERCHANT: ShipFacts = { hull: 'merchant', knots: null, beltInches: 0, heaviestGunInches: 0, gunsSixInchPlus: 0, gunsNineInchPlus: 0 };

const CL = 'cl-antofagasta-or-box';
const PE = 'pe-ports';

function transport(id: string, nation: 'chile' | 'peru', name: string, speed: number, facts: ShipFacts, source: string): ShipRecord {
  return { id, nation, type: 'transport', name, gunfire: 0, armour: 0, speed, arrivesTurn: null, setupGroup: nation === 'chile' ? CL : PE, facts, source };
}

export const SHIPS: readonly ShipRecord[] = [
  // Chile — warships (H&G §5a).
  {
    id: 'cl-ship-cochrane', nation: 'chile', type: 'warship', name: 'Almirante Cochrane', gunfire: 6, armour: 3, speed: 1, arrivesTurn: null, setupGroup: CL,
    facts: { hull: 'ironclad', knots: 12, beltInches: 9, heaviestGunInches: 9, gunsSixInchPlus: 6, gunsNineInchPlus: 6 },
    source: 'H&G §5a: central-battery ironclad, 12 kn (12.75 trials), belt 4.5–9 in, 6 × 9-in MLR [V]',
  },
  {
    id: 'cl-ship-blanco-encalada', nation: 'chile', type: 'warship', name: 'Blanco Encalada', gunfire: 6, armour: 3, speed: 1, arrivesTurn: null, setupGroup: CL,
    facts: { hull: 'ironclad', knots: 12, beltInches: 9, heaviestGunInches: 9, gunsSixInchPlus: 6, gunsNineInchPlus: 6 },
    source: 'H&G §5a: sister of Cochrane, ~12 kn, 9-in max armour, 6 × 9-in guns [V]',
  },
  {
    id: 'cl-ship-ohiggins', nation: 'chile', type: 'warship', name: "O'Higgins", gunfire: 4, armour: 0, speed: 0, arrivesTurn: null, setupGroup: CL,
    facts: { hull: 'wooden', knots: 9, beltInches: 0, heaviestGunInches: 7, gunsSixInchPlus: 5, gunsNineInchPlus: 0 },
    source: 'H&G §5a: wooden corvette, 9 kn, 3 × 7-in + 2 × 70-pdr + 4 × 40-pdr [V]',
  },
  {
    id: 'cl-ship-chacabuco', nation: 'chile', type: 'warship', name: 'Chacabuco', gunfire: 4, armour: 0, speed: 0, arrivesTurn: null, setupGroup: CL,
    facts: { hull: 'wooden', knots: 9, beltInches: 0, heaviestGunInches: 7, gunsSixInchPlus: 5, gunsNineInchPlus: 0 },
    source: "H&G §5a: sister of O'Higgins [V]",
  },
  {
    id: 'cl-ship-esmeralda', nation: 'chile', type: 'warship', name: 'Esmeralda', gunfire: 3, armour: 0, speed: -1, arrivesTurn: null, setupGroup: CL,
    facts: { hull: 'wooden', knots: 8, beltInches: 0, heaviestGunInches: 4.75, gunsSixInchPlus: 0, gunsNineInchPlus: 0 },
    source: 'H&G §5a: wooden corvette (1855), 8 kn, 16 × 40-pdr (4.75-in) [V]',
  },
  {
    id: 'cl-ship-abtao', nation: 'chile', type: 'warship', name: 'Abtao', gunfire: 3, armour: 0, speed: 0, arrivesTurn: null, setupGroup: CL,
    facts: { hull: 'wooden', knots: 10, beltInches: 0, heaviestGunInches: 5.8, gunsSixInchPlus: 0, gunsNineInchPlus: 0 },
    source: 'H&G §5a: wooden corvette, 10 kn, 1 × 5.8-in + 4 × 4.7-in [V]',
  },
  {
    id: 'cl-ship-magallanes', nation: 'chile', type: 'warship', name: 'Magallanes', gunfire: 3, armour: 0, speed: 1, arrivesTurn: null, setupGroup: CL,
    facts: { hull: 'wooden', knots: 11, beltInches: 0, heaviestGunInches: 7, gunsSixInchPlus: 2, gunsNineInchPlus: 0 },
    source: 'H&G §5a: composite gunboat, 11–11.5 kn, 1 × 7-in, 1 × 64-pdr, 2 × 20-pdr [V]',
  },
  {
    id: 'cl-ship-covadonga', nation: 'chile', type: 'warship', name: 'Covadonga', gunfire: 3, armour: 0, speed: -1, arrivesTurn: null, setupGroup: CL,
    facts: { hull: 'wooden', knots: 7, beltInches: 0, heaviestGunInches: 6.4, gunsSixInchPlus: 2, gunsNineInchPlus: 0 },
    source: 'H&G §5a: schooner/gunboat, 7 kn, 2 × 70-pdr (6.4-in) before 21 May 1879 [V]; 7.5 prints −1',
  },
  // Chile — transports (H&G §5b): the armed merchantman Loa, the collier Matías Cousiño, and the CSAV steamers.
  transport('cl-ship-loa', 'chile', 'Loa', 1, { hull: 'merchant', knots: 12, beltInches: 0, heaviestGunInches: 6, gunsSixInchPlus: 2, gunsNineInchPlus: 0 },
    'H&G §5b: iron screw steamer, 12 kn, 2 × 6-in BL; chartered May 1879 [V]'),
  transport('cl-ship-matias-cousino', 'chile', 'Matías Cousiño', 0, UNKNOWN_MERCHANT, 'H&G §5b: iron collier, 877 t, unarmed; speed not found → 9 kn assumed [A]'),
  transport('cl-ship-rimac', 'chile', 'Rímac', 0, UNKNOWN_MERCHANT, 'H&G §5b: CSAV steamer (captured Jul 1879); speed not found [A]'),
  transport('cl-ship-amazonas', 'chile', 'Amazonas', 0, UNKNOWN_MERCHANT, 'H&G §5b: transport at the Arica blockade 1880; specs not found [A]'),
  transport('cl-ship-itata', 'chile', 'Itata', 0, UNKNOWN_MERCHANT, 'H&G §5b: CSAV charter; specs not found [A]'),
  transport('cl-ship-tolten', 'chile', 'Toltén', 0, UNKNOWN_MERCHANT, 'H&G §5b: transport; specs not found [A]'),
  transport('cl-ship-copiapo', 'chile', 'Copiapó', 0, UNKNOWN_MERCHANT, 'H&G §5b: CSAV charter, light guns; specs not found [A]'),
  transport('cl-ship-paquete-del-maule', 'chile', 'Paquete del Maule', 0, UNKNOWN_MERCHANT, 'H&G §5b: CSAV charter; specs not found [A]'),
  transport('cl-ship-huanay', 'chile', 'Huanay', 0, UNKNOWN_MERCHANT, 'H&G §5b: CSAV charter; specs not found [A]'),
  transport('cl-ship-limari', 'chile', 'Limarí', 0, UNKNOWN_MERCHANT, 'H&G §5b: CSAV charter; specs not found [A]'),
  transport('cl-ship-lamar', 'chile', 'Lamar', 0, UNKNOWN_MERCHANT, 'H&G §5b: CSAV charter; specs not found [A]'),
  transport('cl-ship-inspector', 'chile', 'Inspector', 0, UNKNOWN_MERCHANT, 'H&G §5b: CSAV charter; specs not found [A]'),
  // Peru — warships (H&G §5c).
  {
    id: 'pe-ship-huascar', nation: 'peru', type: 'warship', name: 'Huáscar', gunfire: 5, armour: 2, speed: 1, arrivesTurn: null, setupGroup: PE,
    facts: { hull: 'ironclad', knots: 12, beltInches: 4.5, heaviestGunInches: 10, gunsSixInchPlus: 2, gunsNineInchPlus: 2 },
    source: 'H&G §5c: turret ram, 12 kn (12.3), belt 4.5 in, 2 × 10-in 300-pdr + 2 × 40-pdr [V]',
  },
  {
    id: 'pe-ship-independencia', nation: 'peru', type: 'warship', name: 'Independencia', gunfire: 5, armour: 2, speed: 1, arrivesTurn: null, setupGroup: PE,
    facts: { hull: 'ironclad', knots: 12, beltInches: 4.5, heaviestGunInches: 9, gunsSixInchPlus: 16, gunsNineInchPlus: 1 },
    source: 'H&G §5c: armoured frigate, 12 kn, belt 4.5 in, 9-in Vavasseur + 150-pdr Parrott + 2 × 7-in + 12 × 70-pdr [V]',
  },
  {
    id: 'pe-ship-manco-capac', nation: 'peru', type: 'warship', name: 'Manco Cápac', gunfire: 5, armour: 2, speed: -3, arrivesTurn: null, setupGroup: PE,
    facts: { hull: 'monitor', knots: 3.5, beltInches: 5, heaviestGunInches: 15, gunsSixInchPlus: 2, gunsNineInchPlus: 2 },
    source: 'H&G §5c: Canonicus-class monitor, only 3.5 kn by 1879, sides 3–5 in, 2 × 15-in Dahlgren [V]',
  },
  {
    id: 'pe-ship-atahualpa', nation: 'peru', type: 'warship', name: 'Atahualpa', gunfire: 5, armour: 2, speed: -2, arrivesTurn: null, setupGroup: PE,
    facts: { hull: 'monitor', knots: 8, beltInches: 5, heaviestGunInches: 15, gunsSixInchPlus: 2, gunsNineInchPlus: 2 },
    source: 'H&G §5c: Canonicus-class monitor, 8 kn nominal, 2 × 15-in Dahlgren [V]; 7.4 prints −2',
  },
  {
    id: 'pe-ship-union', nation: 'peru', type: 'warship', name: 'Unión', gunfire: 4, armour: 0, speed: 2, arrivesTurn: null, setupGroup: PE,
    facts: { hull: 'wooden', knots: 12.5, beltInches: 0, heaviestGunInches: 6.38, gunsSixInchPlus: 14, gunsNineInchPlus: 0 },
    source: 'H&G §5c: wooden corvette, 12.5–13 kn, 12 × 162-mm + 2 × 70-pdr [V]; ES 7.4 prints +2',
  },
  {
    id: 'pe-ship-pilcomayo', nation: 'peru', type: 'warship', name: 'Pilcomayo', gunfire: 3, armour: 0, speed: 1, arrivesTurn: null, setupGroup: PE,
    facts: { hull: 'wooden', knots: 11, beltInches: 0, heaviestGunInches: 6.4, gunsSixInchPlus: 2, gunsNineInchPlus: 0 },
    source: 'H&G §5c: wooden gunboat, 11–11.5 kn, 2 × 70-pdr + 4 × 40-pdr [V]',
  },
  // Peru — transports (H&G §5d; Rímac was still Chilean at the start).
  transport('pe-ship-chalaco', 'peru', 'Chalaco', 1, { hull: 'merchant', knots: 12, beltInches: 0, heaviestGunInches: 6.4, gunsSixInchPlus: 2, gunsNineInchPlus: 0 },
    'H&G §5d: iron paddle steamer, 12 kn, 4 × 30-pdr + 2 × 70-pdr [V]'),
  transport('pe-ship-limena', 'peru', 'Limeña', 1, { hull: 'merchant', knots: 12, beltInches: 0, heaviestGunInches: 6.4, gunsSixInchPlus: 2, gunsNineInchPlus: 0 },
    'H&G §5d: iron paddle steamer, 12 kn, 2 × 70-pdr (Jun 1879) [V]'),
  transport('pe-ship-oroya', 'peru', 'Oroya', 0, UNKNOWN_MERCHANT, 'H&G §5d: ex-PSNC steamer bought Mar 1879, 2 guns; speed not found [A]'),
  transport('pe-ship-talisman', 'peru', 'Talismán', 0, UNKNOWN_MERCHANT, 'H&G §5d: steamer for the Panama arms runs; speed not found [A]'),
];

const SHIP_BY_ID = indexById(SHIPS);

/** The ship with this id, or undefined (ids read from a position may be unknown). */
export function findShip(id: string): ShipRecord | undefined {
  return SHIP_BY_ID[id];
}

export function ship(id: string): ShipRecord {
  const found = SHIP_BY_ID[id];
  if (!found) throw new RangeError(`no ship "${id}"`);
  return found;
}
