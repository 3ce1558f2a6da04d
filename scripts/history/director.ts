import { applyAction, legalActions, newGame, viewFor, type Action, type GameEvent, type GameState, type PendingDecision, type Side } from '../../src/engine';
import { heuristicChoose } from '../../src/bots/heuristic/heuristicBot';
import { filler, type Filler } from './fillerDice';

/** What an order wants done now: one legal action, the dice and chit draws it should throw, and the outcome it must reach. */
export interface Choice {
  readonly action: Action;
  /** Dice thrown by this action, in order (filler dice follow). */
  readonly dice?: readonly number[];
  /** Chit draws (indices into the cup of 13, 8.9) taken by this action, in order. */
  readonly draws?: readonly number[];
  /** The outcome history needs; other dice are searched (deterministically) until it is reached. */
  readonly want?: (after: GameState, events: readonly GameEvent[]) => boolean;
  /** Who chose it, for the trace (the routine default names itself). */
  readonly by?: string;
}

/** What an order sees: the state, the legal actions, the side to act and the decision it answers (if any). */
export interface Ctx {
  readonly state: GameState;
  readonly legal: readonly Action[];
  readonly side: Side;
  readonly top: PendingDecision | undefined;
}

/** One historical order: the game turn (0: the set-up) and side it belongs to, what it is, and how it picks among the legal actions. */
export interface Order {
  readonly turn: number;
  readonly side: Side;
  readonly label: string;
  readonly choose: (ctx: Ctx) => Choice | undefined;
}

export interface TraceLine {
  readonly step: number;
  readonly turn: number;
  readonly phase: string;
  readonly order: string;
  readonly action: Action;
  readonly dice: readonly number[];
  readonly draws: readonly number[];
  readonly events: readonly string[];
}

export interface Directed {
  readonly start: GameState;
  readonly actions: readonly Action[];
  readonly final: GameState;
  readonly trace: readonly TraceLine[];
}

const FILLER_DICE = 48;
const FILLER_DRAWS = 8;
const SEARCH_TRIES = 20_000;
const MAX_STEPS = 20_000;

/** True when `action` matches every field given in `partial` (nested values compared as JSON). */
export function matches(action: Action, partial: Record<string, unknown>): boolean {
  const a = action as unknown as Record<string, unknown>;
  return Object.entries(partial).every(([k, v]) => JSON.stringify(a[k]) === JSON.stringify(v));
}

export function find(legal: readonly Action[], partial: Record<string, unknown>): Action | undefined {
  return legal.find((a) => matches(a, partial));
}

/**
 * The first of the legal actions passing `test`, in a fixed order (their JSON, sorted): the choice
 * does not depend on the order the engine lists them in.
 */
export function firstOf<A extends Action>(legal: readonly Action[], test: (a: Action) => a is A): A | undefined;
export function firstOf(legal: readonly Action[], test: (a: Action) => boolean): Action | undefined;
export function firstOf(legal: readonly Action[], test: (a: Action) => boolean): Action | undefined {
  return legal.filter(test).map((a) => [JSON.stringify(a), a] as const).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))[0]?.[1];
}

/** The routine answer when no order applies: the heuristic bot for decisions, else the end of the phase. */
export type Fallback = (ctx: Ctx) => Choice;

function withScript(state: GameState, dice: readonly number[], draws: readonly number[]): GameState {
  return { ...state, dice: { ...state.dice, script: [...dice], draws: [...draws] } };
}

/**
 * Apply `choice` with its dice queued before filler dice; if it wants an outcome the first dice do not
 * give, try others from the build's generator until one does (throws if none in SEARCH_TRIES).
 */
