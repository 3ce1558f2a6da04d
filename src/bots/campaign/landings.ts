import type { Side } from '../../engine';
import { pieceAt } from './place';
import type { Tally } from './tally';

/** Land units of one side put ashore in one hex in one phase, at least one of them away from where it went aboard. */
export interface Landing {
  readonly side: Side;
  readonly turn: number;
  readonly hex: string;
  readonly units: readonly string[];
  /** Every unit came from the Chile Holding Box (2.4): a reinforcement shipped in, not a move along the coast. */
  readonly fromHoldingBox: boolean;
  /** 7.6: put ashore in a friendly port (disembarked), not landed on an enemy or empty coast. */
  readonly friendlyPort: boolean;
  /** 7.6: into a hex held by enemy land units (an amphibious assault follows). */
  readonly assault: boolean;
}

export interface Landings {
  readonly count: Readonly<Record<Side, number>>;
  readonly list: readonly Landing[];
}

/**
 * Landings (7.1, 7.6): a landing puts land units ashore in a map hex away from where they went aboard
 * (the definition). Units going aboard and coming ashore again where they stood are not one
 * (embarkInPlace counts those); Supply Columns alone make no landing. One landing is one side's units
 * ashore in one hex in one phase, however many transports carried them.
 */
export function landingsTally(): Tally<Landings> {
  const boardedAt = new Map<string, string | null>();
  const list: Landing[] = [];
  const open = new Map<string, { side: Side; turn: number; hex: string; units: string[]; fromHoldingBox: boolean; friendlyPort: boolean; assault: boolean }>();
  return {
    event(e, at, step) {
      if (e.type === 'embarked') boardedAt.set(e.piece, pieceAt(step.before, e.piece));
      if (e.type !== 'debarked') return;
      const origin = boardedAt.get(e.piece);
      boardedAt.delete(e.piece);
      if (e.to.kind !== 'hex' || !(e.piece in step.before.units) || origin === e.to.hex) return;
      const key = `${at.index}:${e.side}:${e.to.hex}`;
      let landing = open.get(key);
      if (!landing) {
        landing = { side: e.side, turn: at.turn, hex: e.to.hex, units: [], fromHoldingBox: true, friendlyPort: true, assault: false };
        open.set(key, landing);
        list.push(landing);
      }
      landing.units.push(e.piece);
      landing.fromHoldingBox &&= origin === 'holdingBox';
      landing.friendlyPort &&= !e.landing;
      landing.assault ||= e.assault;
    },
    result: () => ({
      count: { chile: list.filter((l) => l.side === 'chile').length, allied: list.filter((l) => l.side === 'allied').length },
      list,
    }),
  };
}
