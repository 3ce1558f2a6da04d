import type { PhaseId, Side } from '../../engine';
import { placeOf } from './place';
import type { Tally } from './tally';

/** A move that took pieces back to a place they had left earlier in the same phase. */
export interface Return {
  readonly side: Side;
  readonly turn: number;
  readonly phase: PhaseId;
  readonly pieces: readonly string[];
  /** The place returned to (a hex id, or "holdingBox"). */
  readonly to: string;
}

export interface Oscillation {
  /** Land moves (8.2 `landMoved`, one hex each) that re-entered a hex the piece left this phase. */
  readonly land: number;
  /** Ship moves (7.2 `shipsMoved`) that re-entered a hex or the Holding Box the ship left this phase. */
  readonly naval: number;
  readonly list: readonly Return[];
}

/**
 * Waste: back-and-forth moves. Within one phase every piece keeps the places it has stood in (where the
 * phase found it and every hex it entered); a move into one of them is a return — the piece went away
 * and came back in the same phase (A→B→A, or a longer loop). Counted per move event (a stack's one
 * step counts once), land and sea apart. Retreats and advances (8.10, 8.11) are not moves and are left out.
 */
export function oscillationTally(): Tally<Oscillation> {
  let phase = -1;
  let seen = new Map<string, Set<string>>();
  const list: Return[] = [];
  let land = 0;
  let naval = 0;
  const visit = (piece: string, from: string | null, to: string): boolean => {
    let places = seen.get(piece);
    if (!places) {
      places = new Set(from === null ? [] : [from]);
      seen.set(piece, places);
    }
    const back = places.has(to);
    places.add(to);
    return back;
  };
  return {
    event(e, at, step) {
      if (at.index !== phase) {
        phase = at.index;
        seen = new Map();
      }
      if (e.type === 'landMoved') {
        const back = e.pieces.filter((p) => visit(p, e.from, e.to));
        if (back.length > 0) {
          land++;
          list.push({ side: e.side, turn: at.turn, phase: at.phase, pieces: back, to: e.to });
        }
      } else if (e.type === 'shipsMoved') {
        const to = placeOf(e.to);
        if (to === null) return;
        const back = e.ships.filter((s) => visit(s, placeOf(step.before.ships[s]?.location), to));
        if (back.length > 0) {
          naval++;
          list.push({ side: e.side, turn: at.turn, phase: at.phase, pieces: back, to });
        }
      }
    },
    result: () => ({ land, naval, list }),
  };
}
