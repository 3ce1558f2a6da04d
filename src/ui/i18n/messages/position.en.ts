import type { PositionMessageParams } from '../../../engine/messages/fileMessages';
import { checkTemplates, type MessageTable } from './template';

/** What is wrong with a position's pieces (position/validatePosition.ts). */
export const positionEn = checkTemplates({
  'position.pieceOffMap': 'Invalid position: {{path}} is in {{hex}}, which is not on the map.',
  'position.pieceNotOnLand': 'Invalid position: {{path}} is in {{hex}}, which is not land (2.4).',
  'position.inBoxNotChilean': 'Invalid position: {{path}} is in the Chile Holding Box but is not Chilean (2.4).',
  'position.aboardNoTransport': 'Invalid position: {{path}} is aboard "{{id}}", which is not a transport (7.1).',
  'position.aboardEnemy': 'Invalid position: {{path}} is aboard an enemy transport (7.1).',
  'position.unknownUnit': 'Invalid position: {{path}}: no such land unit in the counter manifest.',
  'position.tooManySteps': 'Invalid position: {{path}}: {{count}} steps, but the unit has only {{max}} (2.7).',
  'position.boliviaOut': 'Invalid position: {{path}}: Bolivia has quit the war (5.6), so its units are out of play.',
  'position.transportOverloaded': 'Invalid position: {{path}}: carries {{count}} steps, more than the two a transport may (7.1).',
  'position.unknownShip': 'Invalid position: {{path}}: no such ship in the counter manifest.',
  'position.shipAboard': "Invalid position: {{path}}: a ship can't be aboard a ship.",
  'position.shipInRecruitPool': "Invalid position: {{path}}: a ship can't be in a recruit pool.",
  'position.shipInland': 'Invalid position: {{path}} is in {{hex}}, neither a sea hex nor a port (or other coastal hex) (7.6).',
  'position.unknownFort': 'Invalid position: {{path}}: no such fort.',
  'position.nadcNotOwnShip': (p, f) => `Invalid position: ${f.path}: "${f.id}" is not a ${p.side === 'chile' ? 'Chilean' : 'Peruvian'} ship (4.1).`,
  'position.controlOffMap': 'Invalid position: {{path}}: not a hex of the map.',
} as const satisfies MessageTable<keyof PositionMessageParams>);
