import type { ParamsOf } from './vocabulary';

/** What a roll decides (RollEvent.purpose), by the procedure that calls for it. */
export interface RollPurposeParams {
  readonly 'roll.supplyAllotment': ParamsOf<never>; // 4.1
  readonly 'roll.repair': ParamsOf<'ship'>; // 6.5
  readonly 'roll.interception': ParamsOf<'count'>; // 7.3: count = the farthest distance
  readonly 'roll.runBlockade': ParamsOf<never>; // 7.6
  readonly 'roll.raid': ParamsOf<'ship' | 'target'>; // 7.6, 7.7
  readonly 'roll.fortFire': ParamsOf<'fort' | 'ship'>; // 7.7
  readonly 'roll.gunfire': ParamsOf<'ship' | 'target'>; // 7.9
  readonly 'roll.shipCapture': ParamsOf<never>; // 10.1
  readonly 'roll.infernalMachine': ParamsOf<never>; // 10.2
  readonly 'roll.landMovement': ParamsOf<never>; // 8.2
  readonly 'roll.initiativeAttacker': ParamsOf<never>; // 8.8
  readonly 'roll.initiativeDefender': ParamsOf<never>; // 8.8
  readonly 'roll.combatAttacking': ParamsOf<never>; // 8.9
  readonly 'roll.combatDefending': ParamsOf<never>; // 8.9
}

/** Why a roll is modified (Modifier), by the rule that grants it. */
export interface ModifierParams {
  readonly 'modifier.lowestSpeed': ParamsOf<'ship'>; // 7.4: the slowest interceptor
  readonly 'modifier.highestSpeedIntercepted': ParamsOf<'ship'>; // 7.4 ES: the fastest ship intercepted
  readonly 'modifier.armour': ParamsOf<'ship'>; // 7.7, 7.9: the target's armour
  readonly 'modifier.targetRaid': ParamsOf<never>; // 7.6: the target's printed raid modifier
  readonly 'modifier.cavalry': ParamsOf<never>; // 8.2: a cavalry unit alone
  readonly 'modifier.cavalryStack': ParamsOf<never>; // 8.2: a stack of cavalry alone
  readonly 'modifier.unitInitiative': ParamsOf<'unit'>; // 8.8: a unit's printed "+"
  readonly 'modifier.initiativeSupply': ParamsOf<never>; // 6.1
  readonly 'modifier.artillery': ParamsOf<'count'>; // 8.9: artillery units in the hex
  readonly 'modifier.terrain': ParamsOf<'terrain'>; // 8.9
  readonly 'modifier.river': ParamsOf<never>; // 8.9
  readonly 'modifier.fort': ParamsOf<never>; // 8.9
  readonly 'modifier.inspiringLeader': ParamsOf<'chit'>; // 8.9: +2 to one die
}

export type DiceMessageParams = RollPurposeParams & ModifierParams;
