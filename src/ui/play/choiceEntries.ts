import type { Action, GameState } from '../../engine';
import { actionTarget } from './actionTarget';

/** One button of the choice a click on a place offers (PhasePanel): an action, or the embarkations of one piece. */
export type ChoiceEntry =
  | { readonly kind: 'action'; readonly action: Action }
  /** 7.1: what goes aboard first, the transport next — the embarkations of one piece (or of `count` alike). */
  | { readonly kind: 'embarkGroup'; readonly piece: string; readonly count: number; readonly actions: readonly Action[] }
  /** 3.1: a piece placed at the place, picked to be moved again (its places are lit); no action is sent. */
  | { readonly kind: 'pick'; readonly piece: string };

type Embark = Extract<Action, { type: 'embark' }>;

/**
 * The buttons of a choice. Embarkations (7.1) at a port come one per piece and transport — a dozen
 * transports in the Chile Holding Box and six Supply Columns make 72 — so they are asked in two steps:
 * first what goes aboard (pieces alike, such as one nation's Supply Columns, as one), then the transport.
 * Of the embarkations of pieces alike (`alike` gives them the same key) one per transport is kept.
 * With the `place` the choice is at, a set-up's moves of a piece that stands there to other places (3.1)
 * are one button, which picks the piece, after the rest. Every other action is its own button, in the order given.
 */
export function choiceEntries(actions: readonly Action[], alike: (piece: string) => string, place?: string): ChoiceEntry[] {
  const byKey = new Map<string, { piece: string; pieces: Set<string>; actions: Embark[]; transports: Set<string> }>();
  for (const a of actions) {
    if (a.type !== 'embark') continue;
    const key = alike(a.piece);
    let g = byKey.get(key);
    if (!g) byKey.set(key, (g = { piece: a.piece, pieces: new Set(), actions: [], transports: new Set() }));
    g.pieces.add(a.piece);
    if (g.transports.has(a.transport)) continue;
    g.transports.add(a.transport);
    g.actions.push(a);
  }
  const grouped = byKey.size > 1;
  const out: ChoiceEntry[] = [];
  const placed = new Set<string>();
  const picks: string[] = [];
  for (const a of actions) {
    if (a.type === 'setupPlace' && place !== undefined && actionTarget(a).place !== place) {
      if (!picks.includes(a.piece)) picks.push(a.piece);
      continue;
    }
    if (a.type !== 'embark') {
      out.push({ kind: 'action', action: a });
      continue;
    }
    const key = alike(a.piece);
    if (placed.has(key)) continue;
    placed.add(key);
    const g = byKey.get(key)!;
    if (grouped) out.push({ kind: 'embarkGroup', piece: g.piece, count: g.pieces.size, actions: g.actions });
    else for (const e of g.actions) out.push({ kind: 'action', action: e });
  }
  return [...out, ...picks.map((piece): ChoiceEntry => ({ kind: 'pick', piece }))];
}

/** Pieces alike for a choice (6.0: one nation's Supply Columns are alike; a Bolivian one is not a Peruvian one): a column by its nation, anything else by itself. */
export function likeness(records: Pick<GameState, 'supply'>): (piece: string) => string {
  return (piece) => {
    const column = records.supply[piece];
    return column ? `supply:${column.nation}` : piece;
  };
}
