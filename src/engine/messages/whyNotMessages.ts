import type { ParamsOf } from './vocabulary';

/** The checks every intent shares (explain/turnCheck.ts). */
export interface TurnWhyNotParams {
  readonly 'whyNot.gameOver': ParamsOf<never>; // 5.0
  readonly 'whyNot.answerFirst': ParamsOf<'first' | 'rule'>; // a pending decision comes first
  readonly 'whyNot.shipsSailOnlyIn': ParamsOf<'phase' | 'current' | 'rule'>; // `phase`: where it may be done, its case `rule`
  readonly 'whyNot.landUnitsMoveOnlyIn': ParamsOf<'phase' | 'current' | 'rule'>;
  readonly 'whyNot.attacksOnlyIn': ParamsOf<'phase' | 'current' | 'rule'>;
  readonly 'whyNot.placedOnlyIn': ParamsOf<'phase' | 'current' | 'rule'>;
  readonly 'whyNot.notAllowedNow': ParamsOf<never>; // 4.1
}

/** 7.2 / 7.8: why no stack may sail there (explain/sailWhyNot.ts). */
export interface SailWhyNotParams {
  readonly 'whyNot.anotherStackSailing': ParamsOf<never>;
  readonly 'whyNot.stackDone': ParamsOf<never>;
  readonly 'whyNot.noProvisions': ParamsOf<'hex'>; // 7.8: hex = where the stack is
  readonly 'whyNot.noProvisionsInPort': ParamsOf<never>;
  readonly 'whyNot.offMap': ParamsOf<'hex'>; // 2.1
  readonly 'whyNot.notSea': ParamsOf<'hex'>;
  readonly 'whyNot.stackAlreadyThere': ParamsOf<'hex' | 'rule'>; // 7.2, 8.2
  readonly 'whyNot.nadcAreaCoast': ParamsOf<'area' | 'hex'>;
  readonly 'whyNot.returnToBox': ParamsOf<never>; // 4.1 ES option
  readonly 'whyNot.returnToFriendlyPort': ParamsOf<'hex'>;
  readonly 'whyNot.stayInArea': ParamsOf<'area'>;
  readonly 'whyNot.noSeaRoute': ParamsOf<'hex'>;
  readonly 'whyNot.noSuchStack': ParamsOf<'id'>;
  readonly 'whyNot.noShipSails': ParamsOf<never>;
  readonly 'whyNot.shipsFought': ParamsOf<never>;
}

/** 8.2–8.6: why the moving stack may not step there (explain/landMoveWhyNot.ts). */
export interface LandMoveWhyNotParams {
  readonly 'whyNot.formMoveFirst': ParamsOf<never>;
  readonly 'whyNot.pickMoverFirst': ParamsOf<never>;
  readonly 'whyNot.noLandMovementTerrain': ParamsOf<'hex' | 'terrain'>; // 8.6: sea, lake
  readonly 'whyNot.holdingBoxChileOnly': ParamsOf<never>;
  readonly 'whyNot.holdingBoxLinkOff': ParamsOf<never>;
  readonly 'whyNot.holdingBoxLinkHexes': ParamsOf<never>;
  readonly 'whyNot.outOfReach': ParamsOf<'hex' | 'mp'>;
  readonly 'whyNot.notNextToStack': ParamsOf<'hex' | 'via' | 'cost' | 'mp'>;
  readonly 'whyNot.tooFar': ParamsOf<'hex' | 'cost' | 'mp'>;
  readonly 'whyNot.impassableHexside': ParamsOf<'from' | 'to'>;
  readonly 'whyNot.noLandMovementInto': ParamsOf<'from' | 'to'>;
  readonly 'whyNot.enemyUnitsThere': ParamsOf<'hex'>;
  readonly 'whyNot.columnsAloneEnemyColumns': ParamsOf<'hex'>;
  readonly 'whyNot.mayNotEnter': ParamsOf<'hex'>;
  readonly 'whyNot.costHoldingBox': ParamsOf<'cost' | 'mp'>; // 8.6: what the step costs, and the MP left
  readonly 'whyNot.costRailroad': ParamsOf<'cost' | 'mp'>;
  readonly 'whyNot.costTerrain': ParamsOf<'terrain' | 'cost' | 'mp'>;
  readonly 'whyNot.costTerrainRiver': ParamsOf<'terrain' | 'base' | 'extra' | 'cost' | 'mp'>;
}

/** 4.1 I / 4.2: why a ship may not be given that NADC (explain/orderWhyNot.ts); `rule`: 4.2 at set-up, else 4.1. */
export interface NadcWhyNotParams {
  readonly 'whyNot.nadcLastTurn': ParamsOf<'turn'>;
  readonly 'whyNot.nadcNotAShip': ParamsOf<'piece' | 'rule'>;
  readonly 'whyNot.nadcNotYours': ParamsOf<'ship' | 'rule'>;
  readonly 'whyNot.nadcNotAfloat': ParamsOf<'ship' | 'rule'>;
  readonly 'whyNot.nadcNoneToTakeBack': ParamsOf<'ship' | 'rule'>;
  readonly 'whyNot.nadcAlready': ParamsOf<'ship' | 'area' | 'rule'>;
}

