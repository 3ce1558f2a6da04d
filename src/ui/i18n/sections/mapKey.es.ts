import type { mapKeyEn } from './mapKey.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/mapKey.en.ts. */
export const mapKeyEs: Strings<typeof mapKeyEn> = {};
