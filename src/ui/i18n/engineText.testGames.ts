import { activeSide, applyAction, legalActions, newGame, viewFor, type Action, type GameEvent, type GameState, type PhaseId, type RulesOptions } from '../../engine';
import { randomBot } from '../../bots/randomBot';
import { seededRandom } from '../../bots/seededRandom';

/** What a few headless random games show: every prompt, every event, a sample of the legal actions. */
export interface GameSamples {
  /** Engine free text: prompts, roll purposes, modifier reasons, event reasons/notes/outcomes/summaries. */
  readonly engineTexts: Set<string>;
  readonly events: GameEvent[];
  /** One action of every type met (several for the types whose label varies), with the phase it was legal in. */
  readonly actions: { action: Action; phase: PhaseId }[];
  readonly finalStates: GameState[];
}

/** Engine texts carried by one event. */
export function textsOfEvent(e: GameEvent): string[] {
  switch (e.type) {
    case 'roll':
      return [e.purpose, ...e.modifiers.map((m) => m.reason)];
    case 'victoryChecked':
      return [e.outcome];
    case 'gameOver':
      return [e.result.summary];
    case 'combatAdvantageDrawn':
      return [e.name, e.note];
    case 'eliminated':
    case 'boliviaQuits':
    case 'supplyLost':
    case 'moveEnded':
    case 'stepLost':
    case 'stackStranded':
      return [e.reason];
    default:
      return [];
  }
}

/**
 * Play seeded random games (src/bots/playGame.ts's loop, with the events kept) and collect what the
 * interface must put into words. Tests only: it is not part of the app.
 */
export function playSampleGames(seeds: readonly number[], options: Partial<RulesOptions> = {}): GameSamples {
  const engineTexts = new Set<string>();
  const events: GameEvent[] = [];
  const actions: { action: Action; phase: PhaseId }[] = [];
  const perType = new Map<string, number>();
  const finalStates: GameState[] = [];
  for (const seed of seeds) {
    let state = newGame({ seed, options });
    const random = { chile: seededRandom(seed * 7919 + 1), allied: seededRandom(seed * 7919 + 2) };
    for (let side = activeSide(state), steps = 0; side !== null && steps < 20_000; side = activeSide(state), steps++) {
      const legal = legalActions(state);
      for (const action of legal) {
        const n = perType.get(action.type) ?? 0;
        if (n < 3) {
          perType.set(action.type, n + 1);
          actions.push({ action, phase: state.phase });
        }
      }
      const r = applyAction(state, randomBot.choose(viewFor(state, side), legal, random[side]));
      if (!r.ok) throw new Error(`random bot chose an illegal action: ${r.error.message}`);
      state = r.state;
      for (const p of state.pending) engineTexts.add(p.prompt);
      for (const e of r.events) {
        events.push(e);
        for (const text of textsOfEvent(e)) engineTexts.add(text);
      }
    }
    finalStates.push(state);
  }
  return { engineTexts, events, actions, finalStates };
}
