import type { MessageCode } from '../../../engine/message';
import { diceEs } from './dice.es';
import { errorsEs } from './errors.es';
import { landEs } from './land.es';
import { navalEs } from './naval.es';
import { oddsEs } from './odds.es';
import { optionsEs } from './options.es';
import { positionEs } from './position.es';
import { positionRecordsEs } from './positionRecords.es';
import { sequenceEs } from './sequence.es';
import { supplyEs } from './supply.es';
import type { MessageTable } from './template';
import { whyNotEs } from './whyNot.es';

/** The Spanish words of every engine message code (a missing code does not compile). */
export const messagesEs: MessageTable<MessageCode> = { ...errorsEs, ...diceEs, ...landEs, ...navalEs, ...supplyEs, ...sequenceEs, ...optionsEs, ...oddsEs, ...whyNotEs, ...positionEs, ...positionRecordsEs };
