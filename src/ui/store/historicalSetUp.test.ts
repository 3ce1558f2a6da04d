import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { overstackedHexes } from '../../engine/stacking/overstackedHexes';
import { historicalOpening } from '../storage/savedGameRecord';
import { useGameStore } from './useGameStore';

const store = () => useGameStore.getState();

describe('the historical set-up asks each side for its turn-1 NADCs (3.1, 4.2)', () => {
  beforeEach(() => store().startGame({ seed: 'historical-nadcs', setup: 'historical' }));

  it('4.2 each side gives its turn-1 NADCs after the historical set-up, the Allies first, with the hand-over between', () => {
    // The Allies' pieces stand where they stood in 1879, and the Allies may now give NADCs for turn 1.
    expect(store().game).toMatchObject({ phase: 'setup', side: 'allied' });
    expect(store().viewer).toBe('allied');
    expect(legalActions(store().game).some((a) => a.type === 'orderShip' && a.ship === 'pe-ship-huascar')).toBe(true);
    store().dispatch({ type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'X' });
    store().dispatch({ type: 'endPhase', side: 'allied' });
    // Chile's pieces are placed at once, and Chile (after the hand-over) is asked for its own NADCs.
    expect(store().game).toMatchObject({ phase: 'setup', side: 'chile' });
    expect(store().game.ships['cl-ship-cochrane']!.location).toEqual({ kind: 'hex', hex: '3123' });
    expect(store().actions.map((a) => `${a.type}:${a.side}`)).toEqual(['historicalSetup:allied', 'orderShip:allied', 'endPhase:allied', 'historicalSetup:chile']);
    store().takeOver('chile');
    store().dispatch({ type: 'orderShip', side: 'chile', ship: 'cl-ship-cochrane', area: 'III' });
    store().dispatch({ type: 'endPhase', side: 'chile' });
    expect(store().game).toMatchObject({ phase: 'administrative', side: 'chile', turn: 1 });
    expect(store().game.nadc.allied).toEqual([{ ship: 'pe-ship-huascar', area: 'X', forTurn: 1 }]);
    expect(store().game.nadc.chile).toEqual([{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 1 }]);
  });

  it('3.1 a manual game in which the Allies take the historical set-up leaves Chile to set up as it likes', () => {
    store().startGame({ seed: 'historical-nadcs', setup: 'manual' });
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    store().dispatch({ type: 'endPhase', side: 'allied' });
    expect(store().game.ships['cl-ship-cochrane']!.location.kind).toBe('unplaced');
  });

  it('8.1 under the Spanish stacking limit the historical set-up leaves no hex over it: the Guías go to Ancón, the Granaderos to the Holding Box', () => {
    store().startGame({ seed: 'historical-nadcs', setup: 'historical', options: { stacking: 'es' } });
    expect(store().game.units['pe-cav-guias']!.location).toEqual({ kind: 'hex', hex: '2006' });
    expect(overstackedHexes(store().game, 'allied')).toEqual([]);
    store().dispatch({ type: 'endPhase', side: 'allied' });
    expect(store().game.units['cl-cav-granaderos']!.location).toEqual({ kind: 'holdingBox' });
    expect(overstackedHexes(store().game, 'chile')).toEqual([]);
    // Each an ordinary set-up placement in the game's record, and the opening is still the historical one.
    expect(store().actions.map((a) => `${a.type}:${a.side}`)).toEqual(['historicalSetup:allied', 'setupPlace:allied', 'endPhase:allied', 'historicalSetup:chile', 'setupPlace:chile']);
    expect(historicalOpening(store().actions)).toBe(true);
    store().takeOver('chile');
    store().dispatch({ type: 'endPhase', side: 'chile' });
    // 8.1: Chile's first Administrative Phase asks for no unit to be eliminated.
    expect(store().game.pending).toEqual([]);
  });
});
