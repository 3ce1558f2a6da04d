import type { Action } from '../../src/engine';
import { find, heuristicAnswer, type Choice, type Ctx } from './director';

/** Chile keeps this many Supply Columns in the Holding Box for fleet provisions (7.8) before recruiting. */
const BOX_RESERVE = 3;

const chileanColumnsInBox = (c: Ctx) => Object.values(c.state.supply).filter((sc) => sc.nation === 'chile' && sc.location.kind === 'holdingBox').length;

/**
 * The deterministic default when no historical order applies:
 *  - the phase ends (nothing moves, attacks or is bought unless history ordered it);
 *  - Chile recruits into the Holding Box what 9.0 lets it (the war's mobilisation), then brings its units there
 *    to full strength (6.2), keeping columns for provisions (7.8);
 *  - the Allies put their columns in Callao (and La Paz), where the fleet sails from;
 *  - no interception, no blockade caught, every routine shot a miss (a 6: 7.9), no capture;
 *  - a beaten side retreats (8.10) rather than hold its ground by a step, as the armies of 1879–81 did;
 *  - any other decision (losses, advances, stacking) is the heuristic bot's answer.
 */
export function routine(c: Ctx): Choice {
  const { legal, top, side, state } = c;
  const pick = (p: Record<string, unknown>) => find(legal, p);
  const end = pick({ type: 'endPhase' });
  const as = (a: Action | undefined, dice?: number[]): Choice => ({ action: a ?? heuristicAnswer(c), ...(dice ? { dice } : {}) });
  if (top && top.side === side) {
    switch (top.kind) {
      case 'interception': return as(pick({ type: 'declineInterception' }));
      case 'runBlockade': return as(pick({ type: 'runBlockade', run: true }), [6]);
      case 'catchRunners': return as(pick({ type: 'letRunnersGo' }));
      case 'navalFire': return as(undefined, [6]);
      case 'shipCapture': return as(pick({ type: 'declineCapture' }));
      case 'formMove': return as(pick({ type: 'cancelMove' }));
      case 'retreat': return as(legal.find((a) => a.type === 'retreat'));
      case 'landMove': return as(pick({ type: 'stopMove' }));
      case 'placeSupplyColumn': return as(pick({ type: 'placeSupplyColumn', hex: '2007' }) ?? pick({ type: 'placeSupplyColumn', hex: '3513' }));
      default: return as(undefined);
    }
  }
  if (state.phase === 'consumeSupply' && side === 'chile' && chileanColumnsInBox(c) > BOX_RESERVE) {
    const r = legal.find((a) => a.type === 'recruit' && a.from.kind === 'holdingBox' && a.to.kind === 'holdingBox')
      ?? legal.find((a) => a.type === 'replenish' && a.from.kind === 'holdingBox');
    if (r) return { action: r };
  }
  return as(end);
}
