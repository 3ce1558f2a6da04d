import { getMap, type GameMap } from '../../engine';
import { HISTORY } from './history';

export interface Objective {
  readonly hex: string;
  readonly name: string;
  /** 5.1: Chile's VP for holding it (0 for a town followed for its history only). */
  readonly vp: number;
}

/**
 * The objectives the figures follow: every hex whose town is worth VP to Chile (5.1), and the towns
 * the war's timetable names (HISTORY: Tarapacá, and Calama and Pisagua, 0 VP on the chart map since
 * issue 21, 1 on the map as first drawn).
 */
export function objectivesOf(map: GameMap = getMap({})): Objective[] {
  const out: Objective[] = [];
  for (const h of Object.values(map.hexes)) {
    if (h.town && (h.town.vp > 0 || h.town.name in HISTORY.fell)) out.push({ hex: h.id, name: h.town.name, vp: h.town.vp });
  }
  return out.sort((a, b) => b.vp - a.vp || a.name.localeCompare(b.name));
}
