import { getMap, phaseInfo, type Action, type GameEvent, type Location, type PhaseId, type Side } from '../engine';
import type { Message, ReasonCode } from '../engine/message';
import { currentLanguage, t } from './i18n';
import type { describeEn } from './i18n/describe.en';
import { chitNameIn, pieceNameIn } from './i18n/messages/pieceNames';
import { sayIn } from './i18n/messages/say';
import { townName } from './i18n/messages/townName';
import { fleetName } from './naval/fleetName';

/** The naval stacks of a game (or a player's view) an action may name: named after their ships (issue 18). */
export interface NamedStacks {
  readonly stacks: readonly { readonly id: string; readonly ships: readonly string[] }[];
}

/** The sides' names in the current language (getters: read at use, so a language switch shows at once). */
export const SIDE_NAMES: Readonly<Record<Side, string>> = Object.defineProperties({} as Record<Side, string>, {
  chile: { enumerable: true, get: () => t('describe.side.chile') },
  allied: { enumerable: true, get: () => t('describe.side.allied') },
});

/**
 * A side's name inside a sentence in the current language: the Spanish gives the Allies their article
 * ("Pasa el dispositivo a los Aliados", "Les toca a los Aliados"); the English is the name itself. Its
 * sentences are written so that no verb agrees with it ("Aliados debe decidir" was the old reading).
 */
export const sideInSentence = (side: Side): string => t(`sides.${side}`);

/** A side named inside a sentence, after a preposition: 'Pass the device to the Allies' (English 'Allies' alone reads as a label there). */
export const sideWithArticle = (side: Side): string => t(`sides.${side}WithArticle`);

/** A phase's name in the current language ("Administrative Phase"). */
export function phaseName(phase: PhaseId): string {
  return t(`describe.phase.${phase}`);
}

/**
 * What the engine says (a prompt, an error, a why-not answer, a roll's purpose, a reason), in the
 * current language: every engine message is worded here, from its code and parameters (issue 22).
 */
export function say(message: Message): string {
  return sayIn(currentLanguage(), message);
}

/** A reason code (events' `reason`) in words. */
const sayReason = (code: ReasonCode): string => say({ code, params: {} } as Message);

/** A piece's name in the current language: a unit's kind and size in its words, ships and forts by their names. */
export function pieceLabel(piece: string): string {
  return pieceNameIn(currentLanguage(), piece);
}

const names = (pieces: readonly string[]): string => pieces.map(pieceLabel).join(', ');

