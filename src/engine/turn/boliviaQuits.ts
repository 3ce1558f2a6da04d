import { FORTS, LAND_UNITS } from '../counters';
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
 * Chile has at least 7 VP; every Bolivian unit and Supply Column leaves the game for good, and its fort
 * (La Paz) with them, recorded as destroyed (it never returns, 7.7), unless the boliviaFortsStay option.
 */
export function boliviaQuits(state: GameState, chileVp: number): Step {
  if (!state.boliviaInWar) return { state, events: [] };
  const heldBoth = BOLIVIAN_CAPITALS.every((hex) => landUnitsIn(state, hex, 'chile').length > 0);
  if (!heldBoth && chileVp < BOLIVIA_QUITS_AT_VP) return { state, events: [] };
  const units = { ...state.units };
  for (const u of LAND_UNITS) if (u.nation === 'bolivia' && units[u.id]) units[u.id] = { ...units[u.id]!, location: at.outOfPlay };
  const supply = Object.fromEntries(Object.entries(state.supply).filter(([, c]) => c.nation !== 'bolivia'));
  // 5.6 / 7.7: a fort is one of Bolivia's pieces and leaves with them (no +3, attrition immunity or
  // seventh stacking slot for whoever stands in La Paz afterwards), unless the boliviaFortsStay option.
  const forts = state.options.boliviaFortsStay
    ? state.forts
    : { ...state.forts, ...Object.fromEntries(FORTS.filter((f) => f.nation === 'bolivia' && state.forts[f.id]).map((f) => [f.id, { status: 'destroyed' as const }])) };
  const reason = heldBoth ? message('reason.chileHoldsOruroAndLaPaz', {}) : message('reason.chileVpBoliviaQuits', { vp: chileVp, min: BOLIVIA_QUITS_AT_VP });
  return {
    state: { ...state, units, supply, forts, boliviaInWar: false },
    events: [{ type: 'boliviaQuits', reason, rule: '5.6' }],
  };
}
