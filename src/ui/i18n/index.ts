import i18next, { type PostProcessorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { describeEn } from './describe.en';
import { describeEs } from './describe.es';
import { es } from './es';
import { finishEs } from './messages/es';
import { forThisDevice } from './touchFirst';

import type { Language } from './messages/language';

export { LANGUAGES, type Language } from './messages/language';
const KEY = 'wotp.language';

function remembered(): Language {
  try {
    const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    return v === 'es' ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * i18next with react-i18next: every string of the interface comes from src/ui/i18n/{en,es}.ts (the
 * Spanish table has the English one's type, so a missing key does not compile). The language is
 * remembered in the browser.
 */
export const i18n = i18next.createInstance();

/** Every Spanish string as shown, its placeholders filled: its articles, contractions and non-breaking spaces (messages/es.ts). */
const spanish: PostProcessorModule = {
  type: 'postProcessor',
  name: 'spanish',
  process: (value, key, options, translator: { language?: string }) =>
    (options.lng ?? translator.language) === 'es' ? finishEs(value, [key].flat().some((k) => String(k).startsWith('describe.place.'))) : value,
};

/** "Tap", not "click", on a touch device (touchFirst.ts); before the Spanish finish, which then sees the words it says. */
const touch: PostProcessorModule = {
  type: 'postProcessor',
  name: 'touch',
  process: (value, _key, options, translator: { language?: string }) => forThisDevice(value, (options.lng ?? translator.language) === 'es' ? 'es' : 'en'),
};

void i18n.use(initReactI18next).use(touch).use(spanish).init({
  resources: { en: { translation: { ...en, describe: describeEn } }, es: { translation: { ...es, describe: describeEs } } },
  lng: remembered(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  postProcess: ['touch', 'spanish'],
});

/**
 * The page says which language it is in (WCAG 3.1.1), so that a screen reader reads the Spanish
 * interface as Spanish (it stayed lang="en"), and the styles may fit each language (the Spanish header
 * is wider).
 */
function markPageLanguage(lang: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang === 'es' ? 'es' : 'en';
  // The browser tab's title too: it stayed "War of the Pacific, 1879" in Spanish (QA round 19, NIT-2).
  document.title = i18n.t('app.title');
}
markPageLanguage(i18n.language);
i18n.on('languageChanged', markPageLanguage);

/** The language the interface shows now. */
export function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en';
}

export function setLanguage(lang: Language): void {
  void i18n.changeLanguage(lang);
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // not remembered: fine
  }
}

/**
 * A string of the interface in the current language ({{name}} placeholders filled from the values):
 * i18next's own `t`, typed by the English tables (i18next.d.ts), so an unknown key or a missing value
 * does not compile.
 */
export const t = i18n.t.bind(i18n) as typeof i18n.t;
