import type { InterceptionChoiceOdds } from '../../engine/odds';
import { t } from '../i18n';

/**
 * 7.3: the words of the roll for the warships declared, the same in the prompt and in the interception
 * panel (issue 20): "Roll the die", or "Intercept (no roll)" when every interceptor is in the hex entered
 * (7.3) or blockades it (7.6) — as the roll with the transports going along says it (withTransportsWords).
 */
export function rollWords(odds: InterceptionChoiceOdds): string {
  return t(odds.automatic ? 'interception.interceptNoRoll' : 'interception.roll');
}
