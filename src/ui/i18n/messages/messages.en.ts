import type { MessageCode } from '../../../engine/message';
import { diceEn } from './dice.en';
import { errorsEn } from './errors.en';
import { landEn } from './land.en';
import { navalEn } from './naval.en';
import { oddsEn } from './odds.en';
import { optionsEn } from './options.en';
import { positionEn } from './position.en';
import { positionRecordsEn } from './positionRecords.en';
import { sequenceEn } from './sequence.en';
import { supplyEn } from './supply.en';
import type { MessageTable } from './template';
import { whyNotEn } from './whyNot.en';

/** The English words of every engine message code (a missing code does not compile). */
export const messagesEn: MessageTable<MessageCode> = { ...errorsEn, ...diceEn, ...landEn, ...navalEn, ...supplyEn, ...sequenceEn, ...optionsEn, ...oddsEn, ...whyNotEn, ...positionEn, ...positionRecordsEn };
