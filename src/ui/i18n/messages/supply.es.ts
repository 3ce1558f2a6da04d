import type { SupplyMessageParams } from '../../../engine/messages/supplyMessages';
import { cap, checkTemplates, plural, type MessageTable } from './template';

/** Suministro (4.1, 6.3–6.5) y apilamiento (8.1): preguntas y motivos. */
export const supplyEs = checkTemplates({
  'prompt.placeSupplyColumn': (p) =>
    `Coloca ${p.count === 1 ? 'tu columna logística' : `tus ${p.count} columnas logísticas una a una`} en Lima o el Callao, o en Oruro o La Paz (al menos una boliviana).`,
  'prompt.placeNewUnit': 'Coloca {{unit}}, que espera en el registro de turnos, en una ciudad libre.',
  'prompt.repairChoice': (p, f) =>
    `Reparar ${f.ship}: paga ahora ${p.count} ${plural(p.count, 'columna logística', 'columnas logísticas')}, o espera ${p.count} ${plural(p.count, 'turno', 'turnos')} de juego.`,
  'prompt.eliminateExcess': (p, f) => `${cap(f.hex)} supera el límite de apilamiento: elimina allí ${p.count} ${plural(p.count, 'unidad terrestre', 'unidades terrestres')}.`,
  'reason.noDepotLeft': 'no queda ninguna ciudad depósito sin capturar',
  'reason.overStacking': 'por encima del límite de apilamiento',
} as const satisfies MessageTable<keyof SupplyMessageParams>);
