import type { Language } from './language';

/**
 * A town's name as a sentence says it. Spanish says "el Callao" ("en el Callao", "del Callao", "Lima o
 * el Callao"), as the Spanish rules and the supply prompt do; the map's label stays "Callao". The
 * contractions ("de el" → "del") and a capital at the start of a text are messages/es.ts's finishEs.
 */
const SPANISH_WITH_ARTICLE: Readonly<Record<string, string>> = { Callao: 'el Callao' };

export function townName(lang: Language, name: string): string {
  return lang === 'es' ? (SPANISH_WITH_ARTICLE[name] ?? name) : name;
}
