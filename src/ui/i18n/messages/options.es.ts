import type { OptionMessageParams } from '../../../engine/messages/optionMessages';
import { checkTemplates, type MessageTable } from './template';

/** Las opciones de reglas (rules/options.ts OPTION_INFO). */
export const optionsEs = checkTemplates({
  'option.stacking': 'Límite de apilamiento: 6 unidades terrestres, 7 con un fuerte (EN) o 5 (ES)',
  'option.interceptionModifier': 'Modificador de intercepción: la velocidad más baja de los interceptores (EN) o la más alta del objetivo (ES)',
  'option.cavalryMovementBonus': 'Caballería: +1 a la tirada de movimiento (EN)',
  'option.returnWithoutNadc': 'Los buques sin NADC vuelven a cualquier puerto amigo (EN) o al cajetín de su nación (ES)',
  'option.attritionAfterDropOffs': 'El desgaste puede recaer en las unidades dejadas atrás (EN) o solo tras dejarlas (ES)',
  'option.chileanSetupArtillery': 'Chile despliega el 1.er regimiento de artillería, reducido (ES)',
  'option.holdingBoxLandLink': 'Movimiento terrestre hacia y desde el cajetín Chile por 3130/3231 (nota de 8.6); desactivado: solo por transporte (notas de 6.3/6.4)',
  'option.openTerrain': 'Terreno abierto: valles regados y altiplano despejados (1 PM), como se dibujó el mapa al principio; desactivado: solo los terrenos de la tabla (8.6)',
  'option.supplyRollFirst': 'Columnas logísticas tiradas al empezar la Fase Administrativa, antes de los NADC (el orden de esta edición hasta noviembre de 2026); desactivado: después de los NADC, como dicen las reglas (4.1)',
  'option.boliviaFortsStay': 'El fuerte de Bolivia (La Paz) se queda en el mapa cuando Bolivia abandona la guerra (la lectura de esta edición hasta noviembre de 2026); desactivado: se retira con las unidades bolivianas, pues un fuerte es una de sus piezas (5.6, 7.7)',
  'option.interceptWithoutProvisions': "Los buques de guerra pueden salir de un puerto sin columna logística para interceptar, sin gastar ninguna (la lectura de esta edición hasta noviembre de 2026); desactivado: los buques de guerra de un puerto solo salen a interceptar con una columna logística allí, y la gastan, como cualquier apilamiento que zarpa (7.8, 7.3)",
  'option.replenishNewUnits': 'Una unidad reclutada o reconstruida puede reponerse en la misma fase (la lectura de esta edición hasta noviembre de 2026); desactivado: desde el turno siguiente, como dicen las reglas (6.3, 6.4)',
  'option.peruGt2': 'Refuerzos peruanos del turno 2: el fuerte de Iquique y el regimiento Iquique (EN) o solo el regimiento Iquique (ES)',
  'option.peruGt4': 'Refuerzos peruanos del turno 4: el fuerte de Arica (EN) o un regimiento de infantería Arica (ES)',
  'option.chileGt12': 'Refuerzos chilenos del turno 12: el regimiento Concepción (EN) o ninguno (ES)',
  'option.shipCapture': 'Regla opcional: captura de buques',
  'option.infernalMachines': 'Regla opcional: máquinas infernales',
} as const satisfies MessageTable<keyof OptionMessageParams>);
