import type { OptionMessageParams } from '../../../engine/messages/optionMessages';
import { checkTemplates, type MessageTable } from './template';

/** The rules options (rules/options.ts OPTION_INFO). */
export const optionsEn = checkTemplates({
  'option.stacking': 'Stacking limit: 6 land units, 7 with a fort (EN) or 5 (ES)',
  'option.interceptionModifier': "Interception modifier: interceptors' lowest speed (EN) or target's highest (ES)",
  'option.cavalryMovementBonus': 'Cavalry +1 to the movement roll (EN)',
  'option.returnWithoutNadc': "Ships without an NADC return to any friendly port (EN) or their nation's box (ES)",
  'option.attritionAfterDropOffs': 'Attrition may fall on dropped-off units (EN) or only after the drop-offs (ES)',
  'option.chileanSetupArtillery': 'Chile sets up the 1st artillery regiment, reduced (ES)',
  'option.holdingBoxLandLink': 'Land movement to and from the Chile Holding Box via 3130/3231 (8.6 note); off: by transport only (6.3/6.4 notes)',
  'option.openTerrain': 'Open terrain: clear (1 MP) irrigated valleys and altiplano, as the map was first drawn; off: only the chart\'s terrain (8.6)',
  'option.supplyRollFirst': "Supply Columns rolled as the Administrative Phase begins, before the NADC orders (this edition's order until November 2026); off: after the orders, as the rules give (4.1)",
  'option.boliviaFortsStay': "Bolivia's fort (La Paz) stays on the map when Bolivia quits the war (this edition's reading until November 2026); off: it leaves with Bolivia's units, a fort being one of its pieces (5.6, 7.7)",
  'option.interceptWithoutProvisions': "Warships may leave a port with no Supply Column to intercept, and spend none (this edition's reading until November 2026); off: a port's warships leave it to intercept only with a Supply Column there, and spend it, as any stack leaving port (7.8, 7.3)",
  'option.replenishNewUnits': "A unit recruited or rebuilt may be replenished in the same phase (this edition's reading until November 2026); off: from the next turn, as the rules give (6.3, 6.4)",
  'option.peruGt2': 'Peru\'s turn-2 reinforcements: Fort Iquique and the Iquique regiment (EN) or the Iquique regiment only (ES)',
  'option.peruGt4': 'Peru\'s turn-4 reinforcements: Fort Arica (EN) or an Arica infantry regiment (ES)',
  'option.chileGt12': 'Chile\'s turn-12 reinforcements: the Concepción regiment (EN) or none (ES)',
  'option.shipCapture': 'Optional rule: ship capture',
  'option.infernalMachines': 'Optional rule: infernal machines',
} as const satisfies MessageTable<keyof OptionMessageParams>);
