import type { GameState } from '../../engine';
import { ship } from '../../engine/counters';
import type { Tally } from './tally';

export interface Convoys {
  /** Loaded convoys that enemy warships could intercept (7.3): one per moving stack per game turn. */
  readonly exposed: number;
  /** Of them, those that sailed with no warship of their own (issue 20: transports are escorted when enemy warships can intercept). */
  readonly unescorted: number;
  /**
   * Of the escorted ones, those whose loaded transports were asked about again later in the turn with no
   * warship left beside them: split from their escorts by a battle (7.9) and sailing on alone.
   */
  readonly aloneAfterSplit: number;
}

/** Whether a transport carries a land unit or a Supply Column (7.1). */
function loaded(state: GameState, transport: string): boolean {
  const aboard = (l: { kind: string; transport?: string }) => l.kind === 'aboard' && l.transport === transport;
  return Object.values(state.units).some((u) => aboard(u.location)) || Object.values(state.supply).some((c) => aboard(c.location));
}

/**
 * Convoys exposed to interception: whenever the engine asks the other side whether to intercept a
 * moving stack (the 7.3 interception decision, asked only when enemy warships are in reach), a stack
 * carrying troops or columns is an exposed convoy; it is escorted if a warship sails with it.
 * Counted once per stack and game turn, as first met; an escorted one met again with no warship left in
 * its stack (a battle held its escorts, 7.9) counts as sailing on alone after a split.
 */
export function convoysTally(): Tally<Convoys> {
  const met = new Map<string, boolean>();
  const split = new Set<string>();
  return {
    step({ after }) {
      const d = after.pending[after.pending.length - 1];
      if (!d || d.kind !== 'interception') return;
      const stack = after.naval.stacks.find((s) => s.id === d.stack);
      if (!stack || !stack.ships.some((id) => ship(id).type === 'transport' && loaded(after, id))) return;
      const key = `${after.turn}|${stack.side}|${stack.id}`;
      const escorted = stack.ships.some((id) => ship(id).type === 'warship');
      if (!met.has(key)) met.set(key, escorted);
      else if (met.get(key) && !escorted) split.add(key);
    },
    result: () => ({ exposed: met.size, unescorted: [...met.values()].filter((escorted) => !escorted).length, aloneAfterSplit: split.size }),
  };
}
