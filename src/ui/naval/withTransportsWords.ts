import type { InterceptionChoiceOdds } from '../../engine/odds';
import { t } from '../i18n';

/**
 * 7.3 exception: the words of the roll that takes the declared interceptors' transports along, the same
 * in the prompt and in the interception panel (issue 20): "Intercept, the transports going along: roll
 * the die", or "… (no roll)" when every interceptor is in the hex entered (7.3 note) — as a declaration's
 * words say it (interceptWords).
 */
export function withTransportsWords(odds: InterceptionChoiceOdds): string {
  return t(odds.automatic ? 'interception.andNoRoll' : 'interception.andRoll', { label: t('interception.withTransports') });
}
