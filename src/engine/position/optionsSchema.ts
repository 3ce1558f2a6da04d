import { z } from 'zod';
import type { RulesOptions } from '../rules/options';

/**
 * The rules options (rules/options.ts) as they may appear in a position or a game file: any subset,
 * each with one of its allowed values, no unknown name. The type ties it to RulesOptions: an option
 * added there and not here is a type error.
 */
const shape = {
  stacking: z.enum(['en', 'es']),
  interceptionModifier: z.enum(['en', 'es']),
  cavalryMovementBonus: z.boolean(),
  returnWithoutNadc: z.enum(['anyFriendlyPort', 'nationBox']),
  attritionAfterDropOffs: z.enum(['en', 'es']),
  chileanSetupArtillery: z.boolean(),
  holdingBoxLandLink: z.boolean(),
  shipCapture: z.boolean(),
  infernalMachines: z.boolean(),
} satisfies { readonly [K in keyof RulesOptions]-?: z.ZodType<RulesOptions[K]> };

export const optionsSchema: z.ZodType<Partial<RulesOptions>> = z.strictObject(shape).partial();
