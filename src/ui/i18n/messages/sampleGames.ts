import { activeSide, applyAction, decisionMessage, getMap, legalActions, newGame, viewFor, whyNot, type Action, type GameEvent, type GameState, type Message, type PhaseId, type RulesOptions } from '../../../engine';
import type { Bot } from '../../../bots/bot';
import { randomBot } from '../../../bots/randomBot';
import { seededRandom } from '../../../bots/seededRandom';

/** What a few headless bot games show: every message the interface must word, every event, a sample of the actions. */
export interface GameSamples {
  /** Every engine message met: prompts, roll purposes and modifiers, event reasons and notes, results, errors, why-not answers. */
  readonly messages: Message[];
  readonly events: GameEvent[];
  /** One action of every type met (several for the types whose label varies), with the phase it was legal in. */
  readonly actions: { action: Action; phase: PhaseId }[];
  /** Every state along the way, one in `every` steps, and the last. */
  readonly states: GameState[];
}

/** The messages one event carries. */
export function messagesOfEvent(e: GameEvent): Message[] {
  switch (e.type) {
    case 'roll':
      return [e.purpose, ...e.modifiers];
    case 'victoryChecked':
      return [e.outcome];
    case 'gameOver':
      return [e.result.summary];
    case 'combatAdvantageDrawn':
      return [e.note];
    case 'boliviaQuits':
      return [e.reason];
    case 'eliminated':
    case 'supplyLost':
    case 'moveEnded':
    case 'stepLost':
    case 'stackStranded':
      return [{ code: e.reason, params: {} } as Message];
    default:
      return [];
  }
}

/** The map's hex ids: one set in both readings of the terrain (docs/map.md §3.3). */
const HEXES = Object.keys(getMap().hexes).sort();

/**
 * Play seeded games (src/bots/playGame.ts's loop, with the events kept) and collect what the interface
 * must put into words; at random steps also an action by the wrong side, one not allowed now, and the
 * why-not answers for a few hexes. Tests only: it is not part of the app.
 */
export function playSampleGames(seeds: readonly number[], options: Partial<RulesOptions> = {}, bot: Bot = randomBot, every = 50): GameSamples {
  const messages: Message[] = [];
  const events: GameEvent[] = [];
  const actions: { action: Action; phase: PhaseId }[] = [];
  const perType = new Map<string, number>();
  const states: GameState[] = [];
  for (const seed of seeds) {
    let state = newGame({ seed, options });
    const random = { chile: seededRandom(seed * 7919 + 1), allied: seededRandom(seed * 7919 + 2) };
    const probe = seededRandom(seed * 7919 + 3);
    for (let side = activeSide(state), steps = 0; side !== null && steps < 20_000; side = activeSide(state), steps++) {
      const legal = legalActions(state);
      for (const action of legal) {
        const n = perType.get(action.type) ?? 0;
        if (n < 3) {
          perType.set(action.type, n + 1);
          actions.push({ action, phase: state.phase });
        }
      }
      if (probe() < 0.05) {
        const wrongSide = applyAction(state, { type: 'endPhase', side: side === 'chile' ? 'allied' : 'chile' });
        const notNow = applyAction(state, { type: 'rollMove', side });
        for (const r of [wrongSide, notNow]) if (!r.ok) messages.push(r.error.message);
        for (let i = 0; i < 3; i++) {
          const why = whyNot(state, getMap(state.options), { kind: 'hex', hex: HEXES[Math.floor(probe() * HEXES.length)]! });
          if (why) messages.push(why.message);
        }
      }
      const action = bot.decide ? bot.decide(viewFor(state, side), legal, random[side], undefined).action : bot.choose(viewFor(state, side), legal, random[side]);
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`${bot.name} bot chose an illegal action: ${JSON.stringify(r.error.message)}`);
      state = r.state;
      if (steps % every === 0) states.push(state);
      for (const p of state.pending) messages.push(decisionMessage(p));
      for (const e of r.events) {
        events.push(e);
        messages.push(...messagesOfEvent(e));
      }
    }
    states.push(state);
    const over = applyAction(state, { type: 'endPhase', side: 'chile' });
    if (!over.ok) messages.push(over.error.message);
  }
  return { messages, events, actions, states };
}
