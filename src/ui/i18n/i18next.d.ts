import type { describeEn } from './describe.en';
import type { en } from './en';

/**
 * The interface's strings as i18next's types (issue 22): a key that is not in the English tables, or a
 * call that leaves out one of its string's {{placeholders}}, does not compile. The Spanish tables have
 * the English ones' shape (en.ts UiStrings, describe.es.ts), so each key exists in both.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & { readonly describe: typeof describeEn } };
    returnNull: false;
  }
}
