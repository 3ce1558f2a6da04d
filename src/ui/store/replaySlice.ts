import { castDraft } from 'immer';
import { applyAction, type GameState } from '../../engine';
import { t } from '../i18n';
import { handoverDue } from '../play/seat';
import { branchAt } from '../replay/branch';
import { autosave } from '../storage/autosave';
import { onBoard } from './board';
import { caught } from './faultSlice';
import type { ReplaySlice, Slice } from './gameStore';
import { newGameId, randomDiceSecret } from './ids';
import { NO_NOTICES } from './noticeSlice';
import { origin } from './origin';
import { humanViewer } from './seatSlice';
import { NO_SELECTION } from './selectionSlice';
import { sideToAct } from './selectors';
import type { LogEntry } from './types';

export const replaySlice: Slice<ReplaySlice> = (set, get) => ({
  replay: null,

  // `tour === true` only: a click handler's event must never open the full viewer.
  enterReplay(tour) {
    const s0 = get();
    // Issue 17: never while the hand-over cover is up (it would show the board to the wrong player).
    if (s0.replay || handoverDue(s0)) return;
    // The full viewer (either side's secrets) only where no player's secret is at stake: a finished game,
    // a file played by bots alone, the war as it was fought. A live game opened from a file with a human
    // in it is replayed as the player at the screen sees it, as a resumed one is: a hot-seat game carried
    // to another device by its file showed the opponent's coming NADCs from "view as" (table QA round 11).
    const full = tour === true || s0.game.result !== null || (s0.openedFromFile && s0.players.chile !== 'human' && s0.players.allied !== 'human');
    const built = caught(set, () => {
      let state = origin(s0.game, s0.start);
      const states: GameState[] = [state];
      const logs: LogEntry[] = [];
      for (const action of s0.actions) {
        const r = applyAction(state, action);
        if (!r.ok) break;
        state = r.state;
        states.push(state);
        for (const event of r.events) logs.push({ step: state.step, event });
      }
      return { states, logs };
    });
    if (!built) return;
    set({
      replay: {
        ...built, actions: [...s0.actions], start: s0.start, index: built.states.length - 1, playing: false,
        resume: { game: s0.game, start: s0.start, actions: s0.actions, log: s0.log, viewer: s0.viewer },
        full,
      },
      // A live game is replayed as the player at the screen sees it; the full viewer starts as an observer.
      viewer: full ? 'observer' : s0.viewer,
      ...NO_SELECTION,
      ...NO_NOTICES,
    });
  },

  replayTo(index) {
    const r = get().replay;
    if (!r) return;
    const i = Math.max(0, Math.min(r.states.length - 1, index));
    const here = r.states[i]!;
    // immer: the replay's index moves in place; the board shows that step's state and log.
    set((s) => {
      s.replay!.index = i;
      s.game = castDraft(here);
      s.log = castDraft(r.logs.filter((e) => e.step <= here.step));
    });
  },

  setPlaying(playing) {
    set((s) => {
      if (s.replay) s.replay.playing = playing;
    });
  },

  leaveReplay() {
    const r = get().replay;
    if (!r) return;
    // Exactly the seat as it was: if a hand-over was due, the cover comes back up.
    set({ ...onBoard(r.resume), viewer: r.resume.viewer });
  },

  forkHere(chosen) {
    const s0 = get();
    const r = s0.replay;
    if (!r) return;
    // Who plays may change only where every side's secrets were open anyway (a finished game, an opened
    // file): a bot-against-bot file can be taken up by a player (QA round 7).
    const players = r.full && chosen ? { chile: chosen.chile, allied: chosen.allied } : s0.players;
    // The live game stays as it was last saved, under its own id; the branch is a new saved game.
    const branch = branchAt(r, !r.full, randomDiceSecret());
    const here = r.states[r.index]!;
    set({
      ...onBoard(branch),
      gameId: newGameId(),
      gameName: t('replay.branchName', { name: s0.gameName, turn: here.turn, step: here.step }),
      openedFromFile: false,
      // Who sits at the screen stays; if the branch's side to act is the other player, the cover is up.
      players,
      viewer: r.full ? humanViewer(players, sideToAct(branch.game)) : r.resume.viewer,
      // The replay bar goes and the map moves up under a still pointer: no hex card opens by itself (QA round 6).
      hoverHex: null,
      hoverQuiet: true,
      hoverHeld: null,
      hoverPinned: false,
    });
    autosave(get());
  },
});
