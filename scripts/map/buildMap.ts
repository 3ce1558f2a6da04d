/**
 * The map builder (issue 3): real geography → GameMap. Deterministic: no randomness, no clock, every
 * list sorted. scripts/build-map.ts writes its result to src/engine/map/data/map.json.
 */
import { hexId, line, neighbours } from '../../src/engine/hex';
import { MAP_EXTENT } from '../../src/engine/map/extent';
import type { GameMap, Hexside, MapHex, NavalArea, Terrain } from '../../src/engine/map/types';
import { chartTerrainOf, type LandShares } from './chartTerrain';
import { AREA_CORRECTIONS, TERRAIN_CORRECTIONS, TOWN_PLACEMENTS } from './corrections';
import { fitAnchors, hexCentreOf, project, residuals, snap, toPlane, unproject, type Fit, type Residual } from './fit';
import { bandAt, inSalar, LAKES, SALARS, type Band2 } from './geography';
import { openBand, openTerrainOfBand } from './openTerrain';
import { planeCentre, orderedPair, segmentsCross } from './hexPlane';
import { indexRings, inPolygon, isLand, loadLandRings, type LandIndex } from './land';
import { assignNavalAreas } from './navalAreas';
import { placeTowns, type PlacedTown } from './placeTowns';
import { TOWNS } from './places';
import { RAILWAYS, type Stop } from './railways';
import { RIVERS } from './rivers';
import { hexSampleOffsets } from './samples';

/** A hex is sea when less than half of it is land (Natural Earth). */
export const LAND_THRESHOLD = 0.5;
/** A land hex is lake when at least 40 % of it is lake water (Titicaca, Poopó). */
export const LAKE_THRESHOLD = 0.4;
/** Open-terrain reading (issue 3): a land hex is salt desert when a third of all its samples are salar. */
export const SALAR_THRESHOLD = 1 / 3;
/** 8.6 note: the water drawn in 3515 is a river, never impassable. */
export const RIVER_HEX_3515 = '3515';

export interface HexSurvey {
  readonly id: string;
  readonly land: number;
  readonly lake: number;
  readonly salar: number;
  /** The band at the hex centre (the open-terrain reading). */
  readonly band: Band2;
  /** The samples on land, not lake, by band and salar (the chart reading, chartTerrain.ts). */
  readonly shares: LandShares;
}

/** The open-terrain reading (issue 21, openTerrain.ts): what differs from the chart's map. */
export interface OpenTerrainLayer {
  /** Land hexes whose terrain differs in the open-terrain reading, with that terrain. */
  readonly terrain: Readonly<Record<string, Terrain>>;
  /** Every railroad hexside of the open-terrain reading (the map of issue 3's). */
  readonly railroads: readonly Hexside[];
  /** 5.1: the first VP of the towns the calibration with 5.5 changed, by hex (places.ts firstVp). */
  readonly vp: Readonly<Record<string, number>>;
}

export interface BuildReport {
  readonly fit: Fit;
  readonly residuals: readonly Residual[];
  readonly survey: ReadonlyMap<string, HexSurvey>;
  readonly towns: readonly PlacedTown[];
}

const NO_BANDS: Record<Band2, number> = { coast: 0, slope: 0, cordillera: 0, altiplano: 0, eastCordillera: 0, lowland: 0 };

export function extentHexIds(): string[] {
  const ids: string[] = [];
  for (let col = MAP_EXTENT.minCol; col <= MAP_EXTENT.maxCol; col++) {
    for (let row = MAP_EXTENT.minRow; row <= MAP_EXTENT.maxRow; row++) ids.push(hexId(col, row));
  }
  return ids;
}

function survey(fit: Fit, land: LandIndex, ids: readonly string[]): Map<string, HexSurvey> {
  const offsets = hexSampleOffsets(3);
  const out = new Map<string, HexSurvey>();
  for (const id of ids) {
    const c = hexCentreOf(id);
    let nLand = 0;
    let nLake = 0;
    let nSalar = 0;
    const bands = { ...NO_BANDS };
    let dry = 0;
    let drySalar = 0;
    for (const o of offsets) {
      const p = unproject(fit, { x: c.x + o.dx, y: c.y + o.dy });
      const onLand = isLand(land, p);
      const inLake = LAKES.some((l) => inPolygon(l.ring, p));
      const inSalt = SALARS.some((s) => inSalar(s, p));
      if (onLand) nLand++;
      if (inLake) nLake++;
      if (inSalt) nSalar++;
      if (onLand && !inLake) {
        dry++;
        bands[bandAt(p)]++;
        if (inSalt) drySalar++;
      }
    }
    const n = offsets.length;
    const shares: LandShares = { land: dry, bands, salar: drySalar };
    out.set(id, { id, land: nLand / n, lake: nLake / n, salar: nSalar / n, band: bandAt(unproject(fit, c)), shares });
  }
  return out;
}

