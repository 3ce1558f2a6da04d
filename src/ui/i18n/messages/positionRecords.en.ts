import type { PositionRecordMessageParams } from '../../../engine/messages/positionRecordMessages';
import type { Side } from '../../../engine/side';
import { refusedIn, thePieceIn, type FieldWords } from './positionRefusal';
import { checkTemplates, plural, type MessageTable } from './template';

const aUnitOf = (side: Side) => (side === 'chile' ? 'a Chilean unit' : 'an Allied unit');
const sides = (side: Side) => (side === 'chile' ? "Chile's" : "the Allies'");
const theSide = (side: Side) => (side === 'chile' ? 'Chile' : 'the Allies');

/**
 * A record refused for the field at `at`, the sentence led by the field in a player's words ("naval stack
 * 1 includes the ship Huáscar, …"), the path after it for a tester (positionRefusal.ts, issue 20).
 */
const refused = (at: string, sentence: (what: string, words: FieldWords) => string): string => refusedIn('en', at, sentence);
/** A piece a record names, with its article ("the ship Huáscar", "the 1st Buin regiment"). */
const piece = (id: string): string => thePieceIn('en', id);

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
  'position.record.hexOffMap': (p, f) => refused(p.path, (w, g) => `${w} ${g.verb('names', 'name')} ${f.hex}, which is not on the map.`),
  'position.record.unitNotInPlay': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.id)}, which is not a land unit in play.`),
  'position.record.unitWrongSide': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.unit)}, which is not ${aUnitOf(p.side)}.`),
  'position.record.shipNotInPlay': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.id)}, which is not a ship in play.`),
  'position.record.namedTwice': (p) => refused(p.path, (w, g) => `${w} ${g.verb('names', 'name')} a piece twice.`),
  'position.setupAfterTurnOne': 'Invalid position: the set-up comes before game turn 1, not on turn {{turn}} (3.1).',
  'position.assault.notLandHex': (p, f) => refused(p.path, (w) => `${w} is in ${f.hex}, which is not a land hex: a landing is made in one (7.6).`),
  'position.dice.secretNeedsChacha': 'Invalid position: a game with a dice secret rolls ChaCha20 dice.',
  'position.dice.chachaNeedsSecret': 'Invalid position: ChaCha20 dice need the dice secret they are keyed with.',
  'position.dice.keyMismatch': 'Invalid position: the ChaCha20 dice key is not the one of this seed and dice secret.',
  'position.naval.stackIdTwice': 'Invalid position: two naval stacks have the same id, "{{id}}".',
  'position.naval.twoStacksSailing': 'Invalid position: two naval stacks are sailing; only one sails at a time (7.2).',
  'position.naval.shipNotStackSide': (p) => refused(p.path, (w, g) => `${w} is ${sides(p.side)}, but it ${g.holds} ${piece(p.ship)}, which is not.`),
  'position.naval.shipInTwoStacks': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.ship)}, which is in another stack too.`),
  'position.naval.stackNotPlaced': (p) => refused(p.path, (w) => `${w} is neither in a hex nor in the Chile Holding Box, where a stack is.`),
  'position.naval.sailingOutsidePhase': (p, f) => refused(p.path, (w) => `${w} is sailing in the ${f.current}, but a stack sails only in the Naval Movement Phase (7.2).`),
  'position.naval.notAShip': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.id)}, which is not a ship.`),
  'position.naval.decisionWithoutCombat': (p) => refused(p.path, (w) => `${w} is a naval combat decision, but no naval combat is under way.`),
  'position.naval.stacksFormedForAnother': (p) =>
    `Invalid position: the naval stacks under way were not formed in this Naval Movement Phase (turn ${p.turn}, ${p.side === 'chile' ? 'Chile' : 'the Allies'}).`,
  'position.naval.combatNotOnTop': 'Invalid position: a naval combat under way waits for exactly one of its decisions (set aside, fire, capture), on top.',
  'position.naval.combatOutsidePhase': 'Invalid position: naval combat follows an interception in the Naval Movement Phase, not the {{current}} (7.9).',
  'position.naval.noSuchStack': (p) => refused(p.path, (w) => `${w} is "${String(p.id)}", but no moving stack has that id.`),
  'position.naval.interceptedNotStackSide': (p) => `Invalid position: the naval combat says ${p.side === 'chile' ? 'Chile was' : 'the Allies were'} intercepted, but the moving stack is the other side's.`,
  'position.naval.shipNotInCombat': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.ship)}, which is not in the naval combat.`),
  'position.naval.tooManySetAside': (p) =>
    `Invalid position: ${p.count} ${plural(p.count, 'ship is', 'ships are')} set aside in the naval combat, with a limit of ${p.max}: too many, or none left to set aside while a set-aside is asked (7.9).`,
  'position.naval.setAsideAfterFire': 'Invalid position: ships are set aside before the gunfire, not after (7.9).',
  'position.battle.decisionWithoutBattle': (p) => refused(p.path, (w) => `${w} is a land combat decision, but no battle is under way.`),
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
  'position.battle.decisionWrongStage': (p) => refused(p.path, (w) => `${w} does not belong to the battle's stage.`),
  'position.battle.supplyWrongHex': (p, f) => refused(p.path, (w) => `${w}, a combat supply decision, does not name ${sides(p.side)} battle hex (${f.hex}).`),
  'position.battle.supplyWrongRole': (p) => refused(p.path, (w) => `${w}, a combat supply decision, gives ${theSide(p.side)} the wrong role in the battle.`),
  'position.battle.supplyWrongCount': (p, f) => refused(p.path, (w) => `${w}, a combat supply decision, miscounts the Supply Columns in ${f.hex}: there are ${f.count}.`),
  'position.battle.lossNotInBattle': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.unit)}, which is not ${aUnitOf(p.side)} of this battle.`),
  'position.battle.retreatWrongHex': (p, f) => refused(p.path, (w) => `${w} is a retreat from ${f.hex}, not from ${sides(p.side)} battle hex.`),
  'position.battle.retreatNotSurvivor': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.unit)}, which is not one of ${sides(p.side)} survivors of the battle.`),
  'position.battle.advanceAfterLanding': (p) => refused(p.path, (w) => `${w} is an advance after a landing, where nobody advances (7.6).`),
  'position.battle.advanceMismatch': (p) => refused(p.path, (w) => `${w} is an advance that is not the attacker's, from and into the battle's hexes.`),
  'position.battle.advanceDefendersHold': (p, f) => refused(p.path, (w) => `${w} is an advance while defenders are still in ${f.hex}.`),
  'position.pending.wrongPhase': (p, f) => refused(p.path, (w) => `${w}, ${f.decision}, is never asked in the ${f.current}.`),
  'position.pending.neverOver': (p, f) => refused(p.path, (w) => `${w}, ${f.decision}, is never asked while ${f.under} waits under it.`),
  'position.pending.notPhasing': (p, f) => refused(p.path, (w) => `${w}, ${f.decision}, is asked of the phasing player, not of ${theSide(p.side)} (${f.rule}).`),
  'position.pending.pieceNotInPlay': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.id)}, which is not a land unit or Supply Column in play.`),
  'position.pending.pieceWrongSide': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.piece)}, which is not ${sides(p.side)}, the deciding side's.`),
  'position.pending.shipWrongSide': (p) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.ship)}, which is not ${p.side === 'chile' ? 'a Chilean' : 'an Allied'} ship.`),
  'position.pending.pieceNotIn': (p, f) => refused(p.path, (w, g) => `${w} ${g.holds} ${piece(p.piece)}, which is not in ${f.hex}.`),
  'position.pending.attackNotLand': (p, f) => refused(p.path, (w) => `${w} is an attack from ${f.from} on ${f.to}, and one of them is not land: an attack is from a land hex to a land hex (8.7).`),
  'position.pending.attackNotAdjacent': (p, f) => refused(p.path, (w) => `${w} is an attack from ${f.from} on ${f.to}, which is not next to it (8.7).`),
  'position.pending.moveNotAtPathEnd': (p, f) => refused(p.path, (w) => `${w} is a move in ${f.hex}, but the path of the move does not end there.`),
  'position.pending.nothingMoving': (p) => refused(p.path, (w) => `${w} is a move, but nothing is moving.`),
  'position.pending.movedWithoutRoll': (p) => refused(p.path, (w) => `${w} moves ${piece(p.piece)}, which was not in the last roll (8.4).`),
  'position.pending.notOnTurnTrack': (p) => refused(p.path, (w) => `${w} places ${piece(p.unit)}, which is not waiting on the turn track (6.3).`),
  'position.pending.columnsNotAllied': (p) => refused(p.path, (w) => `${w} has Chile place Supply Columns, but only the Allied player places them (4.1).`),
  'position.pending.shipNotDamaged': (p) => refused(p.path, (w) => `${w} repairs ${piece(p.ship)}, which is not damaged (6.5).`),
  'position.pending.shipCaptureOff': (p) => refused(p.path, (w) => `${w} is a ship capture, an optional rule that is off (10.1).`),
  'position.pending.catchOwnRunners': (p) => refused(p.path, (w) => `${w} has a side catch the blockade runners of its own stack, but only the blockader catches them (7.6).`),
  'position.pending.runOthersBlockade': (p) => refused(p.path, (w) => `${w} has a side run the blockade with the other side's stack, but only the owner of the moving stack runs a blockade (7.6).`),
  'position.pending.tooManyRunners': (p) => refused(p.path, (w) => `${w} asks for ${p.count} blockade ${plural(p.count, 'runner', 'runners')} to be caught, but the stack has only ${p.max} (7.6).`),
  'position.pending.runnersAllCaught': (p) => refused(p.path, (w) => `${w} still asks which blockade runners are caught, but ${plural(p.count, 'the one', `all ${p.count}`)} to be caught ${plural(p.count, 'is', 'are')} caught already (7.6).`),
  'position.pending.runnerNotInStack': (p) => refused(p.path, (w) => `${w} has ${piece(p.ship)} caught running the blockade, but it is not in the moving stack.`),
  'position.pending.interceptOwnStack': (p) => refused(p.path, (w) => `${w} has a side intercept its own stack, which no side does (7.3).`),
  'position.pending.chosenNotEligible': (p, f) => refused(p.path, (w) => `${w} intercepts from ${f.hex}, which is not an eligible hex.`),
  'position.pending.noInterceptor': (p, f) => refused(p.path, (w) => `${w} intercepts from ${f.hex}, which holds no warship that may intercept (7.3).`),
  'position.invariantBroken': (p) => `Invalid position: ${INVARIANTS[p.id] ?? `the invariant "${p.id}" is broken`}${p.rule ? ` (${p.rule})` : ''}.`,
  'position.engineFails': "Invalid position: the engine can't play on from it.",
  'position.noLegalAction': (p) => `Invalid position: ${p.side === 'chile' ? 'Chile' : 'the Allies'} must act but would have no legal action.`,
} as const satisfies MessageTable<keyof PositionRecordMessageParams>);
