import type { Nation } from '../map/types';
import type { RulesOptions } from '../rules/options';
import { fort } from './forts';
import { inPlayUnder } from './inPlayUnder';
import { landUnit } from './landUnits';

/**
 * 9.0 reinforcement schedule: game turn → nation → the counters that become available that turn.
 * Land units must still be recruited (6.4) from that turn on; forts arrive in their own hex.
 * English and Spanish lists reconciled (docs/rules-notes.md); the schedule lists every counter of either
 * reading, and a counter not in play under the game's options (counters/inPlayUnder.ts) never arrives:
 *  - Chile GT2 "Esmeralda": the 3.5 recruit-pool regiment, printed R2 — in the pool, recruitable from GT2.
 *  - Chile GT2 "1 x artillery" (EN) = "2º de artillería" (ES): one counter, the 2nd Artillery regiment.
 *  - Chile GT4 "Build up Arica regiment to full strength" (EN only): no Chilean Arica regiment exists; a
 *    stray line of the Peruvian list — no Chilean counter, no effect.
 *  - Chile GT9 "Infernal machine" (EN only): Peru's capability (10.2, never before GT9) — INFERNAL_MACHINE_TURN.
 *  - Chile GT12 Concepción (EN only): rules option chileGt12 — EN the regiment, ES nothing.
 *  - Peru GT2 Fort Iquique + "1 x generic infantry regiment" (EN) vs "Iquique infantry regiment" (ES):
 *    rules option peruGt2 — EN both (the regiment printed with the Spanish name, Iquique), ES the
 *    regiment only.
 *  - Peru GT4 Fort Arica (EN) vs "Arica infantry regiment" (ES): rules option peruGt4 — EN the fort,
 *    ES the regiment (pe-inf-arica).
 */
export interface TurnReinforcements {
  readonly units: readonly string[];
  readonly forts: readonly string[];
}

export type ReinforcementSchedule = Readonly<Record<number, Readonly<Partial<Record<Nation, TurnReinforcements>>>>>;

const gen = (prefix: string, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${from + i}`);

export const REINFORCEMENT_SCHEDULE: ReinforcementSchedule = {
  2: {
    chile: {
      units: ['cl-inf-esmeralda', 'cl-inf-atacama', 'cl-inf-valdivia', 'cl-inf-chacabuco', 'cl-inf-lautaro', 'cl-cav-carabineros-yungay', 'cl-art-2nd', 'cl-inf-gen-bn-1'],
      forts: [],
    },
    peru: { units: ['pe-inf-iquique'], forts: ['pe-fort-iquique'] },
  },
  3: {
    chile: { units: ['cl-inf-chillan', 'cl-inf-coquimbo'], forts: [] },
    peru: { units: gen('pe-inf-gen-bn', 3, 4), forts: [] },
  },
  4: {
    peru: { units: [...gen('pe-inf-gen-bn', 5, 6), 'pe-inf-arica'], forts: ['pe-fort-arica'] },
  },
  5: {
    chile: { units: ['cl-inf-colchagua', 'cl-inf-aconcagua', 'cl-inf-gen-bn-2', 'cl-cav-gen-bn-1'], forts: [] },
    peru: { units: ['pe-inf-tarapaca', 'pe-inf-gen-bn-7', 'pe-cav-gen-bn-2', 'pe-art-gen-regt-2'], forts: [] },
  },
  6: {
    chile: { units: ['cl-cav-gen-bn-2', ...gen('cl-art-gen-bn', 1, 2)], forts: [] },
    peru: { units: ['pe-inf-guards', 'pe-inf-tacna', 'pe-inf-gen-bn-8', 'pe-cav-gen-bn-3', 'pe-art-gen-bn-1'], forts: [] },
  },
  7: {
    chile: { units: ['cl-inf-rengo', 'cl-inf-curico', 'cl-inf-talca', ...gen('cl-inf-gen-bn', 3, 4)], forts: [] },
  },
  8: {
    peru: { units: [...gen('pe-inf-gen-bn', 9, 10), 'pe-cav-gen-bn-4'], forts: [] },
  },
  9: {
    chile: { units: ['cl-inf-valparaiso', 'cl-inf-linares', ...gen('cl-inf-gen-bn', 5, 6)], forts: [] },
    peru: { units: gen('pe-inf-gen-bn', 11, 12), forts: [] },
  },
  10: {
    chile: { units: ['cl-inf-rancagua', 'cl-inf-maule', ...gen('cl-inf-gen-bn', 7, 9), 'cl-cav-gen-bn-3'], forts: [] },
    peru: { units: gen('pe-inf-gen-bn', 13, 18), forts: [] },
  },
  11: {
    peru: { units: gen('pe-inf-gen-bn', 19, 21), forts: [] },
  },
  12: {
    chile: { units: ['cl-inf-concepcion'], forts: [] },
    peru: { units: gen('pe-inf-gen-bn', 22, 23), forts: [] },
  },
};

/** 10.2: the Peruvian player may use infernal machines from this game turn (listed under Chile's GT9 in EN 9.0). */
export const INFERNAL_MACHINE_TURN = 9;

const EMPTY: TurnReinforcements = { units: [], forts: [] };

/** What 9.0 makes available to a nation on a game turn under the game's rules options (the EN or ES lists). */
export function reinforcementsFor(turn: number, nation: Nation, options: RulesOptions): TurnReinforcements {
  const listed = REINFORCEMENT_SCHEDULE[turn]?.[nation] ?? EMPTY;
  return {
    units: listed.units.filter((id) => inPlayUnder(options, landUnit(id).option)),
    forts: listed.forts.filter((id) => inPlayUnder(options, fort(id).option)),
  };
}
