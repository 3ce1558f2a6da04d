import type { MessageCode, MessageParams } from '../../../engine/message';

/** Every parameter of a message, already put into words in the reader's language. */
export type Formatted<P> = { readonly [K in keyof P]: string };

/**
 * The words of one message code: a string whose `{{name}}`s are its parameters (each put into words by
 * its name: a unit's name, a hex's town, a number), or a function of the raw parameters and the
 * formatted ones, for plurals, agreement and conditions.
 */
export type Template<P> = string | ((p: P, f: Formatted<P>) => string);

/** A table of the words of `Codes`: each code exactly once, nothing else. */
export type MessageTable<Codes extends MessageCode> = { readonly [C in Codes]: Template<MessageParams[C]> };

type Placeholders<S extends string> = S extends `${string}{{${infer K}}}${infer Rest}` ? K | Placeholders<Rest> : never;

/** What is wrong with a string template for parameters P (never: nothing). */
type Problem<S extends string, P> = string extends keyof P
  ? [Placeholders<S>] extends [never]
    ? never
    : `takes no parameters, not {{${Placeholders<S>}}}`
  : [Exclude<Placeholders<S>, keyof P>] extends [never]
    ? [Exclude<keyof P & string, Placeholders<S>>] extends [never]
      ? never
      : `leaves out {{${Exclude<keyof P & string, Placeholders<S>>}}}`
    : `has no parameter {{${Exclude<Placeholders<S>, keyof P>}}}`;

/** The string templates of a table that name a parameter their code does not have, or leave one out. */
export type TemplateProblems<T> = {
  [C in keyof T & MessageCode]: T[C] extends string ? ([Problem<T[C], MessageParams[C]>] extends [never] ? never : `${C} ${Problem<T[C], MessageParams[C]>}`) : never;
}[keyof T & MessageCode];

/**
 * A compile-time check of a table written `{ … } as const satisfies MessageTable<Codes>` (satisfies: each
 * code once, no other; a function template's parameters are typed by its code): every string template
 * names exactly its code's parameters. A bad one makes this call want a second argument, whose type
 * says which template is wrong.
 */
export function checkTemplates<T>(table: T, ...problems: [TemplateProblems<T>] extends [never] ? [] : [problems: TemplateProblems<T>]): T {
  void problems;
  return table;
}

/** A plural by a count (English and Spanish both have one and other). */
export const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);

/** The first letter in upper case (a place name opening a sentence). */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