/** The dotted keys of a string table, plural forms (_one, _other) under their base key. */
type Dotted<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Dotted<T[K]>}` }[keyof T & string];
type Base<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;
/**
 * i18next's t for the two helpers below, which build their keys from a typed part: the key is checked
 * by ActionKey / EventKey, the values by describeKeys.test.ts (both languages name the same placeholders).
 */
const tKey = t as unknown as (key: string, values?: Record<string, unknown>) => string;
type ActionKey = Base<Dotted<typeof describeEn.action>>;
type EventKey = Base<Dotted<typeof describeEn.event>>;

/**
 * The log's words for an action taken back (Undo), which both players read: an NADC order without its
 * area, which is secret (4.1 I) — "Allies take back: NADC III for Huáscar" told Chile where Huáscar was
 * bound — and a sail without its destination. Any other action as its button reads.
 */
export function takenBackLabel(action: Action, phase: Parameters<typeof phaseInfo>[0], naval?: NamedStacks): string {
  if (action.type === 'orderShip' && action.area !== null) return tKey('describe.action.orderShipSecret', { ship: pieceLabel(action.ship) });
  // 7.2: a sail taken back never set out, so its NADC is face down again; its destination would name the area.
  if (action.type === 'sail') return tKey('describe.action.sailSecret', { stack: stackLabel(action.stack, naval) });
  return actionLabel(action, phase, naval);
}

/**
 * The button text of an action, in the game's words. `naval` (the game's or a view's naval record)
 * names a moving stack after its strongest ship ("Huáscar and 2 more").
 */
export function actionLabel(action: Action, phase: Parameters<typeof phaseInfo>[0], naval?: NamedStacks): string {
  const a = (key: ActionKey, values: Record<string, unknown> = {}) => tKey(`describe.action.${key}`, values);
  const stackName = (id: string) => stackLabel(id, naval);
  switch (action.type) {
    case 'endPhase':
      return phase === 'setup' ? a('finishSetup') : a('endPhase', { phase: phaseName(phase) });
    case 'placeSupplyColumn':
      return a('placeSupplyColumn', { hex: hexName(action.hex) });
    case 'setupPlace':
      return a('setupPlace', { piece: pieceLabel(action.piece), to: placeName(action.to) });
    case 'historicalSetup':
      return a('historicalSetup');
    case 'replenish':
      return a('replenish', { unit: pieceLabel(action.unit), from: placeName(action.from) });
    case 'rebuild':
      return a('rebuild', { unit: pieceLabel(action.unit), to: placeName(action.to), from: placeName(action.from) });
    case 'recruit':
      return a('recruit', { unit: pieceLabel(action.unit), to: placeName(action.to), from: placeName(action.from) });
    case 'rebuildTransport':
      return a('rebuildTransport', { ship: pieceLabel(action.ship), to: placeName(action.to), from: placeName(action.from) });
    case 'repair':
      return a('repair', { ship: pieceLabel(action.ship) });
    case 'repairPay':
      return a('repairPay', { from: placeName(action.from) });
    case 'repairDelay':
      return a('repairDelay');
    case 'placeNewUnit':
      return a('placeNewUnit', { unit: pieceLabel(action.unit), to: placeName(action.to) });
    case 'eliminateUnit':
      return a('eliminateUnit', { unit: pieceLabel(action.unit) });
    case 'orderShip':
      return action.area === null ? a('orderShipBack', { ship: pieceLabel(action.ship) }) : a('orderShip', { area: action.area, ship: pieceLabel(action.ship) });
    // 8.2–8.12 land operations
    case 'beginMove':
      return a('beginMove', { from: spaceName(action.from) });
    case 'toggleMover':
      return a('toggleMover', { piece: pieceLabel(action.piece) });
    case 'rollMove':
      return a('rollMove');
    case 'cancelMove':
      return a('cancelMove');
    case 'moveStep':
      return a('moveStep', { to: spaceName(action.to) });
    case 'dropOff':
      return a('dropOff', { piece: pieceLabel(action.piece) });
    case 'forcedMarch':
      return a('forcedMarch');
    case 'stopMove':
      return a('stopMove');
    case 'takeAttrition':
      return a('takeAttrition', { piece: pieceLabel(action.piece) });
    case 'beginAttack':
      return action.from === action.target ? a('attackHere', { target: hexName(action.target) }) : a('beginAttack', { target: hexName(action.target), from: hexName(action.from) });
    case 'toggleAttacker':
      return a('toggleAttacker', { unit: pieceLabel(action.unit) });
    case 'declareAttack':
      return a('declareAttack');
    case 'cancelAttack':
      return a('cancelAttack');
    case 'resolveAssault':
      return a('resolveAssault', { hex: hexName(action.hex) });
    case 'combatSupply':
      return a(action.initiative && action.extraDie ? 'combatSupplyBoth' : action.initiative ? 'combatSupplyInitiative' : action.extraDie ? 'combatSupplyDie' : 'combatSupplyNone');
    case 'takeLoss':
      return a('takeLoss', { unit: pieceLabel(action.unit) });
    case 'retreat':
      return a('retreat', { to: hexName(action.to) });
    case 'holdGround':
      return a('holdGround', { unit: pieceLabel(action.unit) });
    case 'advanceUnit':
      return a('advanceUnit', { unit: pieceLabel(action.unit) });
    case 'endAdvance':
      return a('endAdvance');
    // 7.0 naval operations
    case 'embark':
      return a('embark', { piece: pieceLabel(action.piece), transport: pieceLabel(action.transport) });
    case 'sail':
      return a('sail', { stack: stackName(action.stack), to: hexName(action.to) });
    case 'endMove':
      return a('endMove', { stack: stackName(action.stack) });
    case 'enterHoldingBox':
      return a('enterHoldingBox', { stack: stackName(action.stack) });
    case 'debark':
      return a('debark', { piece: pieceLabel(action.piece) });
    case 'intercept':
      return a('intercept', { hex: hexName(action.hex) });
    case 'interceptRoll':
      return a(action.transports ? 'interceptRollTransports' : 'interceptRoll');
    case 'declineInterception':
      // 7.3: the prompt's buttons read as the interception panel's (two ways not to intercept, told apart).
      return action.letPass ? t('interception.letPass') : t('interception.notHere');
    case 'runBlockade':
      return a(action.run ? 'runBlockade' : 'stayBlockaded');
    case 'catchRunner':
      return a('catchRunner', { ship: pieceLabel(action.ship) });
    case 'letRunnersGo':
      return a('letRunnersGo');
    case 'setAside':
      return a('setAside', { ship: pieceLabel(action.ship) });
    case 'beginNavalCombat':
      return a('beginNavalCombat');
    case 'fire':
      return a('fire', { ship: pieceLabel(action.ship), target: pieceLabel(action.target) });
    case 'raid':
      return a('raid', { ship: pieceLabel(action.ship), target: pieceLabel(action.target) });
    case 'attemptCapture':
      return a('attemptCapture', { ship: pieceLabel(action.ship), target: pieceLabel(action.target) });
    case 'declineCapture':
      return a('declineCapture');
    case 'infernalMachine':
      return a('infernalMachine', { target: pieceLabel(action.target) });
  }
}

/** A moving naval stack (7.2): named after its strongest ship when its ships are known, else by its number. */
export function stackLabel(stack: string, naval?: NamedStacks): string {
  const ships = naval?.stacks.find((s) => s.id === stack)?.ships;
  return ships && ships.length > 0 ? fleetName(ships) : t('describe.place.stack', { n: stack.replace(/^s/, '') });
}

/** A land space: a hex or the Chile Holding Box (8.6). */
export function spaceName(space: string): string {
  return space === 'holdingBox' ? t('describe.place.holdingBox') : hexName(space);
}

/** A hex by its town's name when it has one: "Lima (2008)", else "hex 2415". */
export function hexName(hex: string): string {
  const town = getMap().hexes[hex]?.town;
  return town ? t('describe.place.town', { town: townName(currentLanguage(), town.name), hex }) : t('describe.place.hex', { hex });
}

/** "Turn 3 · Jul–Aug 1879". */
export function turnLabel(turn: number): string {
  const date = turn >= 1 && turn <= 12 ? tKey(`describe.turnDate.${turn as keyof typeof describeEn.turnDate}`) : '';
  return t('describe.turn', { turn, date });
}

/**
 * One readable line per event for the log. The event's side is i18next's context: a line whose subject
 * is the side takes the plural verb for the Allies ("Allies roll for …", `roll_allied`; "Chile rolls
 * for …", `roll`); a key with no such form reads the same for both.
 */
export function eventText(event: GameEvent): string {
  const context = 'side' in event ? event.side : undefined;
  const e = (key: EventKey, values: Record<string, unknown> = {}) => tKey(`describe.event.${key}`, context ? { ...values, context } : values);
  const side = (s: Side) => SIDE_NAMES[s];
  switch (event.type) {
    case 'phaseBegan': {
      const numeral = event.phase === 'setup' ? '' : e('numeral', { numeral: t(`describe.numeral.${event.phase}`) });
      return e('phaseBegan', { side: side(event.side), numeral, phase: phaseName(event.phase), turn: event.turn });
    }
    case 'roll': {
      const mods = event.modifiers.map((m) => e('modifier', { value: `${m.value >= 0 ? '+' : ''}${m.value}`, reason: say(m), rule: m.rule })).join(', ');
      return e('roll', { side: side(event.side), purpose: say(event.purpose), dice: event.dice.join(', '), modifiers: mods ? ` ${mods}` : '', result: event.result });
    }
    case 'victoryChecked':
      return e('victoryChecked', { turn: event.turn, outcome: say(event.outcome) });
    case 'gameOver':
      return e('gameOver', { summary: say(event.result.summary) });
    case 'supplyPlaced':
      return e('supplyPlaced', { side: side(event.side), count: event.count, where: spaceName(event.where), rule: event.rule });
    case 'placed':
      return e('placed', { side: side(event.side), piece: pieceLabel(event.piece), to: placeName(event.to) });
    case 'nadcAssigned':
      return e(event.assigned ? 'nadcAssigned' : 'nadcRemoved', { side: side(event.side), ship: pieceLabel(event.ship), rule: event.rule });
    case 'supplySpent':
      return e('supplySpent', { side: side(event.side), count: event.columns, use: e(`supplyUse.${event.use}`), piece: pieceLabel(event.piece), rule: event.rule });
    case 'repairDelayed':
      return e('repairDelayed', { side: side(event.side), ship: pieceLabel(event.ship), turn: event.untilTurn, rule: event.rule });
    case 'shipRepaired':
      return e('shipRepaired', { side: side(event.side), ship: pieceLabel(event.ship), rule: event.rule });
    case 'reinforcementAvailable':
      return e('reinforcementAvailable', { side: side(event.side), piece: pieceLabel(event.piece), rule: event.rule });
    case 'fortArrived':
      return e(event.built ? 'fortBuilt' : 'fortNeverBuilt', { hex: hexName(event.hex), rule: event.rule });
    case 'navalBonus':
      return e('navalBonus', { alliedSunk: event.alliedSunk, chileanSunk: event.chileanSunk, rule: event.rule });
    case 'boliviaQuits':
      return e('boliviaQuits', { reason: say(event.reason), rule: event.rule });
    case 'eliminated':
      return e('eliminated', { side: side(event.side), piece: pieceLabel(event.piece), reason: sayReason(event.reason), rule: event.rule });
    case 'historicalSetup':
      return e('historicalSetup', { side: side(event.side), rule: event.rule });
    case 'supplyLost':
      return e('supplyLost', { side: side(event.side), count: event.count, reason: sayReason(event.reason), rule: event.rule });
    case 'landMoved':
      return e('landMoved', { side: side(event.side), pieces: names(event.pieces), from: spaceName(event.from), to: spaceName(event.to), cost: event.cost, left: event.mpLeft, rule: event.rule });
    case 'moveEnded':
      return e('moveEnded', { side: side(event.side), pieces: names(event.pieces), count: event.pieces.length, at: spaceName(event.at), reason: sayReason(event.reason), rule: event.rule });
    case 'stepLost':
      return e('stepLost', { side: side(event.side), unit: pieceLabel(event.unit), reason: sayReason(event.reason), rule: event.rule });
    case 'supplyCaptured':
      return e('supplyCaptured', { side: side(event.side), count: event.columns.length, hex: hexName(event.hex), rule: event.rule });
    case 'attackDeclared':
      return event.amphibious
        ? e('amphibiousAttack', { side: side(event.side), target: hexName(event.target), units: names(event.units), rule: event.rule })
        : event.from === event.target
          ? // 8.7 / 7.6: the enemy sharing the attackers' own hex since a landing ("attacks Arica from Arica" said nothing).
            e('attackWithin', { side: side(event.side), target: hexName(event.target), units: names(event.units), rule: event.rule })
          : e('attackDeclared', { side: side(event.side), target: hexName(event.target), from: hexName(event.from), units: names(event.units), rule: event.rule });
    case 'combatSupplySpent':
      return e(event.use === 'initiative' ? 'combatSupplyInitiative' : 'combatSupplyDie', { side: side(event.side), hex: hexName(event.hex), rule: event.rule });
    case 'initiativeWon':
      // 8.8: the winner's total first ("Chile wins the initiative, 3 against 5" read as if Chile had 3).
      return e('initiativeWon', { side: side(event.side), winner: Math.max(event.attackerTotal, event.defenderTotal), loser: Math.min(event.attackerTotal, event.defenderTotal), rule: event.rule });
    case 'combatAdvantageDrawn':
      if (event.effect === 'noEvent') return e('combatAdvantageNone', { side: side(event.side), name: chitNameIn(currentLanguage(), event.chit), rule: event.rule });
      return e('combatAdvantageDrawn', { side: side(event.side), name: chitNameIn(currentLanguage(), event.chit), note: say(event.note), rule: event.rule });
    case 'combatDiceCount': {
      // 8.9 / 7.6: why this many dice ("2 units (8.9), 1 against the landing (7.6)").
      const parts = [
        e('diceFor.units', { count: event.units }),
        ...(event.supplyDie ? [e('diceFor.supply')] : []),
        ...(event.chitDice > 0 && event.chit ? [e('diceFor.chit', { count: event.chitDice, name: chitNameIn(currentLanguage(), event.chit) })] : []),
        ...(event.landingDie ? [e('diceFor.landing')] : []),
      ];
      return e('combatDiceCount', { side: side(event.side), count: event.count, parts: parts.join(', ') });
    }
    case 'combatResolved':
      return e('combatResolved', { target: hexName(event.target), count: event.attackerHits, defender: event.defenderHits, rule: event.rule });
    case 'retreated':
      return e('retreated', { side: side(event.side), units: names(event.units), from: hexName(event.from), to: hexName(event.to), rule: event.rule });
    case 'advanced':
      return e('advanced', { side: side(event.side), unit: pieceLabel(event.unit), to: hexName(event.to), rule: event.rule });
    // 7.0 naval operations
    case 'embarked':
      return e('embarked', { side: side(event.side), piece: pieceLabel(event.piece), transport: pieceLabel(event.transport), rule: event.rule });
    case 'provisionsSpent':
      return e('provisionsSpent', { side: side(event.side), from: placeName(event.from), rule: event.rule });
    case 'stackStranded':
      return e('stackStranded', { side: side(event.side), ships: names(event.ships), count: event.ships.length, reason: sayReason(event.reason), rule: event.rule });
    case 'shipsMoved':
      return e('shipsMoved', { side: side(event.side), ships: names(event.ships), to: placeName(event.to), rule: event.rule });
    case 'stackEnded':
      return e('stackEnded', { side: side(event.side), ships: names(event.ships), count: event.ships.length, at: placeName(event.at), rule: event.rule });
    case 'interceptionDeclined':
      return e('interceptionDeclined', { side: side(event.side), hex: hexName(event.hex), rule: event.rule });
    case 'interception': {
      const values = { side: side(event.side), hex: hexName(event.hex), result: e(event.success ? 'success' : 'failure'), rule: event.rule };
      return event.automatic ? e('interceptionAutomatic', values) : e('interceptionTried', { ...values, count: event.distance });
    }
    case 'blockadeRun':
      return e('blockadeRun', { side: side(event.side), hex: hexName(event.hex), through: event.through, count: event.of, rule: event.rule });
    case 'runnersCaught':
      return e('runnersCaught', { side: side(event.side), ships: names(event.ships), hex: hexName(event.hex), rule: event.rule });
    case 'navalCombatBegan':
      return e('navalCombatBegan', { hex: hexName(event.hex), ships: names(event.ships), rule: event.rule });
    case 'setAside':
      return e('setAside', { side: side(event.side), ship: pieceLabel(event.ship), rule: event.rule });
    case 'gunfire':
      return e('gunfire', { side: side(event.side), ship: pieceLabel(event.ship), target: pieceLabel(event.target), critical: event.critical ? e('critical') : '', outcome: e(`shot.${event.outcome}`), rule: event.rule });
    case 'navalCombatEnded':
      return e('navalCombatEnded', { hex: hexName(event.hex), rule: event.rule });
    case 'shipSunk':
      return event.cargo.length
        ? e('shipSunkWithCargo', { side: side(event.side), ship: pieceLabel(event.ship), cargo: names(event.cargo), rule: event.rule })
        : e('shipSunk', { side: side(event.side), ship: pieceLabel(event.ship), rule: event.rule });
    case 'debarked':
      return e(event.landing ? 'landed' : 'disembarked', { side: side(event.side), piece: pieceLabel(event.piece), to: placeName(event.to), assault: event.assault ? e('mustAttack') : '', rule: event.rule });
    case 'raid':
      return e('raid', { side: side(event.side), ship: pieceLabel(event.ship), target: pieceLabel(event.target), result: e(event.hit ? 'raidHit' : 'raidMiss'), rule: event.rule });
    case 'fortFire':
      return e('fortFire', { fort: pieceLabel(event.fort), ship: pieceLabel(event.ship), critical: event.critical ? e('critical') : '', outcome: e(`shot.${event.outcome}`), rule: event.rule });
    case 'captureAttempt':
      return e('captureAttempt', { side: side(event.side), ship: pieceLabel(event.ship), target: pieceLabel(event.target), outcome: e(`capture.${event.outcome}`), rule: event.rule });
    case 'infernalMachine':
      return e('infernalMachine', { side: side(event.side), target: pieceLabel(event.target), hex: hexName(event.hex), outcome: e(`infernal.${event.outcome}`), rule: event.rule });
  }
}

/** A location in the players' words, with town names. */
export function placeName(location: Location): string {
  switch (location.kind) {
    case 'hex':
      return hexName(location.hex);
    case 'holdingBox':
      return t('describe.place.holdingBox');
    case 'recruitPool':
      return t('describe.place.recruitPool');
    case 'turnTrack':
      return t('describe.place.turnBox', { turn: location.turn });
    case 'aboard':
      return t('describe.place.aboard', { transport: pieceLabel(location.transport) });
    case 'deadPile':
      return t('describe.place.deadPile');
    case 'outOfPlay':
      return t('describe.place.outOfPlay');
    case 'unplaced':
      return t('describe.place.unplaced');
  }
}
