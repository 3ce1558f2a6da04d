import { applyAction, type Action, type GameState } from '../../engine';
import { columnAt, navalPosition, shipAt } from '../../engine/naval/testKit';

/** For tests of the ships at the coast (7.1, 7.6): the hexes of the landing at Pisagua. */
export const ANTOFAGASTA = '3123';
export const PISAGUA = '3217';

/**
 * The landing at Pisagua (the amphibious-landing lesson's position): the Loa and the Rímac (NADC III)
 * at Antofagasta with the 1st Buin, the 2nd Regiment and a Supply Column; a Peruvian battalion holds Pisagua.
 */
export function atAntofagasta(): GameState {
  return navalPosition({
    turn: 5,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-loa': shipAt(ANTOFAGASTA), 'cl-ship-rimac': shipAt(ANTOFAGASTA) },
    units: {
      'cl-inf-buin-1': { location: { kind: 'hex', hex: ANTOFAGASTA }, steps: 2 },
      'cl-inf-2nd': { location: { kind: 'hex', hex: ANTOFAGASTA }, steps: 2 },
      'pe-inf-gen-bn-2': { location: { kind: 'hex', hex: PISAGUA }, steps: 1 },
    },
    supply: { 'sc-1': columnAt('chile', ANTOFAGASTA) },
    control: { [ANTOFAGASTA]: 'chile', [PISAGUA]: 'allied' },
    nadc: { chile: [{ ship: 'cl-ship-loa', area: 'III', forTurn: 5 }], allied: [] },
  });
}

/** The state after `actions`, each of which must be legal. */
export function play(state: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.code}`);
    state = r.state;
  }
  return state;
}
