import { ship as shipDef } from '../counters';
import type { Modifier } from '../dice';
import { message } from '../message';
import type { RulesOptions } from '../rules/options';

/**
 * 7.4: the modifier added to an interception die. English rules: the lowest speed modifier among the
 * ships going (transports included when they go). Spanish option (`interceptionModifier: 'es'`): the
 * highest speed modifier among the ships intercepted. Null when there is no ship to read it from.
 * The roll (rollInterception) and the odds (odds/interceptionQuestion) both take it from here.
 */
export function interceptionModifier(options: Pick<RulesOptions, 'interceptionModifier'>, interceptors: readonly string[], targets: readonly string[]): Modifier | null {
  if (options.interceptionModifier === 'en') {
    if (interceptors.length === 0) return null;
    const slowest = interceptors.reduce((a, b) => (shipDef(b).speed < shipDef(a).speed ? b : a));
    return { value: shipDef(slowest).speed, ...message('modifier.lowestSpeed', { ship: slowest }), rule: '7.4' };
  }
  if (targets.length === 0) return null;
  const fastest = targets.reduce((a, b) => (shipDef(b).speed > shipDef(a).speed ? b : a));
  return { value: shipDef(fastest).speed, ...message('modifier.highestSpeedIntercepted', { ship: fastest }), rule: '7.4 ES' };
}
