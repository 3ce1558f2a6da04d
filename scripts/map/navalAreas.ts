/**
 * The thirteen naval areas (2.2, 2.3 errata), designed for the 7.5 example. docs/map.md draws them.
 *
 * Each sea hex gets two numbers: t, its distance in hexes to the nearest land hex, and u, how far
 * along the coast it lies (the position of the nearest point of COAST_LINE, a polyline traced north
 * to south through the ports, in hexes of arc length). Sea within INSHORE hexes of land forms ten
 * inshore areas, cut across the coast between ports; the open sea beyond forms three offshore areas.
 *
 *   inshore, north → south: XIII (Pacasmayo, Trujillo, Chimbote), XII (Chimbote, Huacho, Chancay,
 *     Ancón, Callao), X (Callao, Lima), XI (Lima, Cerro Azul, Pisco), VIII (Pisco), VII (Ica–Nazca
 *     coast), VI (Chala, Atico, Camaná, Mollendo; 2415 and 2514), III (Mollendo, Ilo, Arica, Pisagua, Iquique),
 *     II (Tocopilla, Cobija, Mejillones, Antofagasta, Taltal), I (Chañaral, Caldera, the southern
 *     edge by 3130/3231 and the Chile Holding Box)
 *   offshore, cut by rows: IX (north of row 14½), V (rows 14½–22½), IV (south of row 22½)
 *
 * So a stack leaving Callao for III hugs the coast through X, XI, VIII, VII, VI and into III (7.5).
 */
import type { NavalArea } from '../../src/engine/map/types';
import { distance } from '../../src/engine/hex';
import { hexCentreOf, toPlane, type HexPoint } from './fit';

/** Sea hexes at most this far from land are inshore. */
export const INSHORE = 3;

/** The coast, north to south, in hex-centre space (x = column, y = row, +0.5 in even columns). */
export const COAST_LINE: readonly { readonly at: string; readonly x: number; readonly y: number }[] = [
  { at: 'Pacasmayo', x: 16, y: 1.5 },
  { at: 'Trujillo', x: 17, y: 3 },
  { at: 'Chimbote', x: 18, y: 4.5 },
  { at: 'Huacho', x: 19, y: 5 },
  { at: 'Chancay', x: 19, y: 6 },
  { at: 'Ancón', x: 20, y: 6.5 },
  { at: 'Callao', x: 20, y: 7.5 },
  { at: 'Lima', x: 20, y: 8.5 },
  { at: 'Cerro Azul', x: 21, y: 9 },
  { at: 'Pisco', x: 22, y: 10.5 },
  { at: 'Ica coast', x: 23, y: 11 },
  { at: 'Nazca coast', x: 24, y: 12.5 },
  { at: 'Chala', x: 25, y: 13 },
  { at: 'Atico', x: 26, y: 13.5 },
  { at: 'Camaná', x: 27, y: 14 },
  { at: 'Quilca', x: 28, y: 14.5 },
  { at: 'Mollendo', x: 29, y: 14 },
  { at: 'Ilo', x: 30, y: 15.5 },
  { at: 'Arica', x: 31, y: 16 },
  { at: 'Pisagua', x: 32, y: 17.5 },
  { at: 'Iquique', x: 32, y: 18.5 },
  { at: 'Tocopilla', x: 32, y: 20.5 },
  { at: 'Cobija', x: 32, y: 21.5 },
  { at: 'Mejillones', x: 31, y: 22 },
  { at: 'Antofagasta', x: 31, y: 23 },
  { at: 'Taltal', x: 31, y: 25 },
  { at: 'Chañaral', x: 31, y: 26 },
  { at: 'Caldera', x: 31, y: 27 },
  { at: 'Huasco', x: 30, y: 29 },
  { at: 'south edge', x: 30, y: 31.5 },
];

/**
 * Where each area begins along the coast, as a position between two COAST_LINE points (index 2.5 =
 * halfway from Chimbote to Huacho). Inshore areas in coast order, then the offshore areas.
 */
