import type { LandMessageParams } from '../../../engine/messages/landMessages';
import { de } from './es';
import { cap, checkTemplates, plural, type MessageTable } from './template';

/** Operaciones terrestres (8.2–8.11): preguntas, motivos, notas de las fichas de ventaja. */
export const landEs = checkTemplates({
  'prompt.formMove': (p, f) => `Elige las fichas ${de(f.from)} que mueven juntas (${p.count} ${plural(p.count, 'elegida', 'elegidas')}) y tira para el movimiento.`,
  'prompt.landMove': (p, f) =>
    `Mueve ${p.count === 1 ? (/^sc-/.test(p.piece) ? 'la columna logística' : `la unidad ${f.piece}`) : `la pila de ${p.count}`} desde ${f.from}: ${plural(p.mp, 'queda', 'quedan')} ${p.mp} PM.${p.doubles ? ' Dobles: desgaste al terminar el movimiento (8.3), y ninguna tirada más.' : ''}`,
  'prompt.attritionLoss': 'Dobles: elige la unidad que sufre el desgaste por movimiento (o una columna logística de la pila que lo absorba, 8.5).',
  'prompt.formAttack': (p, f) => `Elige las unidades ${de(f.from)} que atacan ${f.to} (${p.count} ${plural(p.count, 'elegida', 'elegidas')}) y declara el ataque.`,
  'prompt.combatSupplyAttacker': 'Atacante: ¿gastar una columna logística en {{hex}} por +1 a la iniciativa (6.1) y/o un dado de combate extra?',
  'prompt.combatSupplyDefender': 'Defensor: ¿gastar una columna logística en {{hex}} por +1 a la iniciativa (6.1) y/o un dado de combate extra?',
  'prompt.combatLosses': (p) => `Recibes ${p.count} ${plural(p.count, 'impacto', 'impactos')} de combate: elige la unidad que pierde un paso${plural(p.count, '', ' (una cada vez)')}.`,
  'prompt.retreat': (_p, f) => `Tus unidades ${de(f.from)} no causaron ningún impacto: retírate a un hex adyacente, o reduce una unidad para quedarte.`,
  'prompt.advance': (_p, f) => `${cap(f.hex)} ha quedado sin unidades enemigas: avanza con unidades que participaron (hasta el límite de apilamiento), o quédate.`,
  'reason.combatHit': 'impacto de combate',
  'reason.couldNotRetreat': 'sin retirada posible',
  'reason.heldGround': 'mantiene su posición en lugar de retirarse',
  'reason.movementAttrition': 'desgaste por movimiento',
  'reason.columnAbsorbsAttrition': 'una columna logística absorbe el desgaste por movimiento',
  'reason.undefendedColumn': 'atacada sin ninguna unidad terrestre que la defienda',
  'reason.droppedOff': 'se queda atrás',
  'reason.haltedByDoubles': 'alto obligado por dobles',
  'reason.stopped': 'alto por decisión propia',
  'chit.leaderBonus': '{{unit}} obtiene +2',
  'chit.twoDice': '{{unit}} tira dos dados',
  'chit.extraDie': '{{unit}} añade un dado',
  'chit.threeDice': '{{unit}} tira tres dados',
  'chit.ignoredAttackerDrew': 'se ignora: la sacó el atacante',
  'chit.ignoredDefenderDrew': 'se ignora: la sacó el defensor',
  'chit.ignoredNoCavalry': 'se ignora: no hay caballería atacante',
  'chit.ignoredNoArtillery': 'se ignora: no hay artillería en el combate',
  'chit.noEffect': 'sin efecto',
} as const satisfies MessageTable<keyof LandMessageParams>);
