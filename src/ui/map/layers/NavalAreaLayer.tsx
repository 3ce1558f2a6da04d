import { memo } from 'react';
import { distance, neighbours } from '../../../engine/hex';
import { NAVAL_AREAS, type GameMap } from '../../../engine/map/types';
import type { HexGeometry, Point } from '../hexGeometry';
import { oncePerMap } from '../oncePerMap';
import type { LayerProps } from './layerProps';
import { AREA_LINE } from './mapColours';

/** Hexes of sea between an area's numeral and the nearest land, where the area has such water. */
export const NUMERAL_CLEARANCE = 2;
/** Hexes between an area's numeral and the nearest town (its name is drawn a hex out to sea), where the area allows. */
export const NUMERAL_TOWN_CLEARANCE = 3;

/**
 * 2.2: where the naval areas' dotted boundaries run (each hexside between two areas, its two ends) and
 * where each area's numeral sits; worked out once a map (the board is mounted anew at every hand-over).
 */
export const navalAreaMarks = oncePerMap(function navalAreaMarks(map: GameMap, geometry: HexGeometry) {
  const boundaries: { key: string; p: Point; q: Point }[] = [];
  for (const id of Object.keys(map.hexes).sort()) {
    const area = map.hexes[id]?.seaArea;
    if (!area) continue;
    for (const n of neighbours(id)) {
      const other = map.hexes[n]?.seaArea;
      if (other && other !== area && id < n) {
        const [p, q] = geometry.edge(id, n);
        boundaries.push({ key: `${id}-${n}`, p, q });
      }
    }
  }
  // The land nearest any sea hex is on the coast: the coast's hexes are all the distances need.
  const land = Object.keys(map.hexes).filter((id) => map.hexes[id]?.terrain !== 'sea' && neighbours(id).some((n) => map.hexes[n]?.terrain === 'sea'));
  const towns = Object.keys(map.hexes).filter((id) => map.hexes[id]?.town);
  const labels = NAVAL_AREAS.flatMap((area) => {
    const ids = Object.keys(map.hexes).filter((id) => map.hexes[id]?.seaArea === area);
    if (ids.length === 0) return [];
    const cx = ids.reduce((t, id) => t + geometry.center(id).x, 0) / ids.length;
    const cy = ids.reduce((t, id) => t + geometry.center(id).y, 0) / ids.length;
    // The numeral (three hexes wide for "VIII") sits in open water, off the coast's towns and their
    // names, which lie on the sea side ("III" lay on Pisagua, "II" on Mejillones): the area's hexes at
    // least NUMERAL_CLEARANCE from land if it has any (else its farthest from land), of those the ones
    // NUMERAL_TOWN_CLEARANCE from any town (else the farthest), and of those the one nearest the
    // area's centroid. A coastal strip of an area has no open water: there, between two towns.
    const clearance = new Map(ids.map((id) => [id, Math.min(...land.map((l) => distance(id, l)))]));
    const most = Math.max(...clearance.values());
    const open = ids.filter((id) => clearance.get(id)! >= Math.min(NUMERAL_CLEARANCE, most));
    const fromTowns = new Map(open.map((id) => [id, Math.min(...towns.map((town) => distance(id, town)))]));
    const farthest = Math.max(...fromTowns.values());
    const clear = open.filter((id) => fromTowns.get(id)! >= Math.min(NUMERAL_TOWN_CLEARANCE, farthest));
    const at = clear.sort().reduce((best, id) => {
      const d = (p: string) => (geometry.center(p).x - cx) ** 2 + (geometry.center(p).y - cy) ** 2;
      return d(id) < d(best) ? id : best;
    });
    return [{ area, at: geometry.center(at), hex: at }];
  });
  return { boundaries, labels };
});

/** 2.2: naval areas divided by blue-dotted lines, each marked with its big roman numeral. */
export const NavalAreaLayer = memo(function NavalAreaLayer({ map, geometry }: LayerProps) {
  const s = geometry.size;
  const { boundaries, labels } = navalAreaMarks(map, geometry);
  return (
    <g className="naval-area-layer" data-layer="naval-areas">
      <g stroke={AREA_LINE} strokeWidth={s / 9} strokeLinecap="round" strokeDasharray={`0.1 ${s / 4}`} fill="none">
        {boundaries.map(({ key, p, q }) => (
          <line key={key} data-hexside={key} x1={p.x} y1={p.y} x2={q.x} y2={q.y} />
        ))}
      </g>
      {labels.map(({ area, at, hex }) => (
        <text
          key={area}
          className="naval-area-numeral"
          data-area={area}
          data-numeral-hex={hex}
          x={at.x}
          y={at.y}
          dy="0.35em"
          textAnchor="middle"
          fontSize={s * 1.3}
          fontFamily="Georgia, 'Times New Roman', serif"
          fontWeight={700}
          fill={AREA_LINE}
          fillOpacity={0.55}
        >
          {area}
        </text>
      ))}
    </g>
  );
});