export const INSHORE_AREAS: readonly { readonly area: NavalArea; readonly from: number }[] = [
  { area: 'XIII', from: 0 }, // Pacasmayo, Trujillo
  { area: 'XII', from: 1.5 }, // Trujillo | Chimbote: Chimbote, Huacho, Chancay
  { area: 'X', from: 4.5 }, // Chancay | Ancón: Ancón, Callao, Lima
  { area: 'XI', from: 7.5 }, // Callao | Lima: south of Lima, Cerro Azul
  { area: 'VIII', from: 8.6 }, // Cerro Azul | Pisco: Pisco, Paracas
  { area: 'VII', from: 10 }, // Ica coast, Nazca coast
  { area: 'VI', from: 11.5 }, // Nazca coast | Chala: Chala, Atico, Camaná, Quilca, Mollendo (2415, 2514)
  { area: 'III', from: 16.5 }, // Mollendo | Ilo: Ilo, Arica, Pisagua, Iquique
  { area: 'II', from: 20.5 }, // Iquique | Tocopilla (the Loa, Peru–Bolivia 1879): to Taltal
  { area: 'I', from: 25.5 }, // Taltal | Chañaral: Chañaral, Caldera, the southern edge
];

/** The open sea beyond INSHORE, cut by rows (y in hex-centre space): IX north, V centre, IV south. */
export const OFFSHORE_AREAS: readonly { readonly area: NavalArea; readonly fromY: number }[] = [
  { area: 'IX', fromY: -Infinity },
  { area: 'V', fromY: 14.5 },
  { area: 'IV', fromY: 22.5 },
];

function plane(p: HexPoint): HexPoint {
  return toPlane(p);
}

/** Arc length (in hex widths, √3 plane units) of each COAST_LINE point from the first. */
function cumulative(): number[] {
  const out = [0];
  for (let i = 1; i < COAST_LINE.length; i++) {
    const a = plane(COAST_LINE[i - 1]!);
    const b = plane(COAST_LINE[i]!);
    out.push(out[i - 1]! + Math.hypot(b.x - a.x, b.y - a.y) / Math.sqrt(3));
  }
  return out;
}

/** Position along the coast of the COAST_LINE point with fractional index f. */
export function coastPosition(f: number): number {
  const cum = cumulative();
  const i = Math.min(Math.floor(f), cum.length - 1);
  const next = cum[Math.min(i + 1, cum.length - 1)]!;
  return cum[i]! + (next - cum[i]!) * (f - i);
}

/** u: the position along the coast of the point of COAST_LINE nearest to the hex centre. */
export function alongCoast(id: string): number {
  const cum = cumulative();
  const p = plane(hexCentreOf(id));
  let best = { d: Infinity, u: 0 };
  for (let i = 0; i + 1 < COAST_LINE.length; i++) {
    const a = plane(COAST_LINE[i]!);
    const b = plane(COAST_LINE[i + 1]!);
    const abx = b.x - a.x;
    const aby = b.y - a.y;
    const len2 = abx * abx + aby * aby;
    const k = Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / len2));
    const d = Math.hypot(a.x + abx * k - p.x, a.y + aby * k - p.y);
    if (d < best.d - 1e-9) best = { d, u: cum[i]! + (cum[i + 1]! - cum[i]!) * k };
  }
  return best.u;
}

function inshoreArea(u: number): NavalArea {
  let area = INSHORE_AREAS[0]!.area;
  for (const row of INSHORE_AREAS) if (u >= coastPosition(row.from)) area = row.area;
  return area;
}

function offshoreArea(y: number): NavalArea {
  let area = OFFSHORE_AREAS[0]!.area;
  for (const row of OFFSHORE_AREAS) if (y >= row.fromY) area = row.area;
  return area;
}

export function assignNavalAreas(sea: readonly string[], land: readonly string[]): Map<string, NavalArea> {
  const out = new Map<string, NavalArea>();
  for (const h of sea) {
    let t = Infinity;
    for (const l of land) t = Math.min(t, distance(h, l));
    out.set(h, t <= INSHORE ? inshoreArea(alongCoast(h)) : offshoreArea(hexCentreOf(h).y));
  }
  return out;
}
