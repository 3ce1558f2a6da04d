import type { NavalMessageParams } from '../../../engine/messages/navalMessages';
import { checkTemplates, plural, type MessageTable } from './template';

/** Naval operations (7.3–7.9, 10.1): prompts and reasons. */
export const navalEn = checkTemplates({
  'prompt.interception': 'Intercept the enemy ships that entered {{hex}}?',
  'prompt.blockadeInterception': 'Your blockade of {{hex}}: intercept the ships there (automatic)?',
  'prompt.runBlockade': 'Enemy warships blockade {{hex}}: run the blockade?',
  'prompt.catchRunners': (p) => `${p.count} of the blockade runners ${plural(p.count, 'is', 'are')} caught: pick ${plural(p.count, 'it', 'them')} (or let them go).`,
  'prompt.setAside': 'You outnumber the enemy: set ships aside before the battle (up to the excess, never more than the enemy has)?',
  'prompt.navalFire': 'Naval combat: pick a warship to fire and its target.',
  'prompt.shipCapture': 'Every enemy warship is damaged: try to capture enemy ships?',
  'reason.noPortToReturn': 'no friendly port to return to',
  'reason.noProvisions': 'no Supply Column in port for fleet provisions',
  'reason.raided': 'raided',
} as const satisfies MessageTable<keyof NavalMessageParams>);
