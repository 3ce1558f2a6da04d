import { z } from 'zod';
import type { RulesOptions } from '../rules/options';

/**
 * The rules options (rules/options.ts) as they may appear in a position or a game file: any subset,
 * each with one of its allowed values, no unknown name. The type ties it to RulesOptions: an option
 * added there and not here is a type error.
 */
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `expected ${values.map((v) => `"${v}"`).join(' or ')}` });
const onOff = z.boolean({ error: 'expected true or false' });
const shape = {
  stacking: choice(['en', 'es']),
  interceptionModifier: choice(['en', 'es']),
  cavalryMovementBonus: onOff,
  returnWithoutNadc: choice(['anyFriendlyPort', 'nationBox']),
  attritionAfterDropOffs: choice(['en', 'es']),
  chileanSetupArtillery: onOff,
  holdingBoxLandLink: onOff,
  openTerrain: onOff,
  supplyRollFirst: onOff,
  replenishNewUnits: onOff,
  boliviaFortsStay: onOff,
  interceptWithoutProvisions: onOff,
  peruGt2: choice(['en', 'es']),
  peruGt4: choice(['en', 'es']),
  chileGt12: choice(['en', 'es']),
  shipCapture: onOff,
  infernalMachines: onOff,
} satisfies { readonly [K in keyof RulesOptions]-?: z.ZodType<RulesOptions[K]> };

export const optionsSchema: z.ZodType<Partial<RulesOptions>> = z.strictObject(shape).partial();
