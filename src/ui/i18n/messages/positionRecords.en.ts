import type { PositionRecordMessageParams } from '../../../engine/messages/positionRecordMessages';
import type { Side } from '../../../engine/side';
import { checkTemplates, plural, type MessageTable } from './template';

const aUnitOf = (side: Side) => (side === 'chile' ? 'a Chilean unit' : 'an Allied unit');
const sides = (side: Side) => (side === 'chile' ? "Chile's" : "the Allies'");

/** The words of a game invariant (invariants/), by its name. */
const INVARIANTS: Readonly<Record<string, string>> = {
  oneLocation: 'a piece is not in exactly one valid place',
  steps: 'a unit has more steps than its counter, or none',
  capacity: 'a transport carries more than two steps',
  bolivia: 'a Bolivian piece is in play after Bolivia quit the war',
  stacking: 'a hex is over the stacking limit',
  supply: 'a Supply Column has a bad id or no nation',
  vp: 'the VP record does not match the game',
};

/** What ties a position's records together (position/validateRecords.ts and the checks it calls). */
export const positionRecordsEn = checkTemplates({
  'position.record.hexOffMap': 'Invalid position: {{path}}: {{hex}} is not on the map.',
  'position.record.unitNotInPlay': 'Invalid position: {{path}}: "{{id}}" is not a land unit in play.',
  'position.record.unitWrongSide': (p, f) => `Invalid position: ${f.path}: ${f.unit} is not ${aUnitOf(p.side)}.`,
  'position.record.shipNotInPlay': 'Invalid position: {{path}}: "{{id}}" is not a ship in play.',
  'position.record.namedTwice': 'Invalid position: {{path}} names a piece twice.',
  'position.setupAfterTurnOne': 'Invalid position: the set-up comes before game turn 1, not on turn {{turn}} (3.1).',
  'position.assault.notLandHex': 'Invalid position: {{path}}: a landing is made in a land hex, and {{hex}} is not one (7.6).',
  'position.dice.secretNeedsChacha': 'Invalid position: a game with a dice secret rolls ChaCha20 dice.',
  'position.dice.chachaNeedsSecret': 'Invalid position: ChaCha20 dice need the dice secret they are keyed with.',
  'position.dice.keyMismatch': 'Invalid position: the ChaCha20 dice key is not the one of this seed and dice secret.',
  'position.naval.stackIdTwice': 'Invalid position: two naval stacks have the same id, "{{id}}".',
  'position.naval.twoStacksSailing': 'Invalid position: two naval stacks are sailing; only one sails at a time (7.2).',
  'position.naval.shipNotStackSide': (p, f) => `Invalid position: ${f.path}: ${f.ship} is not ${sides(p.side)}, as its stack is.`,
  'position.naval.shipInTwoStacks': 'Invalid position: {{path}}: {{ship}} is in two stacks.',
  'position.naval.stackNotPlaced': 'Invalid position: {{path}}: a stack is in a hex or in the Chile Holding Box.',
  'position.naval.sailingOutsidePhase': 'Invalid position: {{path}}: a stack sails only in the Naval Movement Phase, not in the {{current}} (7.2).',
  'position.naval.notAShip': 'Invalid position: {{path}}: "{{id}}" is not a ship.',
  'position.naval.decisionWithoutCombat': 'Invalid position: {{path}} is a naval combat decision, but no naval combat is under way.',
  'position.naval.stacksFormedForAnother': (p) =>
    `Invalid position: the naval stacks under way were not formed in this Naval Movement Phase (turn ${p.turn}, ${p.side === 'chile' ? 'Chile' : 'the Allies'}).`,
  'position.naval.combatNotOnTop': 'Invalid position: a naval combat under way waits for exactly one of its decisions (set aside, fire, capture), on top.',
  'position.naval.combatOutsidePhase': 'Invalid position: naval combat follows an interception in the Naval Movement Phase, not the {{current}} (7.9).',
  'position.naval.noSuchStack': 'Invalid position: {{path}}: there is no moving stack "{{id}}".',
  'position.naval.interceptedNotStackSide': (p) => `Invalid position: the naval combat says ${p.side === 'chile' ? 'Chile was' : 'the Allies were'} intercepted, but the moving stack is the other side's.`,
  'position.naval.shipNotInCombat': 'Invalid position: {{path}}: {{ship}} is not in the naval combat.',
  'position.naval.tooManySetAside': 'Invalid position: {{count}} ships are set aside in the naval combat, with a limit of {{max}}: too many, or none left to set aside while a set-aside is asked (7.9).',
  'position.naval.setAsideAfterFire': 'Invalid position: ships are set aside before the gunfire, not after (7.9).',
  'position.battle.decisionWithoutBattle': 'Invalid position: {{path}} is a land combat decision, but no battle is under way.',
  'position.battle.outsidePhase': 'Invalid position: a land combat is fought only in the Land Combat Phase, not the {{current}} (8.7).',
  'position.battle.attackerNotPhasing': (p) => `Invalid position: the battle's attacker is ${p.side === 'chile' ? 'Chile' : 'the Allies'}, not the phasing player (8.7).`,
  'position.battle.notLandHexes': 'Invalid position: a battle is fought from a land hex to a land hex, and {{from}} or {{to}} is not land.',
  'position.battle.notAdjacent': "Invalid position: {{to}} can't be attacked from {{from}} (7.6, 8.7).",
  'position.battle.advancedNotAttacker': 'Invalid position: {{unit}} advanced, but only attackers advance (8.11).',
  'position.battle.advancedBeforeDone': 'Invalid position: units advance only once the battle is done (8.11).',
  'position.battle.columnsOnlyMismatch': 'Invalid position: a battle is against Supply Columns alone exactly when there are no defending units (8.7 note).',
  'position.battle.columnsOnlyWithDice': 'Invalid position: a battle against Supply Columns alone has no dice (8.7 note).',
  'position.battle.hitsBeforeFight': 'Invalid position: the battle has hits before its fight (8.9).',
  'position.battle.unitNotInHex': 'Invalid position: {{unit}} should be in {{hex}} for the battle, and is not.',
  'position.battle.tooManyColumnsUsed': (p) =>
    `Invalid position: ${p.side === 'chile' ? 'Chile uses' : 'the Allies use'} ${p.count} ${plural(p.count, 'Supply Column', 'Supply Columns')} in the battle, more than the ${p.max} in its hex (6.1, 8.9).`,
  'position.battle.supplyChosenEarly': (p) => `Invalid position: ${p.side === 'chile' ? 'Chile has' : 'the Allies have'} not chosen the battle's Supply Column use yet.`,
  'position.battle.noDecisionPending': 'Invalid position: a battle under way waits for one of its decisions (combat supply, losses, retreat or advance), and none is pending.',
  'position.battle.lossesTwice': 'Invalid position: each side takes its own losses, once (8.9).',
  'position.battle.decisionWrongStage': "Invalid position: {{path}} does not belong to the battle's stage.",
  'position.battle.supplyWrongHex': (p, f) => `Invalid position: ${f.path}: the combat supply decision does not name ${sides(p.side)} battle hex (${f.hex}).`,
  'position.battle.supplyWrongRole': (p, f) => `Invalid position: ${f.path}: the combat supply decision gives ${p.side === 'chile' ? 'Chile' : 'the Allies'} the wrong role in the battle.`,
  'position.battle.supplyWrongCount': 'Invalid position: {{path}}: the combat supply decision miscounts the Supply Columns in {{hex}}: there are {{count}}.',
  'position.battle.lossNotInBattle': (p, f) => `Invalid position: ${f.path}: ${f.unit} is not ${aUnitOf(p.side)} of this battle.`,
  'position.battle.retreatWrongHex': (p, f) => `Invalid position: ${f.path}: the retreat is from ${f.hex}, not ${sides(p.side)} battle hex.`,
  'position.battle.retreatNotSurvivor': (p, f) => `Invalid position: ${f.path}: ${f.unit} is not one of ${sides(p.side)} survivors of the battle.`,
  'position.battle.advanceAfterLanding': 'Invalid position: {{path}}: an advance after a landing, where nobody advances (7.6).',
  'position.battle.advanceMismatch': "Invalid position: {{path}}: the advance is not the attacker's, from and into the battle's hexes.",
  'position.battle.advanceDefendersHold': 'Invalid position: {{path}}: an advance while defenders are still in {{hex}}.',
  'position.battle.notBattleDecision': 'Invalid position: {{path}} is not a battle decision.',
  'position.pending.interceptOwnStack': 'Invalid position: {{path}}: a side does not intercept its own stack (7.3).',
  'position.pending.chosenNotEligible': 'Invalid position: {{path}}: {{hex}} is chosen to intercept from, but is not an eligible hex.',
  'position.pending.noInterceptor': 'Invalid position: {{path}}: {{hex}} holds no warship that may intercept (7.3).',
  'position.invariantBroken': (p) => `Invalid position: ${INVARIANTS[p.id] ?? `the invariant "${p.id}" is broken`}${p.rule ? ` (${p.rule})` : ''}.`,
  'position.engineFails': "Invalid position: the engine can't play on from it.",
  'position.noLegalAction': (p) => `Invalid position: ${p.side === 'chile' ? 'Chile' : 'the Allies'} must act but would have no legal action.`,
} as const satisfies MessageTable<keyof PositionRecordMessageParams>);
