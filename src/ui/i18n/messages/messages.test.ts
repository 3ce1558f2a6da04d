import { afterAll, describe, expect, it } from 'vitest';
import { FORTS, LAND_UNITS, SHIPS } from '../../../engine/counters';
import type { Message, MessageCode, MessageParams } from '../../../engine/message';
import { heuristicBot } from '../../../bots/heuristic/heuristicBot';
import { eventText, say } from '../../describe';
import { i18n, setLanguage } from '../index';
import { messagesEn } from './messages.en';
import { messagesEs } from './messages.es';
import { pieceNameIn, unitProperNameIn } from './pieceNames';
import { playSampleGames } from './sampleGames';
import { sayIn } from './say';

/** Parameters for every code (the type makes it complete and exact: a new code needs its sample here). */
const SAMPLE_PARAMS: { readonly [C in MessageCode]: MessageParams[C] } = {
  'position.pieceOffMap': { path: 'units.cl-inf-buin-1', hex: '0101' },
  'position.pieceNotOnLand': { path: 'units.cl-inf-buin-1', hex: '2415' },
  'position.inBoxNotChilean': { path: 'ships.pe-ship-huascar' },
  'position.aboardNoTransport': { path: 'units.cl-inf-buin-1', id: 'cl-ship-cochrane' },
  'position.aboardEnemy': { path: 'units.cl-inf-buin-1' },
  'position.unknownUnit': { path: 'units.cl-inf-napoleon' },
  'position.tooManySteps': { path: 'units.pe-inf-gen-bn-1', count: 2, max: 1 },
  'position.boliviaOut': { path: 'units.bo-inf-colorados' },
  'position.transportOverloaded': { path: 'ships.cl-ship-rimac', count: 3 },
  'position.unknownShip': { path: 'ships.cl-ship-nowhere' },
  'position.shipAboard': { path: 'ships.pe-ship-huascar' },
  'position.shipInRecruitPool': { path: 'ships.pe-ship-huascar' },
  'position.shipInland': { path: 'ships.pe-ship-huascar', hex: '3513' },
  'position.unknownFort': { path: 'forts.pe-fort-lima' },
  'position.nadcNotOwnShip': { path: 'nadc.chile', id: 'pe-ship-huascar', side: 'chile' },
  'position.controlOffMap': { path: 'control.0101' },
  'position.record.hexOffMap': { path: 'naval.stacks.0', hex: '0101' },
  'position.record.unitNotInPlay': { path: 'land.battle.defenders', id: 'cl-inf-2nd' },
  'position.record.unitWrongSide': { path: 'amphibiousAssaults.0', unit: 'pe-inf-zepita', side: 'chile' },
  'position.record.shipNotInPlay': { path: 'naval.combat.ships', id: 'cl-ship-nowhere' },
  'position.record.namedTwice': { path: 'land.battle' },
  'position.setupAfterTurnOne': { turn: 3 },
  'position.assault.notLandHex': { path: 'amphibiousAssaults.0', hex: '2415' },
  'position.dice.secretNeedsChacha': {},
  'position.dice.chachaNeedsSecret': {},
  'position.dice.keyMismatch': {},
  'position.naval.stackIdTwice': { id: 's1' },
  'position.naval.twoStacksSailing': {},
  'position.naval.shipNotStackSide': { path: 'naval.stacks.0', ship: 'pe-ship-huascar', side: 'chile' },
  'position.naval.shipInTwoStacks': { path: 'naval.stacks.1', ship: 'pe-ship-huascar' },
  'position.naval.stackNotPlaced': { path: 'naval.stacks.0' },
  'position.naval.sailingOutsidePhase': { path: 'naval.stacks.0', current: 'setup' },
  'position.naval.notAShip': { path: 'naval.raided', id: 'cl-inf-buin-1' },
  'position.naval.decisionWithoutCombat': { path: 'pending.0' },
  'position.naval.stacksFormedForAnother': { turn: 3, side: 'allied' },
  'position.naval.combatNotOnTop': {},
  'position.naval.combatOutsidePhase': { current: 'landCombat' },
  'position.naval.noSuchStack': { path: 'naval.combat.stack', id: 's9' },
  'position.naval.interceptedNotStackSide': { side: 'allied' },
  'position.naval.shipNotInCombat': { path: 'naval.combat.fired', ship: 'pe-ship-huascar' },
  'position.naval.tooManySetAside': { count: 3, max: 2 },
  'position.naval.setAsideAfterFire': {},
  'position.battle.decisionWithoutBattle': { path: 'pending.0' },
  'position.battle.outsidePhase': { current: 'navalMovement' },
  'position.battle.attackerNotPhasing': { side: 'allied' },
  'position.battle.notLandHexes': { from: '3115', to: '2415' },
  'position.battle.notAdjacent': { from: '3115', to: '2008' },
  'position.battle.advancedNotAttacker': { unit: 'pe-inf-zepita' },
  'position.battle.advancedBeforeDone': {},
  'position.battle.columnsOnlyMismatch': {},
  'position.battle.columnsOnlyWithDice': {},
  'position.battle.hitsBeforeFight': {},
  'position.battle.unitNotInHex': { unit: 'cl-inf-buin-1', hex: '3419' },
  'position.battle.tooManyColumnsUsed': { side: 'allied', count: 1, max: 0 },
  'position.battle.supplyChosenEarly': { side: 'chile' },
  'position.battle.noDecisionPending': {},
  'position.battle.lossesTwice': {},
  'position.battle.decisionWrongStage': { path: 'pending.1' },
  'position.battle.supplyWrongHex': { path: 'pending.1', side: 'chile', hex: '3419' },
  'position.battle.supplyWrongRole': { path: 'pending.1', side: 'allied' },
  'position.battle.supplyWrongCount': { path: 'pending.1', hex: '3419', count: 2 },
  'position.battle.lossNotInBattle': { path: 'pending.1', unit: 'pe-inf-zepita', side: 'allied' },
  'position.battle.retreatWrongHex': { path: 'pending.1', side: 'chile', hex: '3115' },
  'position.battle.retreatNotSurvivor': { path: 'pending.1', unit: 'cl-inf-buin-1', side: 'chile' },
  'position.battle.advanceAfterLanding': { path: 'pending.0' },
  'position.battle.advanceMismatch': { path: 'pending.0' },
  'position.battle.advanceDefendersHold': { path: 'pending.0', hex: '3520' },
  'position.pending.wrongPhase': { path: 'pending.0', decision: 'landMove', current: 'navalMovement' },
  'position.pending.neverOver': { path: 'pending.1', decision: 'interception', under: 'landMove' },
  'position.pending.notPhasing': { path: 'pending.0', decision: 'formAttack', side: 'allied', rule: '8.7' },
  'position.pending.pieceNotInPlay': { path: 'pending.0.pieces', id: 'sc-99' },
  'position.pending.pieceWrongSide': { path: 'pending.0.pieces', piece: 'pe-inf-zepita', side: 'chile' },
  'position.pending.shipWrongSide': { path: 'pending.0.blockaders', ship: 'pe-ship-huascar', side: 'chile' },
  'position.pending.pieceNotIn': { path: 'pending.0.units', piece: 'cl-inf-buin-1', hex: '3419' },
  'position.pending.attackNotLand': { path: 'pending.0', from: '3115', to: '2415' },
  'position.pending.attackNotAdjacent': { path: 'pending.0', from: '3115', to: '2008' },
  'position.pending.moveNotAtPathEnd': { path: 'pending.0', hex: '3419' },
  'position.pending.nothingMoving': { path: 'pending.0' },
  'position.pending.movedWithoutRoll': { path: 'pending.0', piece: 'sc-1' },
  'position.pending.notOnTurnTrack': { path: 'pending.0', unit: 'pe-inf-zepita' },
  'position.pending.columnsNotAllied': { path: 'pending.0' },
  'position.pending.shipNotDamaged': { path: 'pending.0', ship: 'pe-ship-huascar' },
  'position.pending.shipCaptureOff': { path: 'pending.2' },
  'position.pending.catchOwnRunners': { path: 'pending.0' },
  'position.pending.runOthersBlockade': { path: 'pending.0' },
  'position.pending.tooManyRunners': { path: 'pending.0', count: 3, max: 2 },
  'position.pending.runnersAllCaught': { path: 'pending.0', count: 1 },
  'position.pending.runnerNotInStack': { path: 'pending.0', ship: 'cl-ship-cochrane' },
  'position.pending.interceptOwnStack': { path: 'pending.0' },
  'position.pending.chosenNotEligible': { path: 'pending.0', hex: '2008' },
  'position.pending.noInterceptor': { path: 'pending.0', hex: '2008' },
  'position.invariantBroken': { id: 'vp', rule: '5.1' },
  'position.engineFails': {},
  'position.noLegalAction': { side: 'allied' },
  'roll.supplyAllotment': {},
  'roll.repair': { ship: 'pe-ship-huascar' },
  'roll.interception': { count: 2 },
  'roll.runBlockade': {},
  'roll.raid': { ship: 'pe-ship-huascar', target: 'cl-ship-blanco-encalada' },
  'roll.fortFire': { fort: 'pe-fort-callao', ship: 'pe-ship-huascar' },
  'roll.gunfire': { ship: 'pe-ship-huascar', target: 'cl-ship-blanco-encalada' },
  'roll.shipCapture': {},
  'roll.infernalMachine': {},
  'roll.landMovement': {},
  'roll.initiativeAttacker': {},
  'roll.initiativeDefender': {},
  'roll.combatAttacking': {},
  'roll.combatDefending': {},
  'modifier.lowestSpeed': { ship: 'pe-ship-huascar' },
  'modifier.highestSpeedIntercepted': { ship: 'pe-ship-huascar' },
  'modifier.armour': { ship: 'pe-ship-huascar' },
  'modifier.targetRaid': {},
  'modifier.cavalry': {},
  'modifier.cavalryStack': {},
  'modifier.unitInitiative': { unit: 'cl-inf-buin-1' },
  'modifier.initiativeSupply': {},
  'modifier.artillery': { count: 2 },
  'modifier.terrain': { terrain: 'rough' },
  'modifier.river': {},
  'modifier.fort': {},
  'modifier.inspiringLeader': { chit: 'ca-inspiringLeader-abaroa' },
  'error.notAnAction': {},
  'error.actionTooLarge': {},
  'error.gameOver': {},
  'error.notYourTurn': { side: 'allied' },
  'error.answerFirst': { first: { code: 'prompt.retreat', params: { from: '3215' } } },
  'error.notInPhase': { action: 'rollMove', phase: 'landMovement' },
  'error.notThisOne': { action: 'sail', phase: 'navalMovement' },
  'error.ruleRefuses': { action: 'sail', first: { code: 'whyNot.notSea', params: { hex: '2008' } } },
  'error.missingField': { action: 'sail', path: 'to' },
  'error.unknownField': { action: 'sail', path: 'extra' },
  'error.badField': { action: 'sail', path: 'stack', value: '5' },
  'error.noSuchArea': { path: 'area', value: 'XIV' },
  'error.noSuchHex': { path: 'to', value: '9999' },
  'error.noSuchPiece': { path: 'ship', value: 'cl-ship-nautilus' },
  'whyNot.nadcLastTurn': { turn: 12 },
  'whyNot.nadcNotAShip': { piece: 'pe-inf-zepita', rule: '4.1' },
  'whyNot.nadcNotYours': { ship: 'pe-ship-huascar', rule: '4.1' },
  'whyNot.nadcNotAfloat': { ship: 'pe-ship-huascar', rule: '4.1' },
  'whyNot.nadcNoneToTakeBack': { ship: 'pe-ship-huascar', rule: '4.2' },
  'whyNot.nadcAlready': { ship: 'pe-ship-huascar', area: 'III', rule: '4.1' },
  'error.positionTooLong': { count: 2, max: 8 },
  'error.positionNotJson': {},
  'error.positionField': { path: 'units.cl-inf-buin-1.steps', issue: 'too_big' },
  'error.gameFileTooLong': { count: 2, max: 8 },
  'error.gameFileNotJson': {},
  'error.gameFileEmpty': {},
  'error.gameFileVersion': { version: 3, supported: 2 },
  'error.gameFileVersionEdited': { version: 1, supported: 2 },
  'error.gameFileField': { path: 'units.cl-inf-buin-1.steps', issue: 'too_big' },
  'error.gameFileStart': { first: { code: 'prompt.retreat', params: { from: '3215' } } },
  'error.gameFileDiceSecret': {},
  'error.initialHash': {},
  'error.stepHash': { step: 12, hash: '0123456789abcdef', expected: 'fedcba9876543210' },
  'prompt.formMove': { from: '3115', count: 2 },
  'prompt.landMove': { from: '3115', count: 2, piece: 'cl-inf-buin-1', mp: 3, doubles: true },
  'prompt.attritionLoss': {},
  'prompt.formAttack': { from: '3115', to: '3215', count: 2 },
  'prompt.combatSupplyAttacker': { hex: '2008' },
  'prompt.combatSupplyDefender': { hex: '2008' },
  'prompt.combatLosses': { count: 2 },
  'prompt.retreat': { from: '3115' },
  'prompt.advance': { hex: '2008' },
  'reason.combatHit': {},
  'reason.couldNotRetreat': {},
  'reason.heldGround': {},
  'reason.movementAttrition': {},
  'reason.columnAbsorbsAttrition': {},
  'reason.undefendedColumn': {},
  'reason.droppedOff': {},
  'reason.haltedByDoubles': {},
  'reason.stopped': {},
  'chit.leaderBonus': { unit: 'cl-inf-buin-1' },
  'chit.twoDice': { unit: 'cl-inf-buin-1' },
  'chit.extraDie': { unit: 'cl-inf-buin-1' },
  'chit.threeDice': { unit: 'cl-inf-buin-1' },
  'chit.ignoredAttackerDrew': {},
  'chit.ignoredDefenderDrew': {},
  'chit.ignoredNoCavalry': {},
  'chit.ignoredNoArtillery': {},
  'chit.noEffect': {},
  'prompt.interception': { hex: '2008' },
  'prompt.blockadeInterception': { hex: '2008' },
  'prompt.runBlockade': { hex: '2008' },
  'prompt.catchRunners': { count: 2 },
  'prompt.setAside': {},
  'prompt.navalFire': {},
  'prompt.shipCapture': {},
  'reason.noPortToReturn': {},
  'reason.noProvisions': {},
  'reason.raided': {},
  'odds.interceptionAutomatic': {},
  'odds.interceptionRoll': {},
  'odds.interceptionModifierEs': {},
  'odds.interceptionModifierEn': {},
  'odds.interceptionFailedMoves': {},
  'odds.attackExact': {},
  'odds.attackSupply': {},
  'odds.attackChits': {},
  'odds.attackRetreat': {},
  'odds.attackColumnsOnly': {},
  'odds.attackAmphibious': {},
  'odds.moveOneRoll': {},
  'odds.moveAttrition': {},
  'odds.moveCavalryBonus': {},
  'odds.moveNoCavalryBonus': {},
  'odds.raidIndependent': {},
  'odds.raidFort': {},
  'option.stacking': {},
  'option.interceptionModifier': {},
  'option.cavalryMovementBonus': {},
  'option.returnWithoutNadc': {},
  'option.attritionAfterDropOffs': {},
  'option.chileanSetupArtillery': {},
  'option.holdingBoxLandLink': {},
  'option.openTerrain': {},
  'option.supplyRollFirst': {},
  'option.replenishNewUnits': {},
  'option.boliviaFortsStay': {},
  'option.interceptWithoutProvisions': {},
  'option.peruGt2': {},
  'option.peruGt4': {},
  'option.chileGt12': {},
  'option.shipCapture': {},
  'option.infernalMachines': {},
  'outcome.gameGoesOn': { vp: 5 },
  'result.chileanVictory': { vp: 5, min: 6 },
  'result.suddenDeath': { vp: 5, max: 8 },
  'result.alliedVictory': { vp: 5, max: 8 },
  'result.draw': { vp: 5, min: 6, max: 8 },
  'reason.chileHoldsOruroAndLaPaz': {},
  'reason.chileVpBoliviaQuits': { vp: 5, min: 6 },
  'prompt.placeSupplyColumn': { count: 2 },
  'prompt.placeNewUnit': { unit: 'cl-inf-buin-1' },
  'prompt.repairChoice': { ship: 'pe-ship-huascar', count: 2 },
  'prompt.eliminateExcess': { hex: '2008', count: 2 },
  'reason.noDepotLeft': {},
  'reason.overStacking': {},
  'whyNot.gameOver': {},
  'whyNot.answerFirst': { first: { code: 'prompt.retreat', params: { from: '3215' } }, rule: '8.2' },
  'whyNot.shipsSailOnlyIn': { phase: 'landMovement', current: 'navalCombat', rule: '8.2' },
  'whyNot.landUnitsMoveOnlyIn': { phase: 'landMovement', current: 'navalCombat', rule: '8.2' },
  'whyNot.attacksOnlyIn': { phase: 'landMovement', current: 'navalCombat', rule: '8.2' },
  'whyNot.placedOnlyIn': { phase: 'landMovement', current: 'navalCombat', rule: '8.2' },
  'whyNot.notAllowedNow': {},
  'whyNot.anotherStackSailing': {},
  'whyNot.stackDone': {},
  'whyNot.noProvisions': { hex: '2008' },
  'whyNot.noProvisionsInPort': {},
  'whyNot.offMap': { hex: '2008' },
  'whyNot.notSea': { hex: '2008' },
  'whyNot.stackAlreadyThere': { hex: '2008', rule: '8.2' },
  'whyNot.nadcAreaCoast': { area: 'X', hex: '2008' },
  'whyNot.returnToBox': {},
  'whyNot.returnToFriendlyPort': { hex: '2008' },
  'whyNot.stayInArea': { area: 'X' },
  'whyNot.noSeaRoute': { hex: '2008' },
  'whyNot.noSuchStack': { id: 's9' },
  'whyNot.noShipSails': {},
  'whyNot.shipsFought': {},
  'whyNot.formMoveFirst': {},
  'whyNot.pickMoverFirst': {},
  'whyNot.noLandMovementTerrain': { hex: '2008', terrain: 'rough' },
  'whyNot.holdingBoxChileOnly': {},
  'whyNot.holdingBoxLinkOff': {},
  'whyNot.holdingBoxLinkHexes': {},
  'whyNot.outOfReach': { hex: '2008', mp: 3 },
  'whyNot.notNextToStack': { hex: '2008', via: '3116', cost: 4, mp: 3 },
  'whyNot.tooFar': { hex: '2008', cost: 4, mp: 3 },
  'whyNot.impassableHexside': { from: '3115', to: '3215' },
  'whyNot.noLandMovementInto': { from: '3115', to: '3215' },
  'whyNot.enemyUnitsThere': { hex: '2008' },
  'whyNot.columnsAloneEnemyColumns': { hex: '2008' },
  'whyNot.mayNotEnter': { hex: '2008' },
  'whyNot.costHoldingBox': { cost: 4, mp: 3 },
  'whyNot.costRailroad': { cost: 4, mp: 3 },
  'whyNot.costTerrain': { terrain: 'rough', cost: 4, mp: 3 },
  'whyNot.costTerrainRiver': { terrain: 'rough', base: 2, extra: 2, cost: 4, mp: 3 },
  'whyNot.nothingToMove': { hex: '2008' },
  'whyNot.allMoved': { hex: '2008' },
  'whyNot.justBuilt': { hex: '2008' },
  'whyNot.replenishNextTurn': { hex: '2008' },
  'whyNot.noColumnInReach': { hex: '2008' },
  'whyNot.landedStay': { hex: '2008' },
  'whyNot.nothingMayMove': { hex: '2008' },
  'whyNot.noCombatInBox': {},
  'whyNot.noUnitsToAttackWith': { hex: '2008' },
  'whyNot.allAttacked': { hex: '2008' },
  'whyNot.nothingAdjacentToAttack': { hex: '2008' },
  'whyNot.nothingToAttackFrom': { hex: '2008' },
  'whyNot.noStackSailsHere': { hex: '2008' },
  'whyNot.noWarshipToRaid': { hex: '2008' },
  'whyNot.nothingToRaid': { hex: '2008' },
  'whyNot.nothingToDoHere': { hex: '2008', phase: 'landMovement', rule: '8.2' },
  'whyNot.chileNewUnitsInBox': {},
  'whyNot.noFreeCity': { nation: 'peru' },
  'whyNot.notNationCity': { hex: '2008', nation: 'peru' },
  'whyNot.cityCaptured': { hex: '2008' },
  'whyNot.capturedCity': { hex: '2008' },
  'whyNot.cityHadNewUnit': { hex: '2008' },
  'whyNot.noSuchPiece': { id: 's9' },
  'whyNot.notYoursToSetUp': { piece: 'pe-inf-zepita' },
  'whyNot.notSetUpAtStart': { piece: 'pe-inf-zepita' },
  'whyNot.startsInRecruitPool': { piece: 'pe-inf-zepita', rule: '8.2' },
  'whyNot.startsOnTurnTrack': { piece: 'pe-inf-zepita', rule: '8.2' },
  'whyNot.notOnMapToSetUp': { piece: 'pe-inf-zepita' },
  'whyNot.alreadyPlaced': { piece: 'pe-inf-zepita', hex: '2008' },
  'whyNot.setsUpIn': { piece: 'pe-inf-zepita', group: 'pe-near-lima', rule: '8.2' },
  'whyNot.shipSetsUpIn': { piece: 'pe-inf-zepita', group: 'pe-near-lima', rule: '8.2' },
  'whyNot.onlyLandUnitsBuilt': {},
  'whyNot.notYours': { piece: 'pe-inf-zepita' },
  'whyNot.nothingToBuild': { piece: 'pe-inf-zepita' },
  'whyNot.noColumnToPay': { rule: '8.2' },
  'whyNot.notYetRecruitable': { piece: 'pe-inf-zepita', turn: 4 },
  'whyNot.boliviaOutUnits': {},
  'whyNot.notADepot': { hex: '2008' },
  'whyNot.depotCaptured': { hex: '2008' },
  'whyNot.boliviaOutColumns': {},
  'whyNot.lastColumnBolivian': {},
  'whyNot.nothingPlacedNow': { phase: 'landMovement', rule: '8.2' },
  'whyNot.noUnitsIn': { hex: '2008' },
  'whyNot.noEnemySharesHex': { hex: '2008' },
  'whyNot.notAdjacentAttack': { from: '3115', to: '3215' },
  'whyNot.notLand': { hex: '2008' },
  'whyNot.impassableAttack': { from: '3115', to: '3215' },
  'whyNot.nothingToAttackThere': { hex: '2008' },
  'whyNot.landedFightLanding': { hex: '2008' },
  'whyNot.mayNotAttack': { from: '3115', to: '3215' },
};

