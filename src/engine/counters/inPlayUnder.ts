import type { RulesOptions } from '../rules/options';
import type { CounterOption } from './types';

/** Whether a counter that needs this reading of a rules option (or none) is in play under these options. */
export function inPlayUnder(options: Pick<RulesOptions, CounterOption['option']>, when: CounterOption | undefined): boolean {
  return when === undefined || options[when.option] === when.is;
}
