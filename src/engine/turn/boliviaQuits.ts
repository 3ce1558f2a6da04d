import { LAND_UNITS } from '../counters';
import { message } from '../message';
import { at } from '../pieces/location';
import { landUnitsIn } from '../stacking/landUnitsIn';
import type { GameState } from '../state';
import type { Step } from '../step';

/** 5.6: the Bolivian cities whose capture takes Bolivia out of the war. */
export const BOLIVIAN_CAPITALS = ['3616', '3513'] as const; // Oruro, La Paz
export const BOLIVIA_QUITS_AT_VP = 7;

/**
 * 5.6, at the end of a game turn: Bolivia quits if Chilean land units hold both Oruro and La Paz, or if
 * Chile has at least 7 VP; every Bolivian unit and Supply Column leaves the game for good.
 */
export function boliviaQuits(state: GameState, chileVp: number): Step {
  if (!state.boliviaInWar) return { state, events: [] };
  const heldBoth = BOLIVIAN_CAPITALS.every((hex) => landUnitsIn(state, hex, 'chile').length > 0);
  if (!heldBoth && chileVp < BOLIVIA_QUITS_AT_VP) return { state, events: [] };
  const units = { ...state.units };
  for (const u of LAND_UNITS) if (u.nation === 'bolivia' && units[u.id]) units[u.id] = { ...units[u.id]!, location: at.outOfPlay };
  const supply = Object.fromEntries(Object.entries(state.supply).filter(([, c]) => c.nation !== 'bolivia'));
  const reason = heldBoth ? message('reason.chileHoldsOruroAndLaPaz', {}) : message('reason.chileVpBoliviaQuits', { vp: chileVp, min: BOLIVIA_QUITS_AT_VP });
  return {
    state: { ...state, units, supply, boliviaInWar: false },
    events: [{ type: 'boliviaQuits', reason, rule: '5.6' }],
  };
}
