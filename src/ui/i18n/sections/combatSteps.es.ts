import type { combatStepsEn } from './combatSteps.en';
import type { Strings } from './strings';

/** Las palabras en español de src/ui/i18n/sections/combatSteps.en.ts. */
export const combatStepsEs: Strings<typeof combatStepsEn> = {};
