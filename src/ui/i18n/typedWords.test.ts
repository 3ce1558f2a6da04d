import { describe, expect, it } from 'vitest';
import type { MessageParams } from '../../engine';
import { t } from './index';
import { checkTemplates, type MessageTable } from './messages/template';

/**
 * Issue 22: the words are typed. These lines are checked by the typecheck (npm run typecheck): each
 * @ts-expect-error fails it if the line below it compiles, i.e. if a missing key, value, code or
 * parameter were no longer a type error.
 */
describe('typed words (compile-time checks, run by tsc)', () => {
  it('an interface key that does not exist, or a missing or unknown value, is a type error', () => {
    // @ts-expect-error: no such key
    expect(t('app.noSuchKey')).toBe('app.noSuchKey');
    // @ts-expect-error: "seed {{seed}}" needs its seed
    expect(typeof t('app.seed')).toBe('string');
    // @ts-expect-error: "hex {{hex}}" has no {{hexx}}
    expect(typeof t('describe.place.hex', { hexx: '2008' })).toBe('string');
    expect(t('app.seed', { seed: '7' })).toMatch(/7/);
  });

  it('a message table with a code missing, a code too many, or a template with a wrong parameter is a type error', () => {
    type Codes = 'prompt.retreat' | 'prompt.advance';
    const good = checkTemplates({ 'prompt.retreat': 'Retreat from {{from}}', 'prompt.advance': (_p, f) => `Advance into ${f.hex}` } as const satisfies MessageTable<Codes>);
    // @ts-expect-error: 'prompt.advance' is missing
    const missing = { 'prompt.retreat': 'Retreat from {{from}}' } as const satisfies MessageTable<Codes>;
    // @ts-expect-error: 'prompt.navalFire' is not one of the codes
    const extra = { 'prompt.retreat': 'x {{from}}', 'prompt.advance': 'y {{hex}}', 'prompt.navalFire': 'z' } as const satisfies MessageTable<Codes>;
    // @ts-expect-error: {{to}} is not a parameter of prompt.retreat (it has {{from}})
    const wrong = checkTemplates({ 'prompt.retreat': 'Retreat to {{to}}', 'prompt.advance': 'y {{hex}}' } as const satisfies MessageTable<Codes>);
    // @ts-expect-error: the template leaves out {{hex}}
    const left = checkTemplates({ 'prompt.retreat': 'Retreat from {{from}}', 'prompt.advance': 'Advance' } as const satisfies MessageTable<Codes>);
    // @ts-expect-error: a function template reads a parameter the code does not have
    const fn = { 'prompt.retreat': (p: MessageParams['prompt.retreat']) => p.to, 'prompt.advance': 'y {{hex}}' } as const satisfies MessageTable<Codes>;
    expect([good, missing, extra, wrong, left, fn].length).toBe(6);
  });
});
