import { noControl } from './control/hexControl';
import { EMPTY_NAVAL_STATE } from './naval/types';
import { createDice } from './dice';
import { NO_LAND_OPS } from './land/types';
import { DEFAULT_OPTIONS, type RulesOptions } from './rules/options';
import { initialPieces } from './setup/initialPieces';
import type { GameState } from './state';

export interface NewGameOptions {
  /** Any string or number: the same seed and the same actions give the same game on any machine. */
  readonly seed: string | number;
  /** Rules options; anything left out takes the English text's reading (DEFAULT_OPTIONS). */
  readonly options?: Partial<RulesOptions>;
  /**
   * 32 lower-case hex digits drawn at random by the app (issue 17): the dice then depend on the seed and
   * this secret, so no player who knows the seed can foretell them. Without it the dice follow the seed
   * alone, fully deterministic (tests, the command line).
   */
  readonly diceSecret?: string;
}

/** A new game, before turn 1: the Allied set-up comes first (3.1). */
export function newGame({ seed, options, diceSecret }: NewGameOptions): GameState {
  const resolved: RulesOptions = { ...DEFAULT_OPTIONS, ...options };
  return {
    format: 'wotp-state',
    version: 1,
    seed,
    ...(diceSecret !== undefined ? { diceSecret } : {}),
    options: resolved,
    dice: createDice(seed, diceSecret),
    turn: 1,
    side: 'allied',
    phase: 'setup',
    pending: [],
    control: noControl(),
    vpRecord: [],
    ...initialPieces(resolved),
    nadc: { chile: [], allied: [] },
    boliviaInWar: true,
    bonusVp: 0,
    amphibiousAssaults: [],
    land: NO_LAND_OPS,
    naval: EMPTY_NAVAL_STATE,
    warshipsSunkThisTurn: { chile: 0, allied: 0 },
    result: null,
    step: 0,
  };
}
