import type { OddsMessageParams } from '../../../engine/messages/oddsMessages';
import { checkTemplates, type MessageTable } from './template';

/** What the exact odds assume (src/engine/odds). */
export const oddsEn = checkTemplates({
  'odds.interceptionAutomatic': 'Every declared hex is the hex entered: automatic success (7.3 note).',
  'odds.interceptionRoll': 'One die + the modifier must beat the farthest distance (7.3, 7.4).',
  'odds.interceptionModifierEs': 'ES option: the modifier is the highest speed among the ships intercepted.',
  'odds.interceptionModifierEn': 'The modifier is the lowest speed modifier among every ship going (transports only if they go).',
  'odds.interceptionFailedMoves': 'The hexes moved after a failure are counted over the failures only (7.5).',
  'odds.attackExact': 'Exact: every initiative throw (36), every chit of the cup (13, put back after each combat) and every combat die.',
  'odds.attackSupply': 'Supply Columns: only the uses given (default none); a use with no column in the hex to pay for it is left out (6.1, 8.9).',
  'odds.attackChits':
    'A chit that names one unit (Inspiring Leader +2, Slaughter, Canister, Earthworks, Cavalry Charge) gives the same odds whichever eligible unit is named: every die of a side has the same modifiers; a chit that does not fit is ignored, not redrawn (8.9).',
  'odds.attackRetreat': 'Retreat means the side must retreat or deplete a unit to stay (8.10); with no hex to retreat into, every unit loses a step instead.',
  'odds.attackColumnsOnly': 'Only enemy Supply Columns in the hex: no dice; they are captured on an advance, else eliminated (8.7 note, 8.12).',
  'odds.attackAmphibious': '7.6 amphibious assault: the defender rolls one extra die.',
  'odds.moveOneRoll': "One roll: a space counts as reachable when this roll's allowance covers its cheapest route; later rolls (8.4 forced march) are not included.",
  'odds.moveAttrition': 'Attrition (8.3) is the chance of doubles; a move ending in a fort hex is immune, which each space\'s chance with attrition takes into account.',
  'odds.moveCavalryBonus': 'Cavalry alone: +1 to the roll (8.2).',
  'odds.moveNoCavalryBonus': 'No cavalry bonus: not a stack of cavalry alone, or the option is off (8.2).',
  'odds.raidIndependent': "The raid roll and the fort's return fire are independent; the fort always fires back (7.7).",
  'odds.raidFort': "No critical hit against a fort (7.10 note); the fort's natural 2 sinks the raider (7.10).",
} as const satisfies MessageTable<keyof OddsMessageParams>);
