import type { SequenceMessageParams } from '../../../engine/messages/sequenceMessages';
import { checkTemplates, type MessageTable } from './template';

/** Victory Determination (5.0–5.6). */
export const sequenceEn = checkTemplates({
  'outcome.gameGoesOn': 'Chile has {{vp}} VP: the game goes on.',
  'result.chileanVictory': 'Chile has {{vp}} VP, at least {{min}}: Chilean victory.',
  'result.suddenDeath': 'Chile has {{vp}} VP, fewer than {{max}}: sudden-death Allied victory.',
  'result.alliedVictory': 'Chile has {{vp}} VP, fewer than {{max}}: Allied victory.',
  'result.draw': 'Chile has {{vp}} VP ({{min}}–{{max}}): a draw.',
  'reason.chileHoldsOruroAndLaPaz': 'Chile holds Oruro and La Paz',
  'reason.chileVpBoliviaQuits': 'Chile has {{vp}} VP (at least {{min}})',
} as const satisfies MessageTable<keyof SequenceMessageParams>);
