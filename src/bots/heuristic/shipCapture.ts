import type { Action, PlayerView } from '../../engine';
import { SHIP_CAPTURE_TABLE, type CaptureResult } from '../../engine/naval/shipCapture';
import { shipWorth } from './navalBattle';

/** 10.1: the chance of a result of the capture table (one die), read from the engine's table. */
function chance(result: CaptureResult): number {
  return SHIP_CAPTURE_TABLE.filter((r) => r.result === result).reduce((n, r) => n + r.max - r.min + 1, 0) / 6;
}

/**
 * 10.1 (optional): what one capture attempt is worth to the side that makes it. The enemy ship is lost
 * to its owner when it is scuttled or captured, and a captured one is the capturer's own from then on
 * (so it counts twice); on a 1 the capturer is damaged, which counts half its worth, as a hit does in
 * `expectedDamage`. Worth of a ship: `shipWorth` (a transport by what it carries).
 */
export function captureWorth(view: PlayerView, ship: string, target: string): number {
  const t = shipWorth(view, target);
  return (chance('scuttled') + 2 * chance('captured')) * t - chance('capturerDamaged') * 0.5 * shipWorth(view, ship);
}

/**
 * 10.1: after a battle that left every enemy warship present damaged, try the capture worth most
 * (`captureWorth`: the most valuable enemy ship, risking the least valuable warship of its own) while
 * one is worth anything; each warship and each enemy ship is tried once (the engine lists the pairs
 * left). With the table of 10.1 an attempt removes the enemy ship half the time and costs a damaged
 * warship one time in six, so the heuristic tries every capture it may, best first.
 */
export function shipCapture(view: PlayerView, legal: readonly Action[]): Action | undefined {
  let best: Action | undefined;
  let bestWorth = 0;
  for (const a of legal) {
    if (a.type !== 'attemptCapture') continue;
    const w = captureWorth(view, a.ship, a.target);
    if (w > bestWorth) {
      bestWorth = w;
      best = a;
    }
  }
  return best ?? legal.find((a) => a.type === 'declineCapture');
}
