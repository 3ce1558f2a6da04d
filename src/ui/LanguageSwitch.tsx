import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from './i18n';

const NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** The interface language (remembered in this browser). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <select className="language" aria-label={t('app.language')} value={i18n.language} onChange={(e) => setLanguage(e.target.value as Language)}>
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>{NAMES[l]}</option>
      ))}
    </select>
  );
}
