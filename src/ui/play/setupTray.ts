import { SETUP_GROUP_IDS, type SetupGroup } from '../../engine/counters';
import { setupGroupOf } from '../../engine/setup/setupGroupOf';
import type { Action, Location, PlayerView } from '../../engine';
import { actionTarget } from './actionTarget';

type SetupPlace = Extract<Action, { type: 'setupPlace' }>;

/** One button of the set-up tray: the piece a pick takes, and how many alike still wait (one nation's Supply Columns, 6.0). */
export interface TrayPiece {
  readonly piece: string;
  readonly count: number;
}

/** The pieces of one set-up group (3.2–3.5) still to place: they may go to the same places. */
export interface TrayGroup {
  readonly group: SetupGroup;
  readonly pieces: readonly TrayPiece[];
}

export interface SetupTrayModel {
  readonly groups: readonly TrayGroup[];
  /** How many pieces still wait to be placed (alike Supply Columns each counted). */
  readonly toPlace: number;
  /** How many of the side's pieces are placed and may still be moved again (3.1: until it finishes). */
  readonly placed: number;
}

const locationOf = (view: PlayerView, piece: string): Location | undefined =>
  view.units[piece]?.location ?? view.ships[piece]?.location ?? view.supply[piece]?.location;

/**
 * 3.1–3.5: the set-up tray of the side setting up, worked out from its legal list alone — the pieces it
 * may still place, by set-up group in the rules' order, and how many it has placed (each of which the
 * legal list lets it move again). The engine offers one of a nation's unplaced Supply Columns at a time;
 * the tray shows it with the number of them still waiting.
 */
export function setupTray(view: PlayerView, legal: readonly Action[]): SetupTrayModel {
  const seen = new Set<string>();
  const byGroup = new Map<SetupGroup, TrayPiece[]>();
  let toPlace = 0;
  let placed = 0;
  for (const a of legal) {
    if (a.type !== 'setupPlace' || seen.has(a.piece)) continue;
    seen.add(a.piece);
    if (locationOf(view, a.piece)?.kind !== 'unplaced') {
      placed++;
      continue;
    }
    const group = setupGroupOf(view, a.piece);
    if (!group) continue;
    const column = view.supply[a.piece];
    const count = column ? Object.values(view.supply).filter((c) => c.nation === column.nation && c.location.kind === 'unplaced').length : 1;
    toPlace += count;
    byGroup.set(group, [...(byGroup.get(group) ?? []), { piece: a.piece, count }]);
  }
  const order = (g: SetupGroup) => SETUP_GROUP_IDS.indexOf(g.id);
  const groups = [...byGroup].map(([group, pieces]) => ({ group, pieces })).sort((a, b) => order(a.group) - order(b.group));
  return { groups, toPlace, placed };
}

/** A piece's set-up placements in the legal list: where it may go now (a hex id or 'holdingBox'), each with its action. */
export function setupPlacesOf(legal: readonly Action[], piece: string | null): { readonly place: string; readonly action: SetupPlace }[] {
  if (!piece) return [];
  return legal.flatMap((a) => {
    if (a.type !== 'setupPlace' || a.piece !== piece) return [];
    const place = actionTarget(a).place;
    return place ? [{ place, action: a }] : [];
  });
}
