/**
 * Regenerates the map data (issue 3): `npx tsx scripts/build-map.ts`.
 * Writes src/engine/map/data/map.json (the 8.6 chart's terrain) and openTerrain.json (the open-terrain
 * reading, issue 21: the issue-3 terrain where it differs), sorted keys, stable output, and prints the
 * fit report.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildMap } from './map/buildMap';
import { stableJson } from './map/stableJson';

const { map, openTerrain, report } = buildMap();
const out = fileURLToPath(new URL('../src/engine/map/data/map.json', import.meta.url));
writeFileSync(out, stableJson(map));
const openOut = fileURLToPath(new URL('../src/engine/map/data/openTerrain.json', import.meta.url));
writeFileSync(openOut, stableJson(openTerrain));

const f = report.fit;
console.log(`fit: col = ${f.cx[0].toFixed(4)}·lon + ${f.cx[1].toFixed(4)}·lat + ${f.cx[2].toFixed(3)}`);
console.log(`     y   = ${f.cy[0].toFixed(4)}·lon + ${f.cy[1].toFixed(4)}·lat + ${f.cy[2].toFixed(3)}   (y = row, +0.5 in even columns)`);
for (const r of report.residuals) console.log(`  ${r.name.padEnd(12)} ${r.hex}  dx ${r.dx.toFixed(2)}  dy ${r.dy.toFixed(2)}  fit alone: ${r.snapped}`);
for (const t of report.towns) console.log(`  ${t.town.name.padEnd(22)} ${t.hex}  (fit ${t.fitted}, ${t.how})`);
const hexes = Object.values(map.hexes);
const count = (k: string) => hexes.filter((h) => h.terrain === k).length;
console.log(`hexes ${hexes.length}: sea ${count('sea')}, lake ${count('lake')}, clear ${count('clear')}, rough ${count('rough')}, mountain ${count('mountain')}, desert ${count('desert')}, saltDesert ${count('saltDesert')}`);
console.log(`rivers ${map.rivers.length}, railroads ${map.railroads.length}, impassable ${map.impassable.length}`);
console.log(`open-terrain reading: ${Object.keys(openTerrain.terrain).length} land hexes differ`);
console.log(`wrote ${out} and ${openOut}`);
