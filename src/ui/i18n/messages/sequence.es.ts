import type { SequenceMessageParams } from '../../../engine/messages/sequenceMessages';
import { checkTemplates, type MessageTable } from './template';

/** Determinación de la victoria (5.0–5.6). */
export const sequenceEs = checkTemplates({
  'outcome.gameGoesOn': 'Chile tiene {{vp}} PV: la partida continúa.',
  'result.chileanVictory': 'Chile tiene {{vp}} PV, al menos {{min}}: victoria chilena.',
  'result.suddenDeath': 'Chile tiene {{vp}} PV, menos de {{max}}: victoria aliada por muerte súbita.',
  'result.alliedVictory': 'Chile tiene {{vp}} PV, menos de {{max}}: victoria aliada.',
  'result.draw': 'Chile tiene {{vp}} PV ({{min}}–{{max}}): empate.',
  'reason.chileHoldsOruroAndLaPaz': 'Chile controla Oruro y La Paz',
  'reason.chileVpBoliviaQuits': 'Chile tiene {{vp}} PV (al menos {{min}})',
} as const satisfies MessageTable<keyof SequenceMessageParams>);
