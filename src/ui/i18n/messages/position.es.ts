import type { PositionMessageParams } from '../../../engine/messages/fileMessages';
import { checkTemplates, type MessageTable } from './template';

/** Lo que está mal en las fichas de una posición (position/validatePosition.ts). */
export const positionEs = checkTemplates({
  'position.pieceOffMap': 'Posición no válida: {{path}} está en {{hex}}, que no está en el mapa.',
  'position.pieceNotOnLand': 'Posición no válida: {{path}} está en {{hex}}, que no es tierra (2.4).',
  'position.inBoxNotChilean': 'Posición no válida: {{path}} está en el cajetín Chile pero no es chileno (2.4).',
  'position.aboardNoTransport': 'Posición no válida: {{path}} está a bordo de «{{id}}», que no es un transporte (7.1).',
  'position.aboardEnemy': 'Posición no válida: {{path}} está a bordo de un transporte enemigo (7.1).',
  'position.unknownUnit': 'Posición no válida: {{path}}: no existe esa unidad terrestre en el inventario de fichas.',
  'position.tooManySteps': 'Posición no válida: {{path}}: {{count}} pasos, pero la unidad solo tiene {{max}} (2.7).',
  'position.boliviaOut': 'Posición no válida: {{path}}: Bolivia ha abandonado la guerra (5.6), así que sus unidades están fuera de juego.',
  'position.transportOverloaded': 'Posición no válida: {{path}}: lleva {{count}} pasos, más de los dos que puede llevar un transporte (7.1).',
  'position.unknownShip': 'Posición no válida: {{path}}: no existe ese buque en el inventario de fichas.',
  'position.shipAboard': 'Posición no válida: {{path}}: un buque no puede estar a bordo de un buque.',
  'position.shipInRecruitPool': 'Posición no válida: {{path}}: un buque no puede estar en una reserva de reclutas.',
  'position.shipInland': 'Posición no válida: {{path}} está en {{hex}}, que no es de mar ni un puerto (u otro hex costero) (7.6).',
  'position.unknownFort': 'Posición no válida: {{path}}: no existe ese fuerte.',
  'position.nadcNotOwnShip': (p, f) => `Posición no válida: ${f.path}: «${f.id}» no es un buque ${p.side === 'chile' ? 'chileno' : 'peruano'} (4.1).`,
  'position.controlOffMap': 'Posición no válida: {{path}}: no es un hex del mapa.',
} as const satisfies MessageTable<keyof PositionMessageParams>);
