import { savePosition, type Action, type GameState } from '../../engine';
import { isOverflowPlacement } from '../../engine/setup/historicalOverflow';
import type { GameStore } from '../store/gameStore';
import { SAVED_GAME_FORMAT, SAVED_GAME_VERSION, type SavedGame } from './savedGameSchema';

/** What the autosave reads from the game store. */
export type GameSnapshot = Pick<
  GameStore,
  'gameId' | 'gameName' | 'game' | 'actions' | 'start' | 'players' | 'botBudget' | 'botDelay' | 'undoAllowed' | 'lesson'
> & { readonly log?: GameStore['log'] };

/** The dice secret a game was started with, if any (issue 17: kept in the state, never shown). */
export function diceSecretOf(game: GameState): string | undefined {
  const secret = (game as { readonly diceSecret?: unknown }).diceSecret;
  return typeof secret === 'string' ? secret : undefined;
}

const is = (a: Action | undefined, type: Action['type'], side: Action['side']) => a?.type === type && a.side === side;

/**
 * 3.1 / 4.2: the new-game screen's historical set-up, as far as it has gone: the Allies' historicalSetup
 * (applied at the start), their turn-1 NADCs (orderShip) and their endPhase, then Chile's historicalSetup
 * (applied as the Allies finish), Chile's NADCs and endPhase. A game saved before the NADCs were asked
 * for (the four actions applied at once) is one too.
 */
export function historicalOpening(actions: readonly Action[]): boolean {
  if (!is(actions[0], 'historicalSetup', 'allied')) return false;
  let i = 1;
  // 8.1: under the Spanish stacking limit the session places the pieces over it elsewhere (historicalOverflow.ts).
  while (is(actions[i], 'setupPlace', 'allied') && isOverflowPlacement(actions[i]!)) i++;
  while (is(actions[i], 'orderShip', 'allied')) i++;
  if (i >= actions.length) return true;
  if (!is(actions[i], 'endPhase', 'allied')) return false;
  return i + 1 >= actions.length || is(actions[i + 1], 'historicalSetup', 'chile');
}

/**
 * How the game began: the historical set-up (historicalOpening), anything else from a new game the
 * manual set-up; a game from a position (a file, a lesson) is 'position'.
 */
export function setupOf(actions: readonly Action[], start: unknown): SavedGame['setup'] {
  if (start !== null && start !== undefined) return 'position';
  return historicalOpening(actions) ? 'historical' : 'manual';
}

/** The record the autosave writes for the game in progress. */
export function savedGameRecord(s: GameSnapshot, updated: Date): SavedGame {
  const { game } = s;
  const secret = diceSecretOf(game);
  const takenBack = (s.log ?? []).flatMap((e) => (e.event.type === 'undone' ? [{ step: e.step, action: e.event.action }] : []));
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
    ...(takenBack.length > 0 ? { takenBack } : {}),
  };
}