function applyScripted(state: GameState, choice: Choice, fill: Filler, label: string): { state: GameState; events: readonly GameEvent[]; dice: number[]; draws: number[] } {
  const attempt = (dice: readonly number[], draws: readonly number[]) => {
    const before = withScript(state, dice, draws);
    const r = applyAction(before, choice.action);
    if (!r.ok) throw new Error(`${label}: ${JSON.stringify(choice.action)} refused: ${JSON.stringify(r.error)}`);
    const thrown = r.state.dice.thrown - before.dice.thrown;
    const drawn = draws.length - (r.state.dice.draws?.length ?? 0);
    if (thrown > dice.length || r.state.dice.script.length !== dice.length - thrown) throw new Error(`${label}: ran out of scripted dice`);
    const cleared: GameState = { ...r.state, dice: { ...r.state.dice, script: [], draws: [] } };
    return { state: cleared, events: r.events, dice: dice.slice(0, thrown), draws: draws.slice(0, drawn) };
  };
  const pad = (head: readonly number[] | undefined, n: number, gen: () => number) => [...(head ?? []), ...Array.from({ length: n }, gen)];
  const first = attempt(pad(choice.dice, FILLER_DICE, fill.die), pad(choice.draws, FILLER_DRAWS, fill.draw));
  if (!choice.want || choice.want(first.state, first.events)) return first;
  for (let i = 0; i < SEARCH_TRIES; i++) {
    const r = attempt(pad([], FILLER_DICE, fill.die), pad([], FILLER_DRAWS, fill.draw));
    if (choice.want(r.state, r.events)) return r;
  }
  throw new Error(`${label}: no dice found for the outcome history needs`);
}

/** The new game the war starts from (the file's start position, before its dice are queued). */
export function warStart(seed: string): GameState {
  return newGame({ seed });
}

/**
 * Play the war: at each step the first order of this game turn and acting side that picks a legal
 * action, else the fallback. Every action is one of legalActions(state). Dice are recorded as thrown.
 */
export function direct(seed: string, orders: readonly Order[], fallback: Fallback, until: (s: GameState) => boolean, log?: (line: string) => void): Directed {
  const start = warStart(seed);
  const fill = filler(1879);
  let state = start;
  const actions: Action[] = [];
  const dice: number[] = [];
  const draws: number[] = [];
  const trace: TraceLine[] = [];
  while (!state.result && !until(state)) {
    if (actions.length >= MAX_STEPS) throw new Error('the war runs too long');
    const legal = legalActions(state);
    if (legal.length === 0) throw new Error(`nobody can act at step ${actions.length}`);
    const side = legal[0]!.side;
    const ctx: Ctx = { state, legal, side, top: state.pending[state.pending.length - 1] };
    let choice: Choice | undefined;
    let label = 'routine';
    const turn = state.phase === 'setup' ? 0 : state.turn;
    for (const o of orders) {
      if (o.turn !== turn || o.side !== side) continue;
      choice = o.choose(ctx);
      if (choice) { label = o.label; break; }
    }
    if (!choice) {
      choice = fallback(ctx);
      label = choice.by ?? 'routine';
    }
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(choice.action))) {
      throw new Error(`${label}: ${JSON.stringify(choice.action)} is not among the legal actions`);
    }
    const r = applyScripted(state, choice, fill, label);
    const line: TraceLine = { step: actions.length + 1, turn: state.turn, phase: `${state.side}/${state.phase}`, order: label, action: choice.action, dice: r.dice, draws: r.draws, events: r.events.map((e) => e.type) };
    trace.push(line);
    log?.(`${line.step} T${line.turn} ${line.phase} [${ctx.top?.kind ?? ''}] ${label}: ${JSON.stringify(line.action)} dice ${line.dice.join('')} draws ${line.draws.join(',')} -> ${line.events.join(',')}`);
    actions.push(choice.action);
    dice.push(...r.dice);
    draws.push(...r.draws);
    state = r.state;
  }
  const scripted: GameState = { ...start, dice: { ...start.dice, script: dice, draws } };
  return { start: scripted, actions, final: state, trace };
}

/** The heuristic bot's answer from the acting side's view (routine decisions). */
export function heuristicAnswer(ctx: Ctx): Action {
  return heuristicChoose(viewFor(ctx.state, ctx.side), ctx.legal);
}
