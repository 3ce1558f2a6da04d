import { applyAction, legalActions, type GameState } from '../../src/engine';
import { checkInvariants } from '../../src/engine/invariants/checkInvariants';
import { seededRandom } from '../../src/bots/seededRandom';

/** A small seeded generator (mulberry32, the bots' own), so a failing run replays with its seed. */
const generator = seededRandom;

/**
 * What "the engine can play on" means for an accepted state: the legal actions are listed without an
 * exception and are there unless the game is over, and `actions` random legal actions in a row are
 * each accepted, the invariants holding after them. Returns the first problem, or null.
 */
export function playOnProblem(state: GameState, seed: number, actions = 20): string | null {
  const random = generator(seed);
  let s = state;
  for (let i = 0; i <= actions; i++) {
    let legal;
    try {
      legal = legalActions(s);
    } catch (e) {
      return `legalActions threw after ${i} actions: ${(e as Error).stack}`;
    }
    if (legal.length === 0) return s.result ? null : `no legal action after ${i} actions, and the game is not over`;
    if (i === actions) break;
    const a = legal[Math.floor(random() * legal.length)]!;
    let r;
    try {
      r = applyAction(s, a);
    } catch (e) {
      return `applyAction threw on ${JSON.stringify(a)} after ${i} actions: ${(e as Error).stack}`;
    }
    if (!r.ok) return `a listed action was refused after ${i} actions: ${JSON.stringify(a)}: ${JSON.stringify(r.error.message)}`;
    s = r.state;
  }
  const broken = checkInvariants(s);
  return broken.length > 0 ? `after ${actions} random actions: ${broken.map((v) => v.message).join('; ')}` : null;
}
