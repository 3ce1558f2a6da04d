import type { PositionMessageParams } from '../../../engine/messages/fileMessages';
import { lastPart } from './fileField';
import { namedIn, refusedIn } from './positionRefusal';
import { checkTemplates, type MessageTable } from './template';

/** The piece a position's path names, in a player's words, the path after the sentence (positionRefusal.ts, issue 20). */
const refused = (at: string, sentence: (what: string) => string): string => refusedIn('en', at, sentence);
const named = (id: string): string => namedIn('en', id);

/** What is wrong with a position's pieces (position/validatePosition.ts). */
export const positionEn = checkTemplates({
  'position.pieceOffMap': (p, f) => refused(p.path, (what) => `${what} is in ${f.hex}, which is not on the map.`),
  'position.pieceNotOnLand': (p, f) => refused(p.path, (what) => `${what} is in ${f.hex}, which is not land (2.4).`),
  'position.inBoxNotChilean': (p) => refused(p.path, (what) => `${what} is in the Chile Holding Box but is not Chilean (2.4).`),
  'position.aboardNoTransport': (p) => refused(p.path, (what) => `${what} is aboard ${named(p.id)}, which is not a transport (7.1).`),
  'position.aboardEnemy': (p) => refused(p.path, (what) => `${what} is aboard an enemy transport (7.1).`),
  'position.unknownUnit': (p) => refused(p.path, () => `there is no land unit "${lastPart(String(p.path))}" in the counter manifest.`),
  'position.tooManySteps': (p, f) => refused(p.path, (what) => `${what} is given ${f.count} steps; it has only ${f.max} (2.7).`),
  'position.boliviaOut': (p) => refused(p.path, (what) => `${what} is in play, but Bolivia has quit the war (5.6): its units are out of play.`),
  'position.transportOverloaded': (p, f) => refused(p.path, (what) => `${what} carries ${f.count} steps, more than the two a transport may (7.1).`),
  'position.unknownShip': (p) => refused(p.path, () => `there is no ship "${lastPart(String(p.path))}" in the counter manifest.`),
  'position.shipAboard': (p) => refused(p.path, (what) => `${what} is aboard a ship, and a ship can't be.`),
  'position.shipInRecruitPool': (p) => refused(p.path, (what) => `${what} is in a recruit pool, and a ship can't be.`),
  'position.shipInland': (p, f) => refused(p.path, (what) => `${what} is in ${f.hex}, neither a sea hex nor a port (or other coastal hex) (7.6).`),
  'position.unknownFort': (p) => refused(p.path, () => `there is no fort "${lastPart(String(p.path))}".`),
  'position.nadcNotOwnShip': (p) => refused(p.path, (what) => `${what} name ${named(p.id)}, which is not a ${p.side === 'chile' ? 'Chilean' : 'Peruvian'} ship (4.1).`),
  'position.controlOffMap': (p) => refused(p.path, () => `it gives the control of "${lastPart(String(p.path))}", which is not a hex of the map.`),
} as const satisfies MessageTable<keyof PositionMessageParams>);
