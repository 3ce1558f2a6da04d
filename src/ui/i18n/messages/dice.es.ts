import type { DiceMessageParams } from '../../../engine/messages/diceMessages';
import { checkTemplates, plural, type MessageTable } from './template';

/** Para qué se tira y por qué se modifica la tirada. */
export const diceEs = checkTemplates({
  'roll.supplyAllotment': 'asignación de Columnas de Suministro',
  'roll.repair': 'reparación de {{ship}}',
  'roll.interception': (p) => `intercepción a ${p.count} ${plural(p.count, 'hexágono', 'hexágonos')}`,
  'roll.runBlockade': 'forzar el bloqueo',
  'roll.raid': 'incursión de {{ship}} contra {{target}}',
  'roll.fortFire': 'el {{fort}} dispara contra {{ship}}',
  'roll.gunfire': 'disparo de {{ship}} contra {{target}}',
  'roll.shipCapture': 'captura de buque',
  'roll.infernalMachine': 'máquina infernal',
  'roll.landMovement': 'movimiento terrestre',
  'roll.initiativeAttacker': 'iniciativa (atacante)',
  'roll.initiativeDefender': 'iniciativa (defensor)',
  'roll.combatAttacking': 'combate terrestre (ataque)',
  'roll.combatDefending': 'combate terrestre (defensa)',
  'modifier.lowestSpeed': 'modificador de velocidad más bajo ({{ship}})',
  'modifier.highestSpeedIntercepted': 'modificador de velocidad más alto de los interceptados ({{ship}})',
  'modifier.armour': 'blindaje de {{ship}}',
  'modifier.targetRaid': 'modificador de incursión del objetivo',
  'modifier.cavalry': 'caballería',
  'modifier.cavalryStack': 'una pila de caballería',
  'modifier.unitInitiative': 'iniciativa de {{unit}}',
  'modifier.initiativeSupply': 'Columna de Suministro gastada en la iniciativa',
  'modifier.artillery': (p) => `${p.count} ${plural(p.count, 'unidad', 'unidades')} de artillería en el hexágono`,
  'modifier.terrain': 'terreno: {{terrain}}',
  'modifier.river': 'a través de un lado de hexágono de río',
  'modifier.fort': 'un fuerte en el hexágono',
  'modifier.inspiringLeader': '{{chit}}',
} as const satisfies MessageTable<keyof DiceMessageParams>);
