/**
 * Sea and land from Natural Earth 1:10m land polygons (npm `world-atlas` land-10m.json, public domain
 * Natural Earth data, TopoJSON by Mike Bostock). Lakes are not holes in these polygons: Titicaca and
 * Poopó come from scripts/map/geography.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';
import type { Position } from 'geojson';
import type { LonLat } from './fit';

/** The window of the world the map can see (generous: the map is about 82°W–64°W, 6°S–30°S). */
export const WINDOW = { minLon: -86, maxLon: -60, minLat: -34, maxLat: -2 } as const;

/** A ring's edges bucketed by latitude, for a fast even-odd (ray-casting) point-in-land test. */
export interface LandIndex {
  readonly bucketSize: number;
  readonly buckets: ReadonlyMap<number, readonly (readonly [number, number, number, number])[]>;
  /** The rings kept (those whose bounding box meets the window), for drawing and checks. */
  readonly rings: readonly (readonly Position[])[];
}

export function loadLandRings(): Position[][] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('world-atlas/land-10m.json');
  const topo = JSON.parse(readFileSync(path, 'utf8')) as Topology<{ land: GeometryCollection }>;
  const land = feature(topo, topo.objects.land);
  const rings: Position[][] = [];
  for (const f of land.features) {
    const g = f.geometry;
    const polys = g.type === 'MultiPolygon' ? g.coordinates : g.type === 'Polygon' ? [g.coordinates] : [];
    for (const poly of polys) {
      for (const ring of poly) {
        const lons = ring.map((p) => p[0]!);
        const lats = ring.map((p) => p[1]!);
        // Rings that wrap round the antimeridian (Fiji, Afro-Eurasia) would break the westward ray.
        if (Math.max(...lons) - Math.min(...lons) > 180) continue;
        if (Math.max(...lons) < WINDOW.minLon || Math.min(...lons) > WINDOW.maxLon) continue;
        if (Math.max(...lats) < WINDOW.minLat || Math.min(...lats) > WINDOW.maxLat) continue;
        rings.push(ring);
      }
    }
  }
  return rings;
}

export function indexRings(rings: readonly (readonly Position[])[], bucketSize = 0.1): LandIndex {
  const buckets = new Map<number, [number, number, number, number][]>();
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i]! as [number, number];
      const [x2, y2] = ring[i + 1]! as [number, number];
      if (y1 === y2) continue;
      const lo = Math.floor(Math.min(y1, y2) / bucketSize);
      const hi = Math.floor(Math.max(y1, y2) / bucketSize);
      for (let b = lo; b <= hi; b++) {
        let list = buckets.get(b);
        if (!list) buckets.set(b, (list = []));
        list.push([x1, y1, x2, y2]);
      }
    }
  }
  return { bucketSize, buckets, rings };
}

/** Even-odd rule over every kept ring (holes included), casting the ray toward the west. */
export function isLand(index: LandIndex, p: LonLat): boolean {
  const list = index.buckets.get(Math.floor(p.lat / index.bucketSize)) ?? [];
  let inside = false;
  for (const [x1, y1, x2, y2] of list) {
    if (y1 > p.lat !== y2 > p.lat) {
      const x = x1 + ((p.lat - y1) * (x2 - x1)) / (y2 - y1);
      if (x < p.lon) inside = !inside;
    }
  }
  return inside;
}

/** Even-odd point-in-polygon for a small hand polygon ([lon, lat] pairs, closed or not). */
export function inPolygon(poly: readonly (readonly [number, number])[], p: LonLat): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p.lat !== yj > p.lat && p.lon < xj + ((p.lat - yj) * (xi - xj)) / (yi - yj)) inside = !inside;
  }
  return inside;
}
