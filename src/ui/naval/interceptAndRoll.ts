import { applyAction, legalActions, type Action, type GameState } from '../../engine';
import { sameAction } from '../../engine/sameAction';
import { useGameStore } from '../store';

type InterceptRoll = Extract<Action, { type: 'interceptRoll' }>;

/**
 * 7.3: the roll that follows declaring these warships when it is then the only way on — no other hex's
 * warships left to add, no transports that might go along. The player was asked "Intercept", then
 * "Roll the die" beside the same odds and the same two ways out (table QA, issue 20: five taps from
 * the question to a battle's first shot). Null when something is still his to choose, or for any other
 * action. Worked out by taking the action on a copy: the engine's legal list decides, not the interface.
 */
export function rollThatFollows(game: GameState, action: Action): InterceptRoll | null {
  if (action.type !== 'intercept') return null;
  const r = applyAction(game, action);
  if (!r.ok) return null;
  const next = legalActions(r.state);
  if (next.some((a) => a.type === 'intercept' || (a.type === 'interceptRoll' && a.transports))) return null;
  return next.find((a): a is InterceptRoll => a.type === 'interceptRoll' && !a.transports) ?? null;
}

/**
 * 7.3: declare the warships and, when nothing is left to choose (rollThatFollows), roll at once — each
 * sent only if it is on the engine's legal list when sent.
 */
export function interceptAndRoll(action: Action): void {
  const roll = rollThatFollows(useGameStore.getState().game, action);
  const before = useGameStore.getState().game.step;
  useGameStore.getState().dispatch(action);
  const now = useGameStore.getState().game;
  if (!roll || now.step === before || !legalActions(now).some((a) => sameAction(a, roll))) return;
  useGameStore.getState().dispatch(roll);
}