/** Why nothing can be done in a hex (explain/hexWhyNot.ts). */
export interface HexWhyNotParams {
  readonly 'whyNot.nothingToMove': ParamsOf<'hex'>;
  readonly 'whyNot.allMoved': ParamsOf<'hex'>;
  readonly 'whyNot.justBuilt': ParamsOf<'hex'>;
  readonly 'whyNot.replenishNextTurn': ParamsOf<'hex'>;
  readonly 'whyNot.noColumnInReach': ParamsOf<'hex'>;
  readonly 'whyNot.landedStay': ParamsOf<'hex'>;
  readonly 'whyNot.nothingMayMove': ParamsOf<'hex'>;
  readonly 'whyNot.noCombatInBox': ParamsOf<never>;
  readonly 'whyNot.noUnitsToAttackWith': ParamsOf<'hex'>;
  readonly 'whyNot.allAttacked': ParamsOf<'hex'>;
  readonly 'whyNot.nothingAdjacentToAttack': ParamsOf<'hex'>;
  readonly 'whyNot.nothingToAttackFrom': ParamsOf<'hex'>;
  readonly 'whyNot.noStackSailsHere': ParamsOf<'hex'>;
  readonly 'whyNot.noWarshipToRaid': ParamsOf<'hex'>;
  readonly 'whyNot.nothingToRaid': ParamsOf<'hex'>;
  readonly 'whyNot.nothingToDoHere': ParamsOf<'hex' | 'phase' | 'rule'>;
}

/** 3.1–3.5, 4.1, 6.3, 6.4: why a piece may not be placed there (explain/placeWhyNot.ts). */
export interface PlaceWhyNotParams {
  readonly 'whyNot.chileNewUnitsInBox': ParamsOf<never>;
  readonly 'whyNot.noFreeCity': ParamsOf<'nation'>;
  readonly 'whyNot.notNationCity': ParamsOf<'hex' | 'nation'>;
  readonly 'whyNot.cityCaptured': ParamsOf<'hex'>;
  readonly 'whyNot.capturedCity': ParamsOf<'hex'>;
  readonly 'whyNot.cityHadNewUnit': ParamsOf<'hex'>;
  readonly 'whyNot.noSuchPiece': ParamsOf<'id'>;
  readonly 'whyNot.notYoursToSetUp': ParamsOf<'piece'>;
  readonly 'whyNot.notSetUpAtStart': ParamsOf<'piece'>;
  readonly 'whyNot.startsInRecruitPool': ParamsOf<'piece' | 'rule'>;
  readonly 'whyNot.startsOnTurnTrack': ParamsOf<'piece' | 'rule'>;
  readonly 'whyNot.notOnMapToSetUp': ParamsOf<'piece'>;
  readonly 'whyNot.alreadyPlaced': ParamsOf<'piece' | 'hex'>;
  readonly 'whyNot.setsUpIn': ParamsOf<'piece' | 'group' | 'rule'>;
  readonly 'whyNot.shipSetsUpIn': ParamsOf<'piece' | 'group' | 'rule'>;
  readonly 'whyNot.onlyLandUnitsBuilt': ParamsOf<never>;
  readonly 'whyNot.notYours': ParamsOf<'piece'>;
  readonly 'whyNot.nothingToBuild': ParamsOf<'piece'>;
  readonly 'whyNot.noColumnToPay': ParamsOf<'rule'>;
  readonly 'whyNot.notYetRecruitable': ParamsOf<'piece' | 'turn'>;
  readonly 'whyNot.boliviaOutUnits': ParamsOf<never>;
  readonly 'whyNot.notADepot': ParamsOf<'hex'>;
  readonly 'whyNot.depotCaptured': ParamsOf<'hex'>;
  readonly 'whyNot.boliviaOutColumns': ParamsOf<never>;
  readonly 'whyNot.lastColumnBolivian': ParamsOf<never>;
  readonly 'whyNot.nothingPlacedNow': ParamsOf<'phase' | 'rule'>;
}

/** 7.6 / 8.7: why these units may not attack there (explain/attackWhyNot.ts). */
export interface AttackWhyNotParams {
  readonly 'whyNot.noUnitsIn': ParamsOf<'hex'>;
  readonly 'whyNot.noEnemySharesHex': ParamsOf<'hex'>;
  readonly 'whyNot.notAdjacentAttack': ParamsOf<'from' | 'to'>;
  readonly 'whyNot.notLand': ParamsOf<'hex'>;
  readonly 'whyNot.impassableAttack': ParamsOf<'from' | 'to'>;
  readonly 'whyNot.nothingToAttackThere': ParamsOf<'hex'>;
  readonly 'whyNot.landedFightLanding': ParamsOf<'hex'>;
  readonly 'whyNot.mayNotAttack': ParamsOf<'from' | 'to'>;
}

export type WhyNotMessageParams = TurnWhyNotParams & SailWhyNotParams & LandMoveWhyNotParams & HexWhyNotParams & PlaceWhyNotParams & AttackWhyNotParams & NadcWhyNotParams;
