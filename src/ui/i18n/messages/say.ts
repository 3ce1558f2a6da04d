import type { Message, MessageCode, MessageParams } from '../../../engine/message';
import type { Language } from './language';
import { FORMATTERS, type Lexicon } from './lexicon';
import { lexiconEn } from './lexicon.en';
import { lexiconEs } from './lexicon.es';
import { messagesEn } from './messages.en';
import { finishEs } from './es';
import { messagesEs } from './messages.es';
import type { Formatted, MessageTable, Template } from './template';

const TABLES: Readonly<Record<Language, { readonly messages: MessageTable<MessageCode>; readonly lexicon: Lexicon }>> = {
  en: { messages: messagesEn, lexicon: lexiconEn },
  es: { messages: messagesEs, lexicon: lexiconEs },
};

/**
 * An engine message in words, in `lang`: its code's template, with each parameter put into words by its
 * name (a unit id becomes the unit's name in that language, a hex its town). Pure: no i18next, so the
 * command line and the tests can word messages too.
 */
export function sayIn(lang: Language, message: Message): string {
  const text = sayRaw(lang, message);
  // Spanish: the articles, contractions and non-breaking spaces of the filled sentence (messages/es.ts).
  return lang === 'es' ? finishEs(text) : text;
}

function sayRaw(lang: Language, message: Message): string {
  const { messages, lexicon } = TABLES[lang];
  const template = messages[message.code] as Template<MessageParams[MessageCode]> | undefined;
  if (template === undefined) return message.code;
  const params = message.params as Readonly<Record<string, unknown>>;
  const formatted: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const format = FORMATTERS[key as keyof typeof FORMATTERS] as ((v: unknown, l: Language, x: Lexicon, s: (m: Message) => string) => string) | undefined;
    formatted[key] = format ? format(value, lang, lexicon, (m) => sayIn(lang, m)) : String(value);
  }
  if (typeof template === 'function') return (template as (p: unknown, f: Formatted<unknown>) => string)(params, formatted);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => formatted[name] ?? `{{${name}}}`);
}

/** A message in English: the command line's and the tests' words. */
export const sayEn = (message: Message): string => sayIn('en', message);
