import type { Side } from '../../engine';
import { pieceAt } from './place';
import type { Tally } from './tally';

/** Pieces of one side that went aboard at a place and came ashore there again, counted by phase and place. */
export interface InPlace {
  readonly side: Side;
  readonly turn: number;
  readonly place: string;
  readonly pieces: readonly string[];
}

export interface EmbarkInPlace {
  /** Operations: one side's pieces back ashore at one place in one phase. */
  readonly count: number;
  readonly list: readonly InPlace[];
}

interface Boarding {
  readonly place: string | null;
  readonly index: number;
  readonly transport: string;
  fought: boolean;
}

/**
 * Waste: embarking and disembarking in place (7.1, 7.6). A land unit or Supply Column that went aboard
 * at place X (a hex, or the Holding Box) and is put ashore at X again in the same phase or the next one,
 * its transport having met no fight in between (no naval combat it took part in, no interception in its
 * hex, not an amphibious assault), achieved nothing with the transport's move.
 */
export function embarkInPlaceTally(): Tally<EmbarkInPlace> {
  const aboard = new Map<string, Boarding>();
  const list: InPlace[] = [];
  const open = new Map<string, InPlace & { pieces: string[] }>();
  return {
    event(e, at, step) {
      switch (e.type) {
        case 'embarked':
          aboard.set(e.piece, { place: pieceAt(step.before, e.piece), index: at.index, transport: e.transport, fought: false });
          return;
        case 'navalCombatBegan':
          for (const b of aboard.values()) if (e.ships.includes(b.transport)) b.fought = true;
          return;
        case 'interception':
          for (const b of aboard.values()) {
            const loc = step.before.ships[b.transport]?.location;
            if (loc?.kind === 'hex' && loc.hex === e.hex) b.fought = true;
          }
          return;
        case 'debarked': {
          const b = aboard.get(e.piece);
          aboard.delete(e.piece);
          const to = e.to.kind === 'hex' ? e.to.hex : e.to.kind === 'holdingBox' ? 'holdingBox' : null;
          if (!b || b.place === null || b.place !== to || b.fought || e.assault || at.index - b.index > 1) return;
          const key = `${at.index}:${e.side}:${to}`;
          let op = open.get(key);
          if (!op) {
            op = { side: e.side, turn: at.turn, place: to, pieces: [] };
            open.set(key, op);
            list.push(op);
          }
          op.pieces.push(e.piece);
          return;
        }
        default:
      }
    },
    result: () => ({ count: list.length, list }),
  };
}
