import type { GameState } from '../../engine';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { act } from '../../engine/testing/play';

/**
 * Test position (7.3, 7.9): Chile's Almirante Cochrane escorts the transport Loa from 2915 for area VII;
 * Huáscar intercepts them in 2814 (area VI, automatic in her own hex). Chile, two ships to one, is to
 * decide what it sets aside.
 */
export function convoyIntercepted(): GameState {
  let s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-loa': shipAt('2915'), 'pe-ship-huascar': shipAt('2814') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VII', forTurn: 3 }, { ship: 'cl-ship-loa', area: 'VII', forTurn: 3 }], allied: [] },
  });
  s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
  s = act(s, { type: 'intercept', side: 'allied', hex: '2814' }).state;
  return act(s, { type: 'interceptRoll', side: 'allied', transports: false }).state;
}
