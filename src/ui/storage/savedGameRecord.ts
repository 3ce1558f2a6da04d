import { savePosition, type Action, type GameState } from '../../engine';
import type { GameStore } from '../store/gameStore';
import { SAVED_GAME_FORMAT, SAVED_GAME_VERSION, type SavedGame } from './savedGameSchema';

/** What the autosave reads from the game store. */
export type GameSnapshot = Pick<
  GameStore,
  'gameId' | 'gameName' | 'game' | 'actions' | 'start' | 'players' | 'botBudget' | 'botDelay' | 'undoAllowed' | 'lesson'
>;

/** The dice secret a game was started with, if any (issue 17: kept in the state, never shown). */
export function diceSecretOf(game: GameState): string | undefined {
  const secret = (game as { readonly diceSecret?: unknown }).diceSecret;
  return typeof secret === 'string' ? secret : undefined;
}

/**
 * How the game began. The new-game screen's historical set-up is the four actions it applies at once
 * (each side's historicalSetup and endPhase, the Allies first, 3.1); anything else from a new game is
 * the manual set-up; a game from a position (a file, a lesson) is 'position'.
 */
export function setupOf(actions: readonly Action[], start: unknown): SavedGame['setup'] {
  if (start !== null && start !== undefined) return 'position';
  const opening = actions.slice(0, 4).map((a) => `${a.type}:${a.side}`).join(',');
  return opening === 'historicalSetup:allied,endPhase:allied,historicalSetup:chile,endPhase:chile' ? 'historical' : 'manual';
}

/** The record the autosave writes for the game in progress. */
export function savedGameRecord(s: GameSnapshot, updated: Date): SavedGame {
  const { game } = s;
  const secret = diceSecretOf(game);
  return {
    format: SAVED_GAME_FORMAT,
    version: SAVED_GAME_VERSION,
    id: s.gameId,
    name: s.gameName,
    updated: updated.toISOString(),
    seed: game.seed,
    ...(secret ? { diceSecret: secret } : {}),
    options: { ...game.options },
    start: s.start ? (savePosition(s.start) as unknown as SavedGame['start']) : null,
    actions: [...s.actions],
    players: { chile: s.players.chile, allied: s.players.allied },
    botBudget: s.botBudget,
    botDelay: s.botDelay,
    undoAllowed: s.undoAllowed,
    setup: setupOf(s.actions, s.start),
    lesson: s.lesson?.id ?? null,
    turn: game.turn,
    side: game.side,
    phase: game.phase,
    result: game.result ? { winner: game.result.winner, kind: game.result.kind, turn: game.result.turn, chileVp: game.result.chileVp } : null,
  };
}
