import { decisionMessage, type GameState, type PendingDecision } from '../../engine';
import { say } from '../describe';
import { t } from '../i18n';

/**
 * What a pending decision asks, in words: its entry's message (the engine's code), except where that
 * code cannot see the state it is asked in. 5.6: once Bolivia has quit the war, the Allied Supply
 * Columns go to Lima or Callao only, with no Bolivian one — the message still offered "Oruro or La Paz
 * (at least one Bolivian)" (QA round 6).
 */
export function pendingPrompt(game: Pick<GameState, 'boliviaInWar'>, d: PendingDecision): string {
  if (d.kind === 'placeSupplyColumn' && !game.boliviaInWar) return t('phaseHint.placeSupplyPeruOnly', { count: d.remaining });
  return say(decisionMessage(d));
}
