import { t } from '../i18n';
import { actionLabel, say, sideWithArticle } from '../describe';
import type { DivergenceWords } from './divergenceText';

/** The interface's words for divergenceText: its i18next tables, in the language shown (English on the command line). */
export const interfaceWords: DivergenceWords = {
  // Every DivergenceKey is a string of en.ts with exactly those placeholders (divergenceText.test.ts words each).
  t: (key, values) => (t as unknown as (k: string, v: Readonly<Record<string, string>>) => string)(key, values),
  say,
  actionLabel: (action, phase) => actionLabel(action, phase),
  sideWithArticle,
};
