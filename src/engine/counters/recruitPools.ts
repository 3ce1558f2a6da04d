import type { Nation } from '../map/types';

/**
 * The recruit pools at the start (6.4 recruits "from the recruit pool"):
 *  - 3.2 Peru: the Lima infantry regiment.
 *  - 3.5 Chile: the Santiago and Esmeralda infantry regiments (Esmeralda is printed R2: recruitable from GT2).
 *  - Bolivia: none in the rules; the project gives it the Vanguardia (Cochabamba) and Libres del Sur
 *    departmental battalions, so the Bolivian Supply Column of 4.1 can recruit (docs/counters.md §5).
 * Reinforcements join the pool from their R-turn (9.0; reinforcements.ts).
 */
export const RECRUIT_POOLS: Readonly<Record<Nation, readonly string[]>> = {
  chile: ['cl-inf-santiago', 'cl-inf-esmeralda'],
  peru: ['pe-inf-lima'],
  bolivia: ['bo-inf-vanguardia', 'bo-inf-libres-del-sur'],
};
