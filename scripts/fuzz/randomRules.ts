import { seededRandom } from '../../src/bots/seededRandom';
import type { RulesOptions } from '../../src/engine';

/**
 * Every value each rules option may take (rules/options.ts): the English and Spanish readings where the
 * texts disagree, the readings this edition played before a correction, and the optional rules of 10.0.
 * The type asks for every option, so one added to RulesOptions and not here does not compile.
 */
export const RULES_CHOICES: { readonly [K in keyof RulesOptions]-?: readonly RulesOptions[K][] } = {
  stacking: ['en', 'es'],
  interceptionModifier: ['en', 'es'],
  cavalryMovementBonus: [true, false],
  returnWithoutNadc: ['anyFriendlyPort', 'nationBox'],
  attritionAfterDropOffs: ['en', 'es'],
  chileanSetupArtillery: [false, true],
  holdingBoxLandLink: [true, false],
  openTerrain: [false, true],
  supplyRollFirst: [false, true],
  replenishNewUnits: [false, true],
  boliviaFortsStay: [false, true],
  interceptWithoutProvisions: [false, true],
  peruGt2: ['en', 'es'],
  peruGt4: ['en', 'es'],
  chileGt12: ['en', 'es'],
  shipCapture: [false, true],
  infernalMachines: [false, true],
};

/**
 * A game's rules options drawn from its seed, each option's value equally likely: the same seed, the same
 * options. The fuzzer plays such games (`--rules random`), so that every reading a player can choose on
 * the new-game screen is played to the end, not only the defaults.
 */
export function randomRules(seed: string): RulesOptions {
  let h = 0x811c9dc5;
  const text = `${seed}:rules`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  const random = seededRandom(h);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return Object.fromEntries(Object.entries(RULES_CHOICES).map(([name, values]) => [name, pick(values as readonly unknown[])])) as unknown as RulesOptions;
}
