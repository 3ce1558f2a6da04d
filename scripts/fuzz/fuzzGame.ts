import type { Bot } from '../../src/bots/bot';
import { seededRandom } from '../../src/bots/seededRandom';
import { activeSide, applyAction, laterOptionsOf, legalActions, newGame, stateHash, viewFor, type Action, type GameState, type RulesOptions, type Side } from '../../src/engine';
import { GAME_FILE_VERSION, type GameFile } from '../../src/engine/gameFile/gameFileSchema';
import { parseGameFile, replayGameFile } from '../../src/engine/gameFile/replayGameFile';
import { checkInvariants } from '../../src/engine/invariants/checkInvariants';
import { viewLeaks } from '../../src/engine/invariants/viewSecrets';
import { stateHasher } from '../../src/engine/stateHash';
import { sayEn } from '../../src/ui/i18n/messages/say';

export interface FuzzOptions {
  /** Most actions a game may take before it counts as endless (issue 12: a bounded number). */
  readonly maxActions?: number;
  /** Check viewFor's secrets every this many actions (1: every action). */
  readonly viewEvery?: number;
  /** Compare the memoised hash with a from-scratch stateHash every this many actions (catches mutation). */
  readonly rehashEvery?: number;
  /** The game's rules options (default: the defaults, rules/options.ts); recorded in its game file. */
  readonly rules?: Partial<RulesOptions>;
}

export interface FuzzFailure {
  /** The step (1-based action number) where it went wrong; 0: before any action. */
  readonly step: number;
  readonly problem: string;
  /** A game file of the actions up to the failing one (shrunk: nothing after it). */
  readonly file: GameFile;
}

export interface FuzzGameResult {
  readonly seed: string;
  readonly bots: string;
  readonly actions: number;
  readonly result: string;
  readonly failure: FuzzFailure | null;
}

export const DEFAULT_MAX_ACTIONS = 20_000;

/** Why a step failed; thrown inside fuzzGame and turned into a FuzzFailure. */
class StepFailure extends Error {
  constructor(
    readonly step: number,
    message: string,
    readonly action?: Action,
  ) {
    super(message);
  }
}

/** The bot's own seeded randomness, as playGame seeds it (`${seed}:${side}`). */
function botRandom(seed: string, side: Side): () => number {
  let h = 0x811c9dc5;
  const text = `${seed}:${side}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return seededRandom(h);
}

/**
 * Play one seeded game between two bots to its end, checking after every action (issue 12): the game
 * invariants, that someone can act until the game is over, the action bound, that viewFor leaks no
 * secret; then that the game file made from it replays, reproducing every hash. A failure comes with a
 * game file truncated at the first failing step.
 */
export function fuzzGame(seed: string, bots: Readonly<Record<Side, Bot>>, opts: FuzzOptions = {}): FuzzGameResult {
  const maxActions = opts.maxActions ?? DEFAULT_MAX_ACTIONS;
  const viewEvery = opts.viewEvery ?? 1;
  const rehashEvery = opts.rehashEvery ?? 97;
  const hash = stateHasher();
  const random = { chile: botRandom(seed, 'chile'), allied: botRandom(seed, 'allied') };
  const names = `${bots.chile.name}-${bots.allied.name}`;
  let state: GameState = newGame({ seed, ...(opts.rules ? { options: opts.rules } : {}) });
  const recorded = { ...laterOptionsOf(state.options), ...opts.rules };
  const initialHash = hash(state);
  const steps: { action: Action; hash: string }[] = [];
  const fileOf = (n: number, meta: Record<string, string>): GameFile => ({
    format: 'wotp-game',
    version: GAME_FILE_VERSION,
    seed,
    // Recorded: a file without them is read as made before those options existed (gameFile/fileOptions.ts).
    options: recorded,
    initialHash,
    steps: steps.slice(0, n) as GameFile['steps'],
    meta: { bots: names, ...meta },
  });
  const fail = (step: number, problem: string, action?: Action): FuzzGameResult => ({
    seed,
    bots: names,
    actions: steps.length,
    result: 'failed',
    failure: {
      step,
      problem,
      file: fileOf(Math.min(step, steps.length), {
        fuzz: `step ${step}: ${problem}`.slice(0, 2000),
        ...(action ? { failingAction: JSON.stringify(action).slice(0, 2000) } : {}),
      }),
    },
  });

  try {
    check(state, 0);
    for (let side = activeSide(state); side !== null; side = activeSide(state)) {
      const step = steps.length + 1;
      if (step > maxActions) throw new StepFailure(step - 1, `no result after ${maxActions} actions`);
      const legal = legalActions(state);
      if (legal.length === 0) throw new StepFailure(step - 1, `dead end: ${side} must act (turn ${state.turn}, ${state.phase}) but has no legal action`);
      const action = bots[side].choose(viewFor(state, side), legal, random[side]);
      let r;
      try {
        r = applyAction(state, action);
      } catch (e) {
        throw new StepFailure(step, `applyAction threw: ${(e as Error).stack ?? String(e)}`, action);
      }
      if (!r.ok) throw new StepFailure(step, `bot ${bots[side].name} chose an action the engine refused: ${sayEn(r.error.message)}`, action);
      state = r.state;
      steps.push({ action, hash: hash(state) });
      check(state, step);
    }
    if (!state.result) throw new StepFailure(steps.length, 'nobody can act, yet the game has no result');
  } catch (e) {
    if (e instanceof StepFailure) return fail(e.step, e.message, e.action);
    return fail(steps.length, `the fuzzer's checks threw: ${(e as Error).stack ?? String(e)}`);
  }

  // The game file replays from its seed, reproducing every hash recorded while playing.
  const text = JSON.stringify(fileOf(steps.length, {}));
  const parsed = parseGameFile(text);
  if (!parsed.ok) return fail(steps.length, `its game file does not parse: ${sayEn(parsed.error.message)}`);
  const replay = replayGameFile(parsed.value);
  if (replay.divergence) return fail(replay.divergence.step, `replay diverges: ${sayEn(replay.divergence.error.message)}`);
  return { seed, bots: names, actions: steps.length, result: sayEn(state.result.summary), failure: null };

  function check(s: GameState, step: number): void {
    const broken = checkInvariants(s);
    if (step % viewEvery === 0) broken.push(...viewLeaks(s));
    if (broken.length > 0) throw new StepFailure(step, broken.map((v) => `${v.invariant}${v.rule ? ` (${v.rule})` : ''}: ${v.message}`).join('; '));
    if (step % rehashEvery === 0 && stateHash(s) !== (step === 0 ? initialHash : steps[step - 1]!.hash)) {
      throw new StepFailure(step, 'the state was mutated after it was made (its hash changed)');
    }
  }
}
