import 'fake-indexeddb/auto';
import { newGame } from '../../engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { whenSaved } from '../storage/autosave';
import { readRecord } from '../storage/gameDb';
import { readSavedGame } from '../storage/savedGameSchema';
import { canUndo } from './canUndo';
import { legalActionsOf } from './selectors';
import { useGameStore } from './useGameStore';

const store = () => useGameStore.getState();

describe('the game store', () => {
  beforeEach(() => {
    localStorage.clear();
    store().startGame({ seed: 'store', setup: 'manual' });
  });

  it('undo (gen-undo): takes back a player\'s own action that rolled nothing, and logs it', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    expect(canUndo(store())).toBe(true);
    store().undo();
    expect(store().game.step).toBe(0);
    expect(store().actions).toEqual([]);
    expect(store().log.at(-1)?.event).toMatchObject({ type: 'undone', side: 'allied' });
  });

  it('4.1 I / gen-undo: an NADC order taken back is logged without its area, which the other player reads ("Allies take back: NADC III for Huáscar")', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    store().dispatch({ type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'III' });
    store().undo();
    const line = store().log.at(-1)!.event;
    expect(line).toMatchObject({ type: 'undone', side: 'allied' });
    expect(line.type === 'undone' && line.label).toBe('an NADC for Huáscar');
  });

  it('7.2 / gen-undo: a sail taken back is logged without where it was bound (its NADC is face down again)', async () => {
    const { navalPosition, shipAt } = await import('../../engine/naval/testKit');
    const { withStacks } = await import('../../engine/naval/stacks');
    const { getMap } = await import('../../engine');
    // The Naval Movement Phase under way: its stacks formed, as in play.
    const game = withStacks(navalPosition({ turn: 3, side: 'chile', phase: 'navalMovement', ships: { 'cl-ship-cochrane': shipAt('2915') }, nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] } }), getMap());
    useGameStore.setState({ game, start: game, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, undoAllowed: true });
    store().dispatch({ type: 'sail', side: 'chile', stack: 's1', to: '2814' });
    expect(canUndo(store())).toBe(true);
    store().undo();
    const line = store().log.at(-1)!.event;
    expect(line.type === 'undone' && line.label).toBe('a voyage of Almirante Cochrane');
  });

  it('undo (gen-undo): two placements are taken back one after the other, each allowed in turn', () => {
    for (let i = 0; i < 2; i++) store().dispatch(legalActionsOf(store().game).find((a) => a.type === 'setupPlace')!);
    expect(store().actions).toHaveLength(2);
    store().undo();
    expect(store().actions).toHaveLength(1);
    expect(canUndo(store())).toBe(true);
    store().undo();
    expect(store().actions).toEqual([]);
    expect(store().log.map((e) => e.event.type)).toEqual(['undone']); // the first placement's take-back; the second went with its step
  });

  it('undo (gen-undo): never re-rolls a die — an action that rolled cannot be taken back', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    store().dispatch({ type: 'endPhase', side: 'allied' });
    store().takeOver('chile');
    store().dispatch({ type: 'historicalSetup', side: 'chile' });
    store().dispatch({ type: 'endPhase', side: 'chile' }); // enters the Administrative Phase
    store().dispatch({ type: 'endPhase', side: 'chile' }); // 4.1: the NADC orders done, the supply roll
    expect(store().log.some((e) => e.step === store().game.step && e.event.type === 'roll')).toBe(true);
    expect(canUndo(store())).toBe(false);
  });

  it('undo (gen-undo): not after the device changed hands, nor when switched off', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    store().dispatch({ type: 'endPhase', side: 'allied' }); // now Chile must act: the Allies' action is gone from reach
    expect(canUndo(store())).toBe(false);
    store().startGame({ seed: 'store', setup: 'manual', undo: false });
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    expect(canUndo(store())).toBe(false);
  });

  it('a piece picked stays picked within a phase and is let go when the phase or the player changes', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    const ship = legalActionsOf(store().game).find((a) => a.type === 'orderShip')!;
    if (ship.type !== 'orderShip') throw new Error('an NADC to give');
    // A placed regiment picked to move again; an NADC given meanwhile (4.2: the ship ordered, picked
    // itself, is let go with its order: QA round 19a, NIT-4).
    const unit = legalActionsOf(store().game).find((a) => a.type === 'setupPlace' && !a.piece.includes('-ship-'))!;
    if (unit.type !== 'setupPlace') throw new Error('a piece to move again');
    store().selectPiece(unit.piece);
    store().dispatch(ship);
    expect(store().selectedPiece).toBe(unit.piece);
    store().dispatch({ type: 'endPhase', side: 'allied' });
    expect(store().game.side).toBe('chile');
    expect(store().selectedPiece).toBeNull();
  });

  it('4.1 I a stack or the Holding Box picked for the set-up\'s NADCs is not still picked in the Administrative Phase (a stray click on a lit area gave turn-2 orders)', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    store().dispatch({ type: 'endPhase', side: 'allied' });
    store().takeOver('chile');
    store().dispatch({ type: 'historicalSetup', side: 'chile' });
    store().select('3123');
    store().showPlace('holdingBox');
    expect([store().selectedHex, store().openPlace]).toEqual(['3123', 'holdingBox']);
    store().dispatch({ type: 'endPhase', side: 'chile' });
    expect(store().game.phase).toBe('administrative');
    expect([store().selectedHex, store().openPlace]).toEqual([null, null]);
  });

  it('autosaves the game in progress after every action', async () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    await whenSaved();
    expect(readSavedGame(await readRecord(store().gameId))?.actions).toHaveLength(1);
  });

  it('replay: steps through the states and forks a new game from an earlier step', () => {
    store().dispatch({ type: 'historicalSetup', side: 'allied' });
    store().dispatch({ type: 'endPhase', side: 'allied' });
    store().takeOver('chile'); // not while the hand-over cover is up (issue 17)
    store().enterReplay();
    expect(store().replay?.states).toHaveLength(3);
    store().replayTo(1);
    expect(store().game.step).toBe(1);
    store().forkHere();
    expect(store().replay).toBeNull();
    // A branch of a live game starts at the branch point, as a position (src/ui/replay/liveReplay.test.ts).
    expect(store().start).toEqual(store().game);
    expect(store().game.step).toBe(1);
  });

  it('a game opened from a file is named by when it was opened, never by its seed (nobody sees the seed while the game is played)', () => {
    const game = newGame({ seed: 'secret-seed-xyz' });
    store().openGame({ game, start: null, actions: [], log: [] });
    expect(store().gameName).toMatch(/^Game opened /);
    expect(store().gameName).not.toContain('secret-seed-xyz');
  });
});

