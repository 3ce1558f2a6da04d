import type { PositionMessageParams } from '../../../engine/messages/fileMessages';
import { lastPart } from './fileField';
import { namedIn, refusedIn } from './positionRefusal';
import { checkTemplates, type MessageTable } from './template';

/** La ficha que nombra la ruta de una posición, en palabras del jugador, y la ruta tras la frase (positionRefusal.ts). */
const refused = (at: string, sentence: (what: string) => string): string => refusedIn('es', at, sentence);
const named = (id: string): string => namedIn('es', id);

/** Lo que está mal en las fichas de una posición (position/validatePosition.ts). */
export const positionEs = checkTemplates({
  'position.pieceOffMap': (p, f) => refused(p.path, (what) => `${what} está en ${f.hex}, que no está en el mapa.`),
  'position.pieceNotOnLand': (p, f) => refused(p.path, (what) => `${what} está en ${f.hex}, que no es tierra (2.4).`),
  'position.inBoxNotChilean': (p) => refused(p.path, (what) => `${what} está en el cajetín Chile pero no es de Chile (2.4).`),
  'position.aboardNoTransport': (p) => refused(p.path, (what) => `${what} está a bordo de ${named(p.id)}, que no es un transporte (7.1).`),
  'position.aboardEnemy': (p) => refused(p.path, (what) => `${what} está a bordo de un transporte enemigo (7.1).`),
  'position.unknownUnit': (p) => refused(p.path, () => `no existe la unidad terrestre «${lastPart(String(p.path))}» en el inventario de fichas.`),
  'position.tooManySteps': (p, f) => refused(p.path, (what) => `a ${what} se le dan ${f.count} pasos; solo tiene ${f.max} (2.7).`),
  'position.boliviaOut': (p) => refused(p.path, (what) => `${what} está en juego, pero Bolivia ha abandonado la guerra (5.6): sus unidades están fuera de juego.`),
  'position.transportOverloaded': (p, f) => refused(p.path, (what) => `${what} lleva ${f.count} pasos, más de los dos que puede llevar un transporte (7.1).`),
  'position.unknownShip': (p) => refused(p.path, () => `no existe el buque «${lastPart(String(p.path))}» en el inventario de fichas.`),
  'position.shipAboard': (p) => refused(p.path, (what) => `${what} está a bordo de un buque, y un buque no puede estarlo.`),
  'position.shipInRecruitPool': (p) => refused(p.path, (what) => `${what} está en una reserva de reclutas, y un buque no puede estarlo.`),
  'position.shipInland': (p, f) => refused(p.path, (what) => `${what} está en ${f.hex}, que no es de mar ni un puerto (u otro hex costero) (7.6).`),
  'position.unknownFort': (p) => refused(p.path, () => `no existe el fuerte «${lastPart(String(p.path))}».`),
  'position.nadcNotOwnShip': (p) => refused(p.path, (what) => `${what} incluyen ${named(p.id)}, que no es un buque ${p.side === 'chile' ? 'chileno' : 'peruano'} (4.1).`),
  'position.controlOffMap': (p) => refused(p.path, () => `da el control de «${lastPart(String(p.path))}», que no es un hex del mapa.`),
} as const satisfies MessageTable<keyof PositionMessageParams>);
