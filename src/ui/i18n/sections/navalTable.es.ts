import type { navalTableEn } from './navalTable.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/navalTable.en.ts. */
export const navalTableEs: Strings<typeof navalTableEn> = {};