/** Hexes a river's course passes through (course sampled every 1/20 of a hex). */
function riverHexes(fit: Fit): Set<string> {
  const out = new Set<string>();
  for (const r of RIVERS) {
    const pts = r.course.map(([lat, lon]) => project(fit, { lat, lon }));
    for (let i = 0; i + 1 < pts.length; i++) {
      const a = pts[i]!;
      const b = pts[i + 1]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 20));
      for (let k = 0; k <= steps; k++) out.add(snap({ x: a.x + ((b.x - a.x) * k) / steps, y: a.y + ((b.y - a.y) * k) / steps }));
    }
  }
  return out;
}

function landPairs(ids: readonly string[], isLandHex: (id: string) => boolean): [string, string][] {
  const out: [string, string][] = [];
  for (const a of ids) {
    if (!isLandHex(a)) continue;
    for (const b of neighbours(a)) if (a < b && isLandHex(b)) out.push([a, b]);
  }
  return out;
}

function sortPairs(pairs: Iterable<readonly [string, string]>): Hexside[] {
  const seen = new Map<string, Hexside>();
  for (const [a, b] of pairs) {
    const p = orderedPair(a, b);
    seen.set(`${p[0]}-${p[1]}`, p);
  }
  return [...seen.keys()].sort().map((k) => seen.get(k)!);
}

/** Shortest path over land hexes (breadth first, neighbours in their fixed order). */
function landPath(from: string, to: string, isLandHex: (id: string) => boolean): string[] {
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (h === to) break;
    for (const n of neighbours(h)) {
      if (!prev.has(n) && isLandHex(n)) {
        prev.set(n, h);
        queue.push(n);
      }
    }
  }
  if (!prev.has(to)) throw new Error(`no land path ${from}→${to}`);
  const path = [to];
  while (path[path.length - 1] !== from) path.push(prev.get(path[path.length - 1]!)!);
  return path.reverse();
}

