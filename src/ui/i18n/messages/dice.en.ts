import type { DiceMessageParams } from '../../../engine/messages/diceMessages';
import { checkTemplates, plural, type MessageTable } from './template';

/** Roll purposes and modifier reasons. */
export const diceEn = checkTemplates({
  'roll.supplyAllotment': 'Supply Column allotment',
  'roll.repair': 'Repair of {{ship}}',
  'roll.interception': (p) => `interception at ${p.count} ${plural(p.count, 'hex', 'hexes')}`,
  'roll.runBlockade': 'running the blockade',
  'roll.raid': 'raid by {{ship}} on {{target}}',
  'roll.fortFire': '{{fort}} fires at {{ship}}',
  'roll.gunfire': 'gunfire of {{ship}} at {{target}}',
  'roll.shipCapture': 'ship capture',
  'roll.infernalMachine': 'infernal machine',
  'roll.landMovement': 'land movement',
  'roll.initiativeAttacker': 'initiative (attacker)',
  'roll.initiativeDefender': 'initiative (defender)',
  'roll.combatAttacking': 'land combat (attacking)',
  'roll.combatDefending': 'land combat (defending)',
  'modifier.lowestSpeed': 'lowest speed modifier ({{ship}})',
  'modifier.highestSpeedIntercepted': 'highest speed modifier intercepted ({{ship}})',
  'modifier.armour': 'armour of {{ship}}',
  'modifier.targetRaid': "the target's printed raid modifier",
  'modifier.cavalry': 'cavalry',
  'modifier.cavalryStack': 'a stack of cavalry',
  'modifier.unitInitiative': 'initiative of {{unit}}',
  'modifier.initiativeSupply': 'Supply Column spent on the initiative',
  'modifier.artillery': (p) => `${p.count} artillery ${plural(p.count, 'unit', 'units')} in the hex`,
  'modifier.terrain': '{{terrain}} terrain',
  'modifier.river': 'across a river hexside',
  'modifier.fort': 'a fort in the hex',
  'modifier.inspiringLeader': '{{chit}}',
} as const satisfies MessageTable<keyof DiceMessageParams>);
