import { getMap } from '../map/getMap';
import { scriptDice } from '../dice';
import { loadPosition } from '../position/loadPosition';
import type { PositionInput } from '../position/positionSchema';
import type { GameState } from '../state';

/** Test helper: a position (docs/positions.md) as a game state, or an exception naming what is wrong. */
export function navalPosition(p: Omit<PositionInput, 'format' | 'version' | 'seed'>): GameState {
  const r = loadPosition({ format: 'wotp-position', version: 1, seed: 'naval-tests', ...p });
  if (!r.ok) throw new Error(JSON.stringify(r.error.message));
  return r.value;
}

/** A ship in a hex (or the Holding Box), afloat. */
export const shipAt = (hex: string | 'box', damaged = false) => ({
  location: hex === 'box' ? { kind: 'holdingBox' as const } : { kind: 'hex' as const, hex },
  damaged,
  builtTurn: null,
});

export const columnAt = (nation: 'chile' | 'peru' | 'bolivia', hex: string | 'box') => ({
  nation,
  location: hex === 'box' ? { kind: 'holdingBox' as const } : { kind: 'hex' as const, hex },
});

export function withDice(state: GameState, dice: readonly number[]): GameState {
  return { ...state, dice: scriptDice(state.dice, dice) };
}
/** Test helper: every port hex of the map. */
export const PORT_HEXES_FOR_TEST: readonly string[] = Object.values(getMap().hexes)
  .filter((h) => h.town?.port)
  .map((h) => h.id);
