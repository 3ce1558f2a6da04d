import type { DiceMessageParams } from '../../../engine/messages/diceMessages';
import { checkTemplates, plural, type MessageTable } from './template';

/** Para qué se tira y por qué se modifica la tirada. */
export const diceEs = checkTemplates({
  'roll.supplyAllotment': 'asignación de columnas logísticas',
  'roll.repair': 'reparación de {{ship}}',
  'roll.interception': (p) => `intercepción a ${p.count} ${plural(p.count, 'hex', 'hexes')}`,
  'roll.runBlockade': 'forzar el bloqueo',
  'roll.raid': 'raid de {{ship}} contra {{target}}',
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
  'modifier.targetRaid': 'el modificador de raid impreso del objetivo',
  'modifier.cavalry': 'caballería',
  'modifier.cavalryStack': 'una pila de caballería',
  'modifier.unitInitiative': 'iniciativa de {{unit}}',
  'modifier.initiativeSupply': 'columna logística gastada en la iniciativa',
  'modifier.artillery': (p) => `${p.count} ${plural(p.count, 'unidad', 'unidades')} de artillería en el hex`,
  'modifier.terrain': 'terreno: {{terrain}}',
  'modifier.river': 'a través de un lado de hex de río',
  'modifier.fort': 'un fuerte en el hex',
  'modifier.inspiringLeader': '{{chit}}',
} as const satisfies MessageTable<keyof DiceMessageParams>);