const ALL: Message[] = (Object.keys(SAMPLE_PARAMS) as MessageCode[]).map((code) => ({ code, params: SAMPLE_PARAMS[code] }) as Message);

/** What a worded message must never show: a placeholder left, an undefined value, a raw code. */
function badWords(text: string): string | null {
  if (text.includes('{{') || text.includes('}}')) return 'a placeholder';
  if (/undefined|NaN|\[object/.test(text)) return 'an undefined value';
  if (/\b(prompt|reason|roll|modifier|error|whyNot|odds|option|chit|result|outcome|position)\.[a-z]\w+/.test(text)) return 'a raw code';
  return null;
}

const before = i18n.language === 'es' ? 'es' : 'en';
afterAll(() => setLanguage(before));

describe('the engine messages in words (issue 22)', () => {
  it('has English and Spanish words for every code, and no other', () => {
    const codes = Object.keys(SAMPLE_PARAMS).sort();
    expect(Object.keys(messagesEn).sort()).toEqual(codes);
    expect(Object.keys(messagesEs).sort()).toEqual(codes);
  });

  it('words every code in both languages, the Spanish different from the English', () => {
    const bad: string[] = [];
    for (const m of ALL) {
      const en = sayIn('en', m);
      const es = sayIn('es', m);
      for (const [lang, text] of [['en', en], ['es', es]] as const) {
        const why = badWords(text);
        if (why || text.trim() === '') bad.push(`${m.code} (${lang}): ${why ?? 'empty'}: ${text}`);
      }
      if (en === es) bad.push(`${m.code}: the same in both: ${en}`);
    }
    expect(bad).toEqual([]);
  });

  it('8.2 a move prompt names the one piece moving, a Supply Column as such (it said "the unit" of a column)', () => {
    const move = (piece: string) => ({ code: 'prompt.landMove' as const, params: { from: '3123', count: 1, piece, mp: 3, doubles: false } });
    expect(sayIn('en', move('sc-4'))).toBe('Move the Supply Column from Antofagasta (3123): 3 MP left.');
    expect(sayIn('es', move('sc-4'))).toMatch(/^Mueve la columna logística desde Antofagasta \(3123\)/);
    expect(sayIn('en', move('cl-inf-buin-1'))).toMatch(/^Move 1st Buin .* from Antofagasta \(3123\): 3 MP left\.$/);
    expect(sayIn('es', move('cl-inf-buin-1'))).toMatch(/^Mueve la unidad .*Buin.* desde Antofagasta/);
  });

  it('keeps the English of the engine\'s former texts: why-not answers, prompts, errors, results', () => {
    expect(sayIn('en', { code: 'whyNot.costTerrain', params: { terrain: 'rough', cost: 2, mp: 1 } })).toBe('Rough terrain costs 2 MP; 1 MP left (8.6)');
    expect(sayIn('en', { code: 'whyNot.noProvisions', params: { hex: '2007' } })).toBe("No Supply Column in Callao (2007): the fleet can't sail (7.8)");
    expect(sayIn('en', { code: 'whyNot.costTerrainRiver', params: { terrain: 'rough', base: 2, extra: 2, cost: 4, mp: 3 } })).toBe('Rough terrain costs 2 MP, +2 for the river hexside: 4 MP; 3 MP left (8.6)');
    expect(sayIn('en', { code: 'prompt.combatLosses', params: { count: 2 } })).toBe('Take 2 combat hits: choose the unit that loses a step (one at a time).');
    expect(sayIn('en', { code: 'error.answerFirst', params: { first: { code: 'prompt.retreat', params: { from: '3123' } } } })).toBe(
      'First: Your units in Antofagasta (3123) inflicted no hit: retreat to an adjacent hex, or deplete one unit to stay.',
    );
    expect(sayIn('en', { code: 'result.chileanVictory', params: { vp: 7, min: 6 } })).toBe('Chile has 7 VP, at least 6: Chilean victory.');
    expect(sayIn('es', { code: 'result.chileanVictory', params: { vp: 7, min: 6 } })).toBe('Chile tiene 7 PV, al menos 6: victoria chilena.');
    expect(sayIn('es', { code: 'modifier.armour', params: { ship: 'pe-ship-huascar' } })).toBe('blindaje de Huáscar');
    expect(sayIn('es', { code: 'roll.raid', params: { ship: 'pe-ship-huascar', target: 'pe-fort-callao' } })).toBe('raid de Huáscar contra Fuerte Callao');
    // Spanish says "el Callao": "del Callao", and "El Callao" at the start of a text (QA round 8: "Callao (2007)").
    expect(sayIn('es', { code: 'whyNot.allMoved', params: { hex: '2007' } })).toBe('Todas las fichas del Callao (2007) ya han terminado su movimiento en esta fase (8.2, 8.4)');
    expect(sayIn('es', { code: 'whyNot.nothingToDoHere', params: { hex: '2007', phase: 'consumeSupply', rule: '4.1' } })).toMatch(/^El Callao \(2007\): nada que hacer aquí/);
    expect(sayIn('en', { code: 'whyNot.allMoved', params: { hex: '2007' } })).toMatch(/^Every piece in Callao \(2007\)|Callao \(2007\)/);
    expect(sayIn('es', { code: 'error.notInPhase', params: { action: 'rollMove', phase: 'administrative' } })).toBe('«rollMove» no está permitido en la Fase Administrativa.');
  });

  it('names every land unit, ship and fort in both languages: units in the Spanish rules\' words, ships and forts by their names', () => {
    const bad: string[] = [];
    for (const u of LAND_UNITS) {
      const en = pieceNameIn('en', u.id);
      const es = pieceNameIn('es', u.id);
      if (en === u.id || es === u.id || en === es || !/^(regimiento|batallón)\b/.test(es)) bad.push(`${u.id}: ${en} / ${es}`);
    }
    for (const s of SHIPS) if (pieceNameIn('en', s.id) !== s.name || pieceNameIn('es', s.id) !== s.name) bad.push(s.id);
    for (const f of FORTS) if (pieceNameIn('es', f.id) !== `Fuerte ${f.name}` || pieceNameIn('en', f.id) !== `Fort ${f.name}`) bad.push(f.id);
    expect(bad).toEqual([]);
    expect(pieceNameIn('en', 'cl-inf-buin-1')).toBe('1st Buin regiment');
    expect(pieceNameIn('es', 'cl-inf-buin-1')).toBe('regimiento Buin 1.º de Línea');
    expect(pieceNameIn('es', 'pe-cav-husares-junin')).toBe('regimiento de caballería Húsares de Junín');
    expect(pieceNameIn('es', 'pe-inf-gen-bn-3')).toBe('batallón de infantería 3');
    // A generic unit in English: its nation (both sides have an "Inf Bn 1") and its kind and size once ("Inf Bn 1 battalion" said them twice).
    expect(pieceNameIn('en', 'pe-inf-gen-bn-1')).toBe('Peruvian Inf Bn 1');
    // A unit named after its kind says it once ("2nd Artillery artillery regiment" said it twice).
    expect(pieceNameIn('en', 'cl-art-2nd')).toBe('2nd Artillery regiment');
    expect(LAND_UNITS.map((u) => pieceNameIn('en', u.id)).filter((n) => /\b(\w+)\b.*\b\1\b/i.test(n.replace(/\d+/g, '')))).toEqual([]);
    expect(LAND_UNITS.filter((u) => u.generic).map((u) => pieceNameIn('en', u.id)).filter((n) => /\b(Bn|Regt)\b.*\b(battalion|regiment)\b/.test(n))).toEqual([]);
    expect(LAND_UNITS.filter((u) => /\b(1st|2nd|3rd|4th|Guards|Inf|Cav|Art|Bn|Regt)\b/.test(unitProperNameIn('es', u))).map((u) => u.id)).toEqual([]);
  });

  it.each([
    ['random', undefined],
    ['heuristic', heuristicBot],
  ] as const)('words every prompt, event, error and why-not of %s games in both languages: no placeholder, no undefined, no raw code', (_name, bot) => {
    const { messages, events } = playSampleGames([3, 11, 17, 23], { shipCapture: true, infernalMachines: true }, bot, 1_000_000);
    const bad = new Set<string>();
    const codes = new Set<string>();
    for (const lang of ['en', 'es'] as const) {
      setLanguage(lang);
      for (const m of messages) {
        codes.add(m.code);
        const text = say(m);
        const why = badWords(text);
        if (why) bad.add(`${m.code} (${lang}): ${why}: ${text}`);
      }
      for (const e of events) {
        const text = eventText(e);
        const why = badWords(text) ?? (/describe\./.test(text) ? 'a raw key' : null);
        if (why) bad.add(`${e.type} (${lang}): ${why}: ${text}`);
      }
    }
    expect([...bad]).toEqual([]);
    expect([...codes].filter((c) => c.startsWith('prompt.')).length).toBeGreaterThanOrEqual(8);
    expect([...codes].some((c) => c.startsWith('whyNot.'))).toBe(true);
    expect([...codes].some((c) => c.startsWith('error.'))).toBe(true);
  }, 240_000);
});
