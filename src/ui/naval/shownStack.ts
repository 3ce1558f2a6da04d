import type { Action, PlayerView } from '../../engine';
import type { MovingStack } from '../../engine/naval/types';

/** The place of a moving stack as the map's click handler names it: a hex, or 'holdingBox'. */
export function stackPlace(stack: MovingStack): string | null {
  if (stack.at.kind === 'hex') return stack.at.hex;
  if (stack.at.kind === 'holdingBox') return 'holdingBox';
  return null;
}

/** The stacks the player could move now: those of his legal sail, endMove and enterHoldingBox actions. */
export function movableStacks(view: PlayerView, legal: readonly Action[]): MovingStack[] {
  const ids = new Set(legal.flatMap((a) => (a.type === 'sail' || a.type === 'endMove' || a.type === 'enterHoldingBox' ? [a.stack] : [])));
  return view.naval.stacks.filter((s) => ids.has(s.id));
}

/**
 * 7.2: the stack the map shows the moves of — the one sailing (one stack moves at a time), else the
 * one the player picked (the stack or one of its ships), else the first still waiting — so one glance shows what to move next.
 */
export function shownStack(view: PlayerView, legal: readonly Action[], selectedPiece: string | null): MovingStack | null {
  const stacks = movableStacks(view, legal);
  // The pick is a stack, or a ship of one (the side panel's list and the tray pick ships: table QA).
  const picked = selectedPiece === null ? undefined : stacks.find((s) => s.id === selectedPiece || s.ships.includes(selectedPiece));
  return stacks.find((s) => s.status === 'sailing') ?? picked ?? stacks[0] ?? null;
}

/** The waiting stack of the player at a place, if any (a click there picks it). */
export function stackAtPlace(view: PlayerView, legal: readonly Action[], place: string): MovingStack | null {
  return movableStacks(view, legal).find((s) => s.status === 'waiting' && stackPlace(s) === place) ?? null;
}
