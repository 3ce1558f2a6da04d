import type { ParamsOf } from './vocabulary';

/**
 * What ties a position's parts together, checked once its pieces are known good (position/validateRecords.ts,
 * diceRecord.ts, navalRecord.ts, battleRecord.ts, playable.ts; each decision entry's `check` and
 * `fitsBattle`, decisions/). `path` names the record, as a schema error does ("naval.stacks.0",
 * "pending.2"); `id` is a name that may be no piece at all.
 */
export interface PositionRecordMessageParams {
  // Shared by the records.
  readonly 'position.record.hexOffMap': ParamsOf<'path' | 'hex'>;
  readonly 'position.record.unitNotInPlay': ParamsOf<'path' | 'id'>;
  readonly 'position.record.unitWrongSide': ParamsOf<'path' | 'unit' | 'side'>;
  readonly 'position.record.shipNotInPlay': ParamsOf<'path' | 'id'>;
  readonly 'position.record.namedTwice': ParamsOf<'path'>;
  readonly 'position.setupAfterTurnOne': ParamsOf<'turn'>; // 3.1
  readonly 'position.assault.notLandHex': ParamsOf<'path' | 'hex'>; // 7.6
  // The dice against the seed and the dice secret (dice/diceState.ts).
  readonly 'position.dice.secretNeedsChacha': ParamsOf<never>;
  readonly 'position.dice.chachaNeedsSecret': ParamsOf<never>;
  readonly 'position.dice.keyMismatch': ParamsOf<never>;
  // Naval operations under way (state.naval).
  readonly 'position.naval.stackIdTwice': ParamsOf<'id'>;
  readonly 'position.naval.twoStacksSailing': ParamsOf<never>; // 7.2
  readonly 'position.naval.shipNotStackSide': ParamsOf<'path' | 'ship' | 'side'>;
  readonly 'position.naval.shipInTwoStacks': ParamsOf<'path' | 'ship'>;
  readonly 'position.naval.stackNotPlaced': ParamsOf<'path'>;
  readonly 'position.naval.sailingOutsidePhase': ParamsOf<'path' | 'current'>; // 7.2
  readonly 'position.naval.notAShip': ParamsOf<'path' | 'id'>;
  readonly 'position.naval.decisionWithoutCombat': ParamsOf<'path'>;
  readonly 'position.naval.stacksFormedForAnother': ParamsOf<'turn' | 'side'>;
  readonly 'position.naval.combatNotOnTop': ParamsOf<never>;
  readonly 'position.naval.combatOutsidePhase': ParamsOf<'current'>; // 7.9
  readonly 'position.naval.noSuchStack': ParamsOf<'path' | 'id'>;
  readonly 'position.naval.interceptedNotStackSide': ParamsOf<'side'>;
  readonly 'position.naval.shipNotInCombat': ParamsOf<'path' | 'ship'>;
  readonly 'position.naval.tooManySetAside': ParamsOf<'count' | 'max'>; // 7.9
  readonly 'position.naval.setAsideAfterFire': ParamsOf<never>; // 7.9
  // The land combat under way (state.land.battle, 8.7–8.11).
  readonly 'position.battle.decisionWithoutBattle': ParamsOf<'path'>;
  readonly 'position.battle.outsidePhase': ParamsOf<'current'>; // 8.7
  readonly 'position.battle.attackerNotPhasing': ParamsOf<'side'>; // 8.7
  readonly 'position.battle.notLandHexes': ParamsOf<'from' | 'to'>;
  readonly 'position.battle.notAdjacent': ParamsOf<'from' | 'to'>; // 7.6, 8.7
  readonly 'position.battle.advancedNotAttacker': ParamsOf<'unit'>; // 8.11
  readonly 'position.battle.advancedBeforeDone': ParamsOf<never>; // 8.11
  readonly 'position.battle.columnsOnlyMismatch': ParamsOf<never>; // 8.7 note
  readonly 'position.battle.columnsOnlyWithDice': ParamsOf<never>; // 8.7 note
  readonly 'position.battle.hitsBeforeFight': ParamsOf<never>; // 8.9
  readonly 'position.battle.unitNotInHex': ParamsOf<'unit' | 'hex'>;
  readonly 'position.battle.tooManyColumnsUsed': ParamsOf<'side' | 'count' | 'max'>; // 6.1, 8.9
  readonly 'position.battle.supplyChosenEarly': ParamsOf<'side'>;
  readonly 'position.battle.noDecisionPending': ParamsOf<never>;
  readonly 'position.battle.lossesTwice': ParamsOf<never>; // 8.9
  // How a pending battle decision (`path`) fits the battle.
  readonly 'position.battle.decisionWrongStage': ParamsOf<'path'>;
  readonly 'position.battle.supplyWrongHex': ParamsOf<'path' | 'side' | 'hex'>;
  readonly 'position.battle.supplyWrongRole': ParamsOf<'path' | 'side'>;
  readonly 'position.battle.supplyWrongCount': ParamsOf<'path' | 'hex' | 'count'>;
  readonly 'position.battle.lossNotInBattle': ParamsOf<'path' | 'unit' | 'side'>;
  readonly 'position.battle.retreatWrongHex': ParamsOf<'path' | 'side' | 'hex'>;
  readonly 'position.battle.retreatNotSurvivor': ParamsOf<'path' | 'unit' | 'side'>;
  readonly 'position.battle.advanceAfterLanding': ParamsOf<'path'>; // 7.6
  readonly 'position.battle.advanceMismatch': ParamsOf<'path'>;
  readonly 'position.battle.advanceDefendersHold': ParamsOf<'path' | 'hex'>;
  // What a pending decision (`path`, "pending.2") needs of the rest of the position (each entry's `check`, decisions/).
  // `path` may name a field of it ("pending.2.units"); the shared codes above serve too.
  readonly 'position.pending.wrongPhase': ParamsOf<'path' | 'decision' | 'current'>;
  readonly 'position.pending.neverOver': ParamsOf<'path' | 'decision' | 'under'>;
  readonly 'position.pending.notPhasing': ParamsOf<'path' | 'decision' | 'side' | 'rule'>; // 8.1, 8.2, 8.7
  readonly 'position.pending.pieceNotInPlay': ParamsOf<'path' | 'id'>;
  readonly 'position.pending.pieceWrongSide': ParamsOf<'path' | 'piece' | 'side'>;
  readonly 'position.pending.shipWrongSide': ParamsOf<'path' | 'ship' | 'side'>;
  readonly 'position.pending.pieceNotIn': ParamsOf<'path' | 'piece' | 'hex'>;
  readonly 'position.pending.attackNotLand': ParamsOf<'path' | 'from' | 'to'>; // 8.7
  readonly 'position.pending.attackNotAdjacent': ParamsOf<'path' | 'from' | 'to'>; // 8.7
  readonly 'position.pending.moveNotAtPathEnd': ParamsOf<'path' | 'hex'>;
  readonly 'position.pending.nothingMoving': ParamsOf<'path'>;
  readonly 'position.pending.movedWithoutRoll': ParamsOf<'path' | 'piece'>; // 8.4
  readonly 'position.pending.notOnTurnTrack': ParamsOf<'path' | 'unit'>; // 6.3
  readonly 'position.pending.columnsNotAllied': ParamsOf<'path'>; // 4.1
  readonly 'position.pending.shipNotDamaged': ParamsOf<'path' | 'ship'>; // 6.5
  readonly 'position.pending.shipCaptureOff': ParamsOf<'path'>; // 10.1
  readonly 'position.pending.interceptOwnStack': ParamsOf<'path'>; // 7.3
  readonly 'position.pending.chosenNotEligible': ParamsOf<'path' | 'hex'>;
  readonly 'position.pending.noInterceptor': ParamsOf<'path' | 'hex'>; // 7.3
  readonly 'position.pending.catchOwnRunners': ParamsOf<'path'>; // 7.6
  readonly 'position.pending.runOthersBlockade': ParamsOf<'path'>; // 7.6
  readonly 'position.pending.tooManyRunners': ParamsOf<'path' | 'count' | 'max'>; // 7.6
  readonly 'position.pending.runnersAllCaught': ParamsOf<'path' | 'count'>; // 7.6
  readonly 'position.pending.runnerNotInStack': ParamsOf<'path' | 'ship'>;
  // The last checks, on the state itself (playable.ts).
  /** A game invariant (invariants/, `id` its name: "stacking", "vp", …) is broken; `rule` may be "". */
  readonly 'position.invariantBroken': ParamsOf<'id' | 'rule'>;
  readonly 'position.engineFails': ParamsOf<never>;
  readonly 'position.noLegalAction': ParamsOf<'side'>;
}
