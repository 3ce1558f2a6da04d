import { applyAction, type Action, type GameState } from '../../engine';
import { navalPosition, shipAt } from '../../engine/naval/testKit';

/** 7.9: Cochrane and Blanco Encalada sail into 2814, where Huáscar and Independencia lie; the Allies intercept there (no die, 7.3). */
export function twoAgainstTwo(): GameState {
  let game = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-blanco-encalada': shipAt('2915'), 'pe-ship-huascar': shipAt('2814'), 'pe-ship-independencia': shipAt('2814') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }, { ship: 'cl-ship-blanco-encalada', area: 'VI', forTurn: 3 }], allied: [] },
  });
  for (const a of [
    { type: 'sail', side: 'chile', stack: 's1', to: '2814' },
    { type: 'intercept', side: 'allied', hex: '2814' },
    { type: 'interceptRoll', side: 'allied', transports: false },
  ] as Action[]) {
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(`${a.type}: ${JSON.stringify(r.error)}`);
    game = r.state;
  }
  return game;
}
