import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from './i18n';
import { useGameStore } from './store';

const NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/**
 * The interface language (remembered in this browser). A notice on screen (a why-not, a hint) was
 * worded in the old language and stayed so: it is cleared, as the next click words the next one.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const say = useGameStore((s) => s.say);
  const change = (language: Language) => {
    say(null);
    setLanguage(language);
  };
  return (
    <select className="language" aria-label={t('app.language')} value={i18n.language} onChange={(e) => change(e.target.value as Language)}>
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>{NAMES[l]}</option>
      ))}
    </select>
  );
}
