import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { playGame } from '../../bots/playGame';
import { randomBot } from '../../bots/randomBot';
import { viewFor } from '../../engine';
import { handoverDue } from '../play/seat';
import { useGameStore } from '../store';

const store = () => useGameStore.getState();

/** Hot seat, two humans: the Allies set up and give Huáscar a secret NADC for area XIII, then it is Chile's turn. */
function alliesSetUpWithSecretOrder() {
  store().startGame({ seed: 'live-replay', setup: 'manual' });
  store().dispatch({ type: 'historicalSetup', side: 'allied' });
  store().dispatch({ type: 'orderShip', side: 'allied', ship: 'pe-ship-huascar', area: 'XIII' });
  store().dispatch({ type: 'endPhase', side: 'allied' });
}

describe('replay in a live hot-seat game (issue 17)', () => {
  beforeEach(() => alliesSetUpWithSecretOrder());

  it('cannot be entered while the hand-over cover is due', () => {
    expect(store().viewer).toBe('allied');
    expect(handoverDue(store())).toBe(true);
    store().enterReplay();
    expect(store().replay).toBeNull();
  });

  it('shows only the view of the player at the screen: no other side, no observer, the opponent\'s NADC face down', () => {
    store().takeOver('chile');
    store().enterReplay();
    expect(store().replay?.full).toBe(false);
    expect(store().viewer).toBe('chile');
    store().setViewer('allied');
    expect(store().viewer).toBe('chile');
    store().setViewer('observer');
    expect(store().viewer).toBe('chile');
    // Back at the step where Huáscar got its order: Chile sees that it has one, not where it goes.
    store().replayTo(2);
    const orders = viewFor(store().game, store().viewer).nadc.allied;
    expect(orders).toHaveLength(1);
    expect(orders[0]!.area).toBeNull();
  });

  it('closing it gives back exactly the seat it was opened from (a bot game: the human\'s, not the bot side\'s)', () => {
    store().startGame({ seed: 'live-replay-bot', setup: 'manual', players: { chile: 'human', allied: 'heuristic' } });
    // The Allied bot sets up first; the human Chile player is at the screen.
    expect(store().viewer).toBe('chile');
    store().enterReplay();
    store().leaveReplay();
    expect(store().viewer).toBe('chile');
  });

  it('"Continue from here" starts a new game named as a branch, with a fresh dice secret, and leaves the live game as it was', () => {
    store().takeOver('chile');
    const live = { id: store().gameId, name: store().gameName, game: store().game, actions: store().actions };
    store().enterReplay();
    store().replayTo(1);
    const here = store().game;
    store().forkHere();
    const branch = store();
    expect(branch.gameId).not.toBe(live.id);
    expect(branch.gameName).toBe(`${live.name} — branch from turn 1, step 1`);
    expect(branch.game.step).toBe(1);
    expect(branch.game.diceSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(branch.game.diceSecret).not.toBe(here.diceSecret);
    expect(branch.game.dice.state).not.toEqual(here.dice.state);
    // The branch starts at the branch point; the live game's history is not rewritten.
    expect(branch.start).toEqual(branch.game);
    expect(branch.actions).toEqual([]);
    expect(live.actions).toHaveLength(3);
    expect(live.game.step).toBe(3);
    // The Allies are to act at step 1 and Chile sits at the screen: the cover is up in the branch too.
    expect(branch.viewer).toBe('chile');
    expect(handoverDue(branch)).toBe(true);
  });

  it('4.2 a live hot-seat game opened from a file is replayed as the player at the screen sees it: no "view as" the other side, whose coming NADCs it showed (table QA round 11)', () => {
    const s = store();
    store().openGame({ game: s.game, start: s.start, actions: [...s.actions], log: [...s.log] });
    store().takeOver('chile');
    store().enterReplay();
    expect(store().replay?.full).toBe(false);
    store().setViewer('allied');
    expect(store().viewer).toBe('chile');
    store().replayTo(2);
    expect(viewFor(store().game, store().viewer).nadc.allied[0]!.area).toBeNull();
  });

  it('a file played by bots alone keeps the full viewer, with "view as" either side', () => {
    const s = store();
    store().openGame({ game: s.game, start: s.start, actions: [...s.actions], log: [...s.log], players: { chile: 'heuristic', allied: 'random' } });
    store().enterReplay();
    expect(store().replay?.full).toBe(true);
    store().setViewer('allied');
    expect(store().viewer).toBe('allied');
    store().replayTo(2);
    expect(viewFor(store().game, store().viewer).nadc.allied[0]!.area).toBe('XIII');
  });

  it('a finished game (resumed, not opened from a file) keeps the full viewer too', () => {
    const ended = playGame('live-replay-ended', { chile: randomBot, allied: randomBot });
    const settings = { id: 'g-ended', name: 'Ended', players: { chile: 'human', allied: 'human' }, undoAllowed: true, lesson: null };
    store().resumeGame({ game: ended.state, start: null, actions: [...ended.actions], log: [] }, settings);
    expect(store().openedFromFile).toBe(false);
    store().enterReplay();
    expect(store().replay?.full).toBe(true);
    store().setViewer('chile');
    expect(store().viewer).toBe('chile');
  });

  it('a branch from a finished game or a file played by bots keeps its history and its dice', () => {
    const s = store();
    store().openGame({ game: s.game, start: s.start, actions: [...s.actions], log: [...s.log], players: { chile: 'random', allied: 'random' } });
    store().enterReplay();
    expect(store().replay?.full).toBe(true);
    store().replayTo(2);
    const here = store().game;
    store().forkHere();
    expect(store().actions).toHaveLength(2);
    expect(store().game).toEqual(here);
    expect(store().gameName).toContain('branch from turn 1, step 2');
  });
});