export function buildMap(landIndex: LandIndex = indexRings(loadLandRings())): { map: GameMap; openTerrain: OpenTerrainLayer; report: BuildReport } {
  const fit = fitAnchors();
  const ids = extentHexIds();
  const surveyed = survey(fit, landIndex, ids);

  // 1. Sea, lake or land.
  const kind = new Map<string, 'sea' | 'lake' | 'land'>();
  for (const s of surveyed.values()) kind.set(s.id, s.land < LAND_THRESHOLD ? 'sea' : s.lake >= LAKE_THRESHOLD ? 'lake' : 'land');
  const forced = new Map(TERRAIN_CORRECTIONS.map((c) => [c.hex, c.terrain]));
  for (const [hex, terrain] of forced) kind.set(hex, terrain === 'sea' ? 'sea' : terrain === 'lake' ? 'lake' : 'land');
  const isLandHex = (id: string) => kind.get(id) === 'land';
  const isSeaHex = (id: string) => kind.get(id) === 'sea';
  const isCoastal = (id: string) => neighbours(id).some(isSeaHex);

  // 2. Towns (2.4 ports: a town in a hex next to a sea hex).
  const landHexes = ids.filter(isLandHex);
  const towns = placeTowns(TOWNS, TOWN_PLACEMENTS, { fit, landHexes, isLand: isLandHex, isCoastal });
  const townAt = new Map(towns.map((t) => [t.hex, t]));

  // 3. Land terrain on the 8.6 chart (chartTerrain.ts: from the hex's area, no special case for a town's
  //    hex — 8.6: a city does not affect the terrain of its hex), and the open-terrain reading of issue
  //    3 (openTerrain.ts: the band at the centre, at the town itself for a town's hex, clear valleys and
  //    altiplano), kept where it differs.
  const watered = riverHexes(fit);
  const terrain = new Map<string, Terrain>();
  const open: Record<string, Terrain> = {};
  const forcedOpen = new Map(TERRAIN_CORRECTIONS.flatMap((c) => (c.openTerrain ? [[c.hex, c.openTerrain] as const] : [])));
  for (const id of ids) {
    const s = surveyed.get(id)!;
    const k = kind.get(id)!;
    const f = forced.get(id);
    const town = townAt.get(id)?.town;
    if (f) terrain.set(id, f);
    else if (k !== 'land') terrain.set(id, k);
    else terrain.set(id, chartTerrainOf(s.shares, isCoastal(id)));
    let o: Terrain;
    if (f) o = forcedOpen.get(id) ?? f;
    else if (k !== 'land') o = k;
    else if (s.salar >= SALAR_THRESHOLD) o = 'saltDesert';
    else o = openTerrainOfBand(openBand(town ? bandAt(town) : s.band, isCoastal(id)), watered.has(id));
    if (o !== terrain.get(id)) open[id] = o;
  }

  // 4. Rivers: land–land hexsides whose centre-to-centre line crosses a river course.
  const pairs = landPairs(ids, isLandHex);
  const courses = RIVERS.map((r) => r.course.map(([lat, lon]) => toPlane(project(fit, { lat, lon }))));
  const rivers = sortPairs(
    pairs.filter(([a, b]) => {
      const pa = planeCentre(a);
      const pb = planeCentre(b);
      return courses.some((c) => c.some((p, i) => i + 1 < c.length && segmentsCross(pa, pb, p, c[i + 1]!)));
    }),
  );

  // 5. Railroads of 1879 as hex-to-hex links (and those the open-terrain reading keeps from issue 3).
  const townHex = new Map(towns.map((t) => [t.town.name, t.hex]));
  const railLinks = (stopsOf: (r: (typeof RAILWAYS)[number]) => readonly Stop[]): Hexside[] => {
    const rail: [string, string][] = [];
    for (const r of RAILWAYS) {
      const hexes = stopsOf(r).map((s) => (typeof s === 'string' ? townHex.get(s) : snap(project(fit, s))));
      if (hexes.some((h) => h === undefined)) throw new Error(`railway ${r.name}: unknown stop`);
      for (let i = 0; i + 1 < hexes.length; i++) {
        const a = hexes[i]!;
        const b = hexes[i + 1]!;
        const straight = line(a, b);
        const path = straight.every(isLandHex) ? straight : landPath(a, b, isLandHex);
        for (let k = 0; k + 1 < path.length; k++) rail.push([path[k]!, path[k + 1]!]);
      }
    }
    return sortPairs(rail);
  };
  const railroads = railLinks((r) => r.stops);
  const openRailroads = railLinks((r) => r.openTerrainStops ?? r.stops);

  // 6. Impassable hexsides: land–land links that run over lake water (never at 3515, 8.6 note).
  const impassable = sortPairs(
    pairs.filter(([a, b]) => {
      if (a === RIVER_HEX_3515 || b === RIVER_HEX_3515) return false;
      const ca = hexCentreOf(a);
      const cb = hexCentreOf(b);
      let wet = 0;
      for (const tt of [0.3, 0.4, 0.5, 0.6, 0.7]) {
        const p = unproject(fit, { x: ca.x + (cb.x - ca.x) * tt, y: ca.y + (cb.y - ca.y) * tt });
        if (LAKES.some((l) => inPolygon(l.ring, p))) wet++;
      }
      return wet >= 3;
    }),
  );

  // 7. Naval areas I–XIII.
  const seaHexes = ids.filter(isSeaHex);
  const areas = assignNavalAreas(seaHexes, landHexes);
  for (const c of AREA_CORRECTIONS) areas.set(c.hex, c.area);

  // 8. Assemble, keys sorted.
  const hexes: Record<string, MapHex> = {};
  for (const id of [...ids].sort()) {
    const t = terrain.get(id)!;
    const placed = towns.find((p) => p.hex === id);
    const area: NavalArea | undefined = areas.get(id);
    hexes[id] = {
      id,
      terrain: t,
      ...(t === 'sea' && area ? { seaArea: area } : {}),
      ...(placed
        ? {
            town: {
              name: placed.town.name,
              nation: placed.town.nation,
              port: isCoastal(id), // 2.4
              vp: placed.town.vp,
              fort: placed.town.fort,
            },
          }
        : {}),
    };
  }
  const map: GameMap = {
    extent: MAP_EXTENT,
    hexes,
    rivers,
    railroads,
    impassable,
    holdingBox: { landEntries: ['3130', '3231'], navalArea: 'I' },
  };
  const firstVp = Object.fromEntries(towns.flatMap((t) => (t.town.firstVp === undefined ? [] : [[t.hex, t.town.firstVp] as const])));
  return { map, openTerrain: { terrain: open, railroads: openRailroads, vp: firstVp }, report: { fit, residuals: residuals(fit), survey: surveyed, towns } };
}
