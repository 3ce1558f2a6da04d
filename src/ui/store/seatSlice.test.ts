import { describe, expect, it } from 'vitest';
import { playGame } from '../../bots/playGame';
import { randomBot } from '../../bots/randomBot';
import { newGame } from '../../engine';
import { act } from '../../engine/testing/play';
import { handoverDue } from '../play/seat';
import { viewerOnResume } from './seatSlice';
import { sideToAct } from './selectors';

const HOT_SEAT = { chile: 'human', allied: 'human' } as const;

describe('who sits at the screen when a game is resumed or opened', () => {
  it('4.2 hot seat: nobody yet — the cover asks the side to act for the device (either player may hold it)', () => {
    const game = newGame({ seed: 'seat-resume' });
    expect(sideToAct(game)).toBe('allied');
    const viewer = viewerOnResume(HOT_SEAT, game);
    expect(viewer).toBe('observer');
    expect(handoverDue({ game, players: HOT_SEAT, viewer, replay: null })).toBe(true);
    // Chile to act (the Allies' set-up done): the same.
    const chileToAct = act(act(game, { type: 'historicalSetup', side: 'allied' }).state, { type: 'endPhase', side: 'allied' }).state;
    expect(sideToAct(chileToAct)).toBe('chile');
    expect(viewerOnResume(HOT_SEAT, chileToAct)).toBe('observer');
  });

  it('against a bot: the human side, whoever is to act; a game over: an observer', () => {
    const game = newGame({ seed: 'seat-resume' });
    expect(viewerOnResume({ chile: 'human', allied: 'heuristic' }, game)).toBe('chile');
    expect(viewerOnResume({ chile: 'heuristic', allied: 'human' }, game)).toBe('allied');
    const over = playGame('seat-resume-over', { chile: randomBot, allied: randomBot }).state;
    expect(over.result).not.toBeNull();
    expect(viewerOnResume(HOT_SEAT, over)).toBe('observer');
  });
});

describe('the next player takes the device (issue 13)', () => {
  it('issue 13: what the previous player clicked, opened, pointed at or was told is gone; a hover counts again only once the pointer moves', async () => {
    const { useGameStore } = await import('./index');
    useGameStore.setState({ selectedHex: '2118', hoverHex: '2118', selectedPiece: 'pe-ship-huascar', openPlace: 'hex:2007', notice: 'why not there', viewer: 'allied' });
    useGameStore.getState().takeOver('chile');
    const s = useGameStore.getState();
    expect([s.viewer, s.selectedHex, s.hoverHex, s.selectedPiece, s.openPlace, s.notice, s.choice]).toEqual(['chile', null, null, null, null, null, null]);
    // The browser's own hover where the cover was tapped is ignored...
    s.hover('3116');
    expect(useGameStore.getState().hoverHex).toBeNull();
    // ...until the pointer moves.
    useGameStore.getState().wakeHover();
    useGameStore.getState().hover('3116');
    expect(useGameStore.getState().hoverHex).toBe('3116');
  });
});

describe('a session begun (a new game, a lesson, a file opened)', () => {
  it('the hover where the player clicked to start is not his: no hex card opens until the pointer moves (QA round 5: a lesson opened a card under the resting pointer)', async () => {
    const { useGameStore } = await import('./index');
    useGameStore.setState({ hoverQuiet: false, hoverHex: '2713' });
    useGameStore.getState().startGame({ seed: 'session-hover', setup: 'manual' });
    useGameStore.getState().hover('2713');
    expect(useGameStore.getState().hoverHex).toBeNull();
    useGameStore.getState().wakeHover();
    useGameStore.getState().hover('2713');
    expect(useGameStore.getState().hoverHex).toBe('2713');
  });
});
