import { castDraft } from 'immer';
import { applyAction, newGame, type Action, type GameEvent, type GameState, type Side } from '../../engine';
import { historicalOverflowPlacement } from '../../engine/setup/historicalOverflow';
import { phaseName, SIDE_NAMES, takenBackLabel } from '../describe';
import { passEmptyPhases } from '../play/emptyPhase';
import { HUMANS } from '../files/players';
import { i18n, t } from '../i18n';
import { sayEn } from '../i18n/messages/say';
import { autosave, claimSavedGame, forgetSavedGame } from '../storage/autosave';
import { historicalOpening } from '../storage/savedGameRecord';
import { reportProblem } from '../storage/storageStatus';
import { newSession, onBoard } from './board';
import { canUndo } from './canUndo';
import { caught } from './faultSlice';
import type { SessionSlice, Slice } from './gameStore';
import { newGameId, randomDiceSecret, randomSeed } from './ids';
import { lessonAfterLog, lessonStepped } from './lessonSlice';
import { origin } from './origin';
import { humanViewer, viewerOnResume } from './seatSlice';
import { sideToAct } from './selectors';
import type { LogEntry } from './types';

/**
 * The new-game screen's historical set-up (3.1: the Allies first): the Allies' pieces are placed at
 * once, and the Allies are then asked for their turn-1 NADCs (4.2) before they finish the set-up.
 */
function historicalSetUp(game: GameState): { game: GameState; actions: Action[]; log: LogEntry[] } {
  const action = { type: 'historicalSetup', side: 'allied' } as const;
  openedHistorically.add(action);
  const r = applyAction(game, action);
  if (!r.ok) throw new Error(sayEn(r.error.message));
  const steps = [{ action: action as Action, state: r.state, events: r.events }, ...withinStacking(r.state, 'allied')];
  return { game: steps.at(-1)!.state, actions: steps.map((x) => x.action), log: steps.flatMap((x) => x.events.map((event) => ({ step: x.state.step, event }))) };
}

/**
 * 8.1: under the Spanish stacking limit, the pieces the historical set-up stacked over it placed elsewhere
 * (engine/setup/historicalOverflow.ts), each an ordinary set-up placement in the log and the game's record:
 * else each side lost a unit as its first Administrative Phase began.
 */
function withinStacking(game: GameState, side: Side): { action: Action; state: GameState; events: readonly GameEvent[] }[] {
  const out: { action: Action; state: GameState; events: readonly GameEvent[] }[] = [];
  let state = game;
  for (let a = historicalOverflowPlacement(state, side); a; a = historicalOverflowPlacement(state, side)) {
    const r = applyAction(state, a);
    if (!r.ok) break;
    out.push({ action: a, state: r.state, events: r.events });
    state = r.state;
  }
  return out;
}

/**
 * The first actions of the sessions started with the new-game screen's historical set-up (by identity:
 * the store keeps the action objects it was given). A manual game in which the Allies happen to take the
 * historical set-up leaves Chile its own choice; so does a game resumed before Chile's set-up began.
 */
const openedHistorically = new WeakSet<Action>();

/**
 * 3.1 / 4.2: in a historical opening, once the Allies finish their set-up (NADCs given), Chile's pieces
 * are placed at once too and Chile is asked for its turn-1 NADCs after the hand-over.
 */
function chileSetUpDue(game: GameState, actions: readonly Action[]): Action | null {
  const last = actions.at(-1);
  if (game.phase !== 'setup' || game.side !== 'chile' || last?.type !== 'endPhase' || last.side !== 'allied') return null;
  return historicalOpening(actions) ? { type: 'historicalSetup', side: 'chile' } : null;
}

