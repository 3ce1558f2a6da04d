import type { Terrain } from '../../engine';
import { currentLanguage } from '../i18n';
import { lexiconEn } from '../i18n/messages/lexicon.en';
import { lexiconEs } from '../i18n/messages/lexicon.es';

/** A terrain's name in the current language, capitalised ("Salt desert"), from the words engine messages use. */
export function terrainName(terrain: Terrain): string {
  const word = (currentLanguage() === 'es' ? lexiconEs : lexiconEn).terrain[terrain];
  return word.charAt(0).toUpperCase() + word.slice(1);
}
