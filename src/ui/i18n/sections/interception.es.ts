import type { interceptionEn } from './interception.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/interception.en.ts. */
export const interceptionEs: Strings<typeof interceptionEn> = {};