export const sessionSlice: Slice<SessionSlice> = (set, get) => {
  // Autosave: queued, fire and forget; a refused write or a broken state is shown (storage/StorageNotice).
  const persist = () => autosave(get());
  return {
    screen: 'newGame',
    gameId: newGameId(),
    gameName: t('app.newGame'),
    undoAllowed: true,
    game: newGame({ seed: randomSeed() }),
    actions: [],
    start: null,
    log: [],
    openedFromFile: false,
    passedPhases: 0,

    startGame({ seed, options, setup = 'manual', name, undo = true, players = HUMANS, seedOnly = false, handOver = false }) {
      // Issue 17: the dice depend on a secret drawn here as well as on the seed, so no one can foretell them.
      const fresh = newGame({ seed, options, ...(seedOnly ? {} : { diceSecret: randomDiceSecret() }) });
      const { game, actions, log } = setup === 'historical' ? historicalSetUp(fresh) : { game: fresh, actions: [], log: [] };
      // The name's date is the id's time, so the name can be said again in another language (files/shownGameName.ts).
      const now = Date.now();
      set({
        ...newSession({ game, start: null, actions, log }),
        gameId: newGameId(now),
        // The seed stays off the screen during play (issue 17), so the default name does not carry it.
        gameName: name ?? t('app.defaultName', { date: new Date(now).toLocaleString(i18n.language) }),
        undoAllowed: undo,
        players: { ...players },
        viewer: handOver ? viewerOnResume(players, game) : humanViewer(players, sideToAct(game)),
        lesson: null,
        openedFromFile: false,
      });
      persist();
    },

    openGame({ game, start, actions, log, players = HUMANS, notice = null }, name) {
      const now = Date.now();
      set({
        ...newSession({ game, start, actions, log }),
        gameId: newGameId(now),
        // Named by the time it was opened: not by its seed, which nobody sees while the game is played (issue 17).
        gameName: name ?? t('app.openedName', { date: new Date(now).toLocaleString(i18n.language) }),
        undoAllowed: true,
        players: { ...players },
        viewer: viewerOnResume(players, game),
        lesson: null,
        openedFromFile: true,
        fileError: notice,
      });
      reportProblem(null);
      void claimSavedGame(get().gameId);
      persist();
    },

    adoptSavedCopy(openedId, saved, fileNamed) {
      // The same file opened again takes its first opening's place under Saved games (QA round 8).
      if (get().gameId !== openedId || saved.id === openedId) return;
      set({ gameId: saved.id, ...(fileNamed ? {} : { gameName: saved.name }) });
      void claimSavedGame(saved.id);
      persist();
      forgetSavedGame(openedId);
    },

        resumeGame({ game, start, actions, log, notice = null }, settings) {
      set({
        ...newSession({ game, start, actions, log }),
        gameId: settings.id,
        gameName: settings.name,
        undoAllowed: settings.undoAllowed,
        players: { ...settings.players },
        ...(settings.botBudget !== undefined ? { botBudget: settings.botBudget } : {}),
        ...(settings.botDelay !== undefined ? { botDelay: settings.botDelay } : {}),
        viewer: viewerOnResume(settings.players, game),
        // A lesson goes on where it was: its events since the start, its script's cursor at the step reached.
        lesson: settings.lesson ? lessonAfterLog(settings.lesson, log, actions.length) : null,
        openedFromFile: false,
        fileError: notice,
      });
      reportProblem(null);
      void claimSavedGame(settings.id);
    },

    showNewGame: () => set({ screen: 'newGame', replay: null }),

    dispatch(action, by = 'player') {
      const s0 = get();
      if (s0.replay) return;
      // Issue 17: a click never acts for a bot's side (the buttons are gone too; this is the last guard).
      if (by === 'player' && s0.players[action.side] !== 'human') return;
      const result = caught(set, () => applyAction(s0.game, action));
      if (!result) return; // an engine exception: the state is kept and the error boundary offers the way out
      if (!result.ok) return set({ lastError: result.error });
      const applied = [{ action, state: result.state, events: result.events }];
      // Only a game started historically; a lesson plays its own script (the walkthrough takes both set-ups itself).
      const historical = s0.actions[0] !== undefined && openedHistorically.has(s0.actions[0]);
      const follow = s0.lesson || !historical ? null : chileSetUpDue(result.state, [...s0.actions, action]);
      const second = follow ? caught(set, () => applyAction(result.state, follow)) : null;
      if (follow && second?.ok) applied.push({ action: follow, state: second.state, events: second.events }, ...withinStacking(second.state, follow.side));
      // 4.1: the phases the side to act has just entered with nothing to do in them, ended (emptyPhasePass).
      const passed = s0.lesson ? [] : passEmptyPhases(applied.at(-1)!, s0.players);
      applied.push(...passed);
      const { state } = applied.at(-1)!;
      // immer: the log, the actions and the lesson's record grow in place.
      set((s) => {
        s.game = castDraft(state);
        for (const step of applied) {
          s.actions.push(castDraft(step.action));
          for (const event of step.events) s.log.push(castDraft({ step: step.state.step, event }));
          if (s.lesson) lessonStepped(s.lesson, step.events);
        }
        s.lastError = null;
        s.choice = null;
        s.notice = passed.length > 0 ? passedNotice(applied.slice(-passed.length - 1, -1).map((a) => a.state)) : null;
        s.passedPhases = passed.length;
        if (action.type === 'setupPlace') s.selectedPiece = null;
        // 4.1 I / 4.2: an NADC given to the one ship picked ends that pick, at set-up and in the Administrative
        // Phase alike: it stayed picked, and the set-up's "Huáscar may go to: 14 places … List them / Cancel"
        // stood under the order (QA round 19a, NIT-4); in the Administrative Phase the next tap read as being
        // about it (issue 20). Its stack is let go too, or the whole stack would be picked in its place; it
        // stays open, its other ships a tap away. A stack picked whole stays picked (a second click on its
        // area takes the chits back).
        if (action.type === 'orderShip' && s0.selectedPiece === action.ship) Object.assign(s, { selectedPiece: null, selectedHex: null, nadcPick: null });
        // A piece, stack or place picked for one phase's work is not the next phase's ("Selected: Blanco
        // Encalada — click a highlighted hex" stayed up from the set-up's NADCs into the Consume Supply
        // Columns Phase; the Holding Box picked for the set-up's NADCs was still picked in the
        // Administrative Phase, so one stray click on a lit area gave turn-2 orders).
        if (state.phase !== s0.game.phase || state.side !== s0.game.side) Object.assign(s, { selectedPiece: null, selectedHex: null, openPlace: null });
        if (state.result) s.viewer = 'observer';
      });
      persist();
    },

    dispatchAll(actions) {
      for (const action of actions) {
        const before = get().game.step;
        get().dispatch(action);
        if (get().game.step === before || get().game.pending.at(-1)?.kind !== 'landMove') break;
      }
    },

    undo() {
      const s0 = get();
      if (!canUndo(s0)) return;
      // Phases passed with nothing to do go back with the player's action that led into them.
      const count = s0.passedPhases + undoRun(s0.actions.slice(0, s0.actions.length - s0.passedPhases), s0.game);
      const takenAll = s0.actions.slice(-count);
      const kept = s0.actions.slice(0, -count);
      const state = caught(set, () => {
        let game = origin(s0.game, s0.start);
        for (const action of kept) {
          const r = applyAction(game, action);
          if (!r.ok) throw new Error(sayEn(r.error.message)); // cannot happen: these actions were all applied before
          game = r.state;
        }
        return game;
      });
      if (!state) return;
      const undone: LogEntry[] = takenAll.reverse().map((a) => ({ step: state.step, event: { type: 'undone', side: a.side, action: a, label: takenBackLabel(a, state.phase, state.naval) } }));
      const log = [...s0.log.filter((e) => e.step <= state.step), ...undone];
      // A lesson's record forgets the events taken back (they stayed in it: a goal reached by the action taken back still counted).
      const lesson = s0.lesson ? { ...lessonAfterLog(s0.lesson.id, log, kept.length), begun: true } : null;
      set({ ...onBoard({ game: state, start: s0.start, actions: kept, log }), lesson });
      persist();
    },
  };
};

/** What the player is told of the phases passed (each state: the one a phase was passed from; all the same side's, passEmptyPhases). */
function passedNotice(from: readonly GameState[]): string {
  return t('phaseHint.emptyPhasesPassed', { side: SIDE_NAMES[from[0]!.side], phases: from.map((g) => phaseName(g.phase)).join(', ') });
}

/**
 * How many of the last actions one Undo takes back: one, or a whole run of NADC orders given by one
 * click on a naval area (4.1 I, 4.2) — the same side's orders for the same area to ships in the same
 * place. Ten orders given by a stray click took ten Undos (QA round 8).
 */
export function undoRun(actions: readonly Action[], game: GameState): number {
  const last = actions.at(-1);
  if (last?.type !== 'orderShip') return 1;
  const place = (ship: string) => JSON.stringify(game.ships[ship]?.location ?? null);
  let count = 1;
  while (count < actions.length) {
    const a = actions[actions.length - 1 - count]!;
    if (a.type !== 'orderShip' || a.side !== last.side || a.area !== last.area || place(a.ship) !== place(last.ship)) break;
    count++;
  }
  return count;
}
