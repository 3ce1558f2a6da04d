import type { SupplyMessageParams } from '../../../engine/messages/supplyMessages';
import { cap, checkTemplates, plural, type MessageTable } from './template';

/** Supply (4.1, 6.3–6.5) and stacking (8.1): prompts and reasons. */
export const supplyEn = checkTemplates({
  'prompt.placeSupplyColumn': (p) =>
    `Place ${p.count === 1 ? 'your Supply Column' : `your ${p.count} Supply Columns one by one`} in Lima or Callao, or Oruro or La Paz (at least one Bolivian).`,
  'prompt.placeNewUnit': 'Place {{unit}}, waiting on the turn track, in a free city.',
  'prompt.repairChoice': (p, f) => `Repair ${f.ship}: pay ${p.count} ${plural(p.count, 'Supply Column', 'Supply Columns')} now, or wait ${p.count} game ${plural(p.count, 'turn', 'turns')}.`,
  'prompt.eliminateExcess': (p, f) => `${cap(f.hex)} is over the stacking limit: eliminate ${p.count} land ${plural(p.count, 'unit', 'units')} there.`,
  'reason.noDepotLeft': 'no depot city is left uncaptured',
  'reason.overStacking': 'over the stacking limit',
} as const satisfies MessageTable<keyof SupplyMessageParams>);
