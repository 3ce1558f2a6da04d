import { distance, getMap, type Action } from '../../src/engine';
import { find, firstOf, heuristicAnswer, type Choice, type Ctx } from './director';

/** Chile keeps this many Supply Columns in the Holding Box for fleet provisions (7.8) before recruiting. */
const BOX_RESERVE = 3;

const chileanColumnsInBox = (c: Ctx) => Object.values(c.state.supply).filter((sc) => sc.nation === 'chile' && sc.location.kind === 'holdingBox').length;
const is = <T extends Action['type']>(type: T) => (a: Action): a is Extract<Action, { type: T }> => a.type === type;

/** 4.1 III: a stack without an NADC makes for the nearest friendly port (the Holding Box first, for Chile). */
function returnToPort(c: Ctx): Action | undefined {
  const enter = firstOf(c.legal, is('enterHoldingBox')) ?? firstOf(c.legal, is('endMove'));
  if (enter) return enter;
  const map = getMap(c.state.options);
  const goal = (hex: string) => map.hexes[hex]?.town?.port === true || (c.side === 'chile' && map.hexes[hex]?.seaArea === map.holdingBox.navalArea);
  const sails = c.legal.filter(is('sail')).filter((a) => goal(a.to));
  const from = (a: Extract<Action, { type: 'sail' }>) => {
    const at = c.state.naval.stacks.find((s) => s.id === a.stack)?.at;
    return at?.kind === 'hex' ? distance(at.hex, a.to) : 0;
  };
  return sails.sort((x, y) => from(x) - from(y) || x.stack.localeCompare(y.stack) || x.to.localeCompare(y.to))[0];
}

/**
 * The deterministic default when no historical order applies (never the engine's listing order: the
 * first of the legal actions by their JSON):
 *  - the phase ends (nothing moves, attacks or is bought unless history ordered it); ships without an
 *    NADC make for the nearest friendly port (4.1 III);
 *  - Chile recruits into the Holding Box what 9.0 lets it (the war's mobilisation), rebuilds its lost units
 *    there (6.3) and brings them to full strength (6.2), keeping columns for provisions (7.8);
 *  - the Allies put their columns in Callao (and La Paz), where the fleet sails from;
 *  - no interception (asked again in the next hex, so a historical interception further on is still offered), no blockade caught, every routine shot a miss (a 6: 7.9), no capture;
 *  - a beaten side retreats (8.10) rather than hold its ground by a step, as the armies of 1879–81 did;
 *    the victor advances with every unit that may (8.11); losses fall on units in a fixed order.
 */
export function routine(c: Ctx): Choice {
  const { legal, top, side, state } = c;
  const pick = (p: Record<string, unknown>) => find(legal, p);
  const end = pick({ type: 'endPhase' });
  const as = (a: Action | undefined, dice?: number[]): Choice => (a ? { action: a, ...(dice ? { dice } : {}) } : { action: heuristicAnswer(c), by: 'routine (heuristic bot)' });
  if (top && top.side === side) {
    switch (top.kind) {
      case 'interception': return as(pick({ type: 'declineInterception' }));
      case 'runBlockade': return as(pick({ type: 'runBlockade', run: true }), [6]);
      case 'catchRunners': return as(pick({ type: 'letRunnersGo' }));
      case 'setAside': return as(pick({ type: 'beginNavalCombat' }));
      case 'navalFire': return as(firstOf(legal, is('fire')), [6]);
      case 'shipCapture': return as(pick({ type: 'declineCapture' }));
      case 'formMove': return as(pick({ type: 'cancelMove' }));
      case 'landMove': return as(pick({ type: 'stopMove' }));
      case 'attritionLoss': return as(firstOf(legal, is('takeAttrition')));
      case 'combatSupply': return as(pick({ type: 'combatSupply', initiative: false, extraDie: false }));
      case 'combatLosses': return as(firstOf(legal, is('takeLoss')));
      case 'retreat': return as(firstOf(legal, is('retreat')) ?? firstOf(legal, is('holdGround')));
      case 'advance': return as(firstOf(legal, is('advanceUnit')) ?? pick({ type: 'endAdvance' }));
      case 'placeSupplyColumn': return as(pick({ type: 'placeSupplyColumn', hex: '2007' }) ?? pick({ type: 'placeSupplyColumn', hex: '3513' }) ?? firstOf(legal, is('placeSupplyColumn')));
      case 'eliminateExcess': return as(firstOf(legal, is('eliminateUnit')));
      case 'placeNewUnit': return as(firstOf(legal, is('placeNewUnit')));
      default: return as(undefined);
    }
  }
  if (state.phase === 'navalMovement' && !end) return as(returnToPort(c));
  if (state.phase === 'consumeSupply' && side === 'chile' && chileanColumnsInBox(c) > BOX_RESERVE) {
    const r = firstOf(legal, (a) => a.type === 'recruit' && a.from.kind === 'holdingBox' && a.to.kind === 'holdingBox')
      ?? firstOf(legal, (a) => a.type === 'rebuild' && a.from.kind === 'holdingBox')
      ?? firstOf(legal, (a) => a.type === 'replenish' && a.from.kind === 'holdingBox');
    if (r) return { action: r };
  }
  return as(end);
}
