import { applyAction } from '../applyAction';
import { getMap } from '../map/getMap';
import { scriptDice } from '../dice';
import { loadPosition } from '../position/loadPosition';
import type { PositionInput } from '../position/positionSchema';
import type { Action } from '../actions';
import type { GameState } from '../state';
import { withStacks } from './stacks';

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

/**
 * Test helper (7.3–7.5): turn 3, Chile's Naval Movement Phase; Almirante Cochrane (+1) lies at 2915 with
 * NADC VI, and the Allied Pilcomayo (+1) waits at 2514, three hexes from 2814: sailing into area VI,
 * Cochrane is met by the question whether to intercept.
 */
export function cochraneForAreaVI(): GameState {
  return navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('2514') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
}

/** Test helper (7.2): turn 2, Chile's Naval Movement Phase; Loa lies at 2730 in area I with NADC I: it may enter the Holding Box. */
export function loaForHoldingBox(): GameState {
  return navalPosition({
    turn: 2,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-loa': shipAt('2730') },
    nadc: { chile: [{ ship: 'cl-ship-loa', area: 'I', forTurn: 2 }], allied: [] },
  });
}

/**
 * Test helper (7.3): turn 3, Almirante Cochrane, Blanco Encalada and Magallanes sail from 2915 for area VI
 * and have entered 2814; Atahualpa waits at 2415, Unión and Pilcomayo at 2514 — the Allies are asked
 * whether to intercept.
 */
export function squadronIntoAreaVI(): GameState {
  const s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: {
      'cl-ship-cochrane': shipAt('2915'),
      'cl-ship-blanco-encalada': shipAt('2915'),
      'cl-ship-magallanes': shipAt('2915'),
      'pe-ship-atahualpa': shipAt('2415'),
      'pe-ship-union': shipAt('2514'),
      'pe-ship-pilcomayo': shipAt('2514'),
    },
    nadc: { chile: ['cl-ship-cochrane', 'cl-ship-blanco-encalada', 'cl-ship-magallanes'].map((ship) => ({ ship, area: 'VI' as const, forTurn: 3 })), allied: [] },
  });
  const r = applyAction(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' });
  if (!r.ok) throw new Error('sail');
  return r.state;
}

/**
 * Test helper (7.3–7.9): turn 3, Chile's Naval Movement Phase; the Chilean ships given sail from 2915
 * (area III) into 2814 (VI), where the Peruvian ships wait, and Peru intercepts there automatically: the
 * naval combat begins.
 */
export function battleIn2814(ships: Record<string, ReturnType<typeof shipAt>>, chileShips: string[], extra: Partial<Parameters<typeof navalPosition>[0]> = {}): GameState {
  let s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships,
    nadc: { chile: chileShips.map((ship) => ({ ship, area: 'VI' as const, forTurn: 3 })), allied: [] },
    ...extra,
  });
  for (const action of [
    { type: 'sail', side: 'chile', stack: 's1', to: '2814' },
    { type: 'intercept', side: 'allied', hex: '2814' },
    { type: 'interceptRoll', side: 'allied', transports: false },
  ] as const) {
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(action.type);
    s = r.state;
  }
  return s;
}

export function withDice(state: GameState, dice: readonly number[]): GameState {
  return { ...state, dice: scriptDice(state.dice, dice) };
}
/** Test helper: every port hex of the map. */
export const PORT_HEXES_FOR_TEST: readonly string[] = Object.values(getMap().hexes)
  .filter((h) => h.town?.port)
  .map((h) => h.id);

/** Test helper (7.6): turn 3, the Allies' Naval Movement Phase; Huáscar in Callao (2007) with an NADC for area X, Cochrane blockading the port (in its hex). */
export function blockadedAtCallao(): GameState {
  return withStacks(
    navalPosition({
      turn: 3,
      side: 'allied',
      phase: 'navalMovement',
      ships: { 'pe-ship-huascar': shipAt('2007'), 'cl-ship-cochrane': shipAt('2007') },
      supply: { 'sc-1': columnAt('peru', '2007') },
      control: { '2007': 'allied' },
      nadc: { chile: [], allied: [{ ship: 'pe-ship-huascar', area: 'X', forTurn: 3 }] },
    }),
    getMap(),
  );
}

/**
 * Test helper (7.9 / 7.6): turn 3, Chile's Naval Movement Phase. The Loa, the 1st Buin aboard, sails from
 * 3117 for `to`; Pilcomayo (3118) intercepts it as it enters and misses (scripted dice): the Loa is held
 * there (it was fired upon), its stack done and empty.
 */
export function loaHeldAt(to: string): GameState {
  const step = (s: GameState, action: Action) => {
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(`${action.type}: ${r.error.code}`);
    return r.state;
  };
  let s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-loa': shipAt('3117'), 'pe-ship-pilcomayo': shipAt('3118') },
    units: { 'cl-inf-buin-1': { location: { kind: 'aboard', transport: 'cl-ship-loa' }, steps: 2 } },
    nadc: { chile: [{ ship: 'cl-ship-loa', area: 'III', forTurn: 3 }], allied: [] },
  });
  s = step(s, { type: 'sail', side: 'chile', stack: 's1', to });
  s = step(s, { type: 'intercept', side: 'allied', hex: '3118' });
  s = step(withDice(s, [6]), { type: 'interceptRoll', side: 'allied', transports: false });
  // Pilcomayo's gunfire 3: 6 + armour 0 is no hit.
  return step(withDice(s, [6]), { type: 'fire', side: 'allied', ship: 'pe-ship-pilcomayo', target: 'cl-ship-loa' });
}
