import { decisionMessage, legalActions, type GameState, type PendingDecision } from '../../engine';
import { hexName, say } from '../describe';
import { currentLanguage, t } from '../i18n';

/** "Callao (2007) or Oruro (3616)": the places, joined as the language joins a choice. */
function either(places: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'disjunction' }).format(places);
}

/**
 * What a pending decision asks, in words: its entry's message (the engine's code), except where that
 * code cannot see the state it is asked in. 4.1: the Supply Columns go to the depot cities still the
 * player's — the places the legal list offers — not always "Lima or Callao, or Oruro or La Paz": Lima
 * held by Chile was still named (QA round 8); 5.6: once Bolivia has quit the war, with no Bolivian one
 * (QA round 6).
 */
export function pendingPrompt(game: GameState, d: PendingDecision): string {
  if (d.kind === 'placeSupplyColumn') {
    const places = [...new Set(legalActions(game).flatMap((a) => (a.type === 'placeSupplyColumn' ? [a.hex] : [])))];
    if (places.length > 0) {
      // The Bolivian column once placed is no longer asked for (it stayed in the prompt: table QA round 11).
      const note = !game.boliviaInWar ? ` ${t('phaseHint.placeSupplyBoliviaOut')}` : d.bolivianPlaced ? '.' : ` ${t('phaseHint.placeSupplyBolivian')}`;
      return `${t('phaseHint.placeSupplyIn', { count: d.remaining, places: either(places.map(hexName)) })}${note}`;
    }
  }
  return say(decisionMessage(d));
}
