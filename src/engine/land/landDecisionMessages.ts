import { message, type MessageOf } from '../message';
import type { LandPromptParams } from '../messages/landMessages';
import type { LandDecision } from './types';

/** What a land decision asks its player (8.2–8.11), from its kind and fields alone. */
export function landDecisionMessage(d: LandDecision): MessageOf<keyof LandPromptParams> {
  switch (d.kind) {
    case 'formMove':
      return message('prompt.formMove', { from: d.from, count: d.pieces.length });
    case 'landMove':
      return message('prompt.landMove', { from: d.at, count: d.pieces.length, mp: d.mp, doubles: d.doubles });
    case 'attritionLoss':
      return message('prompt.attritionLoss', {});
    case 'formAttack':
      return message('prompt.formAttack', { from: d.from, to: d.target, count: d.units.length });
    case 'combatSupply':
      return message(d.role === 'attacker' ? 'prompt.combatSupplyAttacker' : 'prompt.combatSupplyDefender', { hex: d.hex });
    case 'combatLosses':
      return message('prompt.combatLosses', { count: d.hits });
    case 'retreat':
      return message('prompt.retreat', { from: d.from });
    case 'advance':
      return message('prompt.advance', { hex: d.target });
  }
}
