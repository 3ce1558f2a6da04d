import type { Action, GameEvent, GameState, RollEvent, Side } from '../../engine';
import { FORTS, LAND_UNITS, fort as fortDef, ship as shipDef } from '../../engine/counters';
import { HIT_ON } from '../../engine/land/fight';
import { eventText, hexName, pieceLabel, say, SIDE_NAMES, sideInSentence } from '../describe';
import { t } from '../i18n';
import type { LogEntry } from '../store/types';

/**
 * One line of a result: what was rolled for (`head`), the dice and what they needed (`body`), what came
 * of it (`verdict`), and the rule case.
 */
export interface ResultLine {
  readonly head: string;
  readonly body: string;
  readonly verdict: string | null;
  readonly rule: string;
}

/** A number as the dice write it: a negative one with the typographic minus ("−2"). */
const signed = (n: number): string => (n < 0 ? `−${-n}` : String(n));
const capital = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * The dice of a roll in one phrase: "5", "1 + 6 = 7", "the higher of 6, 5 = 6", "1 + 6, modified +1 for
 * the target's printed raid modifier (7.6): 8" — each modifier with what it is and its rule case, unless
 * `reasons` is false (a battle's initiative, whose every unit's "+" the combat panel lists).
 */
export function diceText(roll: RollEvent, reasons = true): string {
  const modifiers = roll.modifiers
    .map((m) => {
      const sign = m.value >= 0 ? '+' : '−';
      const value = Math.abs(m.value);
      return reasons ? t('results.dice.modifierWhy', { sign, value, reason: say(m), rule: m.rule }) : t('results.dice.modifier', { sign, value });
    })
    .join(' ');
  const result = signed(roll.result);
  if (roll.reading === 'highest' && roll.dice.length > 1) {
    const dice = roll.dice.join(', ');
    return modifiers ? t('results.dice.higherOfModified', { dice, modifiers, result }) : t('results.dice.higherOf', { dice, result });
  }
  const dice = roll.dice.join(' + ');
  if (modifiers) return t('results.dice.modified', { dice, modifiers, result });
  return roll.dice.length > 1 ? t('results.dice.sum', { dice, result }) : dice;
}

const param = (roll: RollEvent, name: string): string => String((roll.purpose.params as Record<string, unknown>)[name] ?? '');

/** What a roll needed, where a number decides (a raid, a shot, an interception), else null. */
export function needOf(roll: RollEvent): string | null {
  switch (roll.purpose.code) {
    case 'roll.raid':
      return t('results.need.below', { n: shipDef(param(roll, 'ship')).gunfire });
    case 'roll.gunfire':
      return t('results.need.belowCritical1', { n: shipDef(param(roll, 'ship')).gunfire });
    case 'roll.fortFire':
      return t('results.need.belowCritical2', { n: fortDef(param(roll, 'fort')).antiShip });
    case 'roll.interception':
      return t('results.need.above', { n: param(roll, 'count') });
    case 'roll.infernalMachine':
      return t('results.need.infernal');
    case 'roll.combatAttacking':
    case 'roll.combatDefending':
      return t('results.need.atLeast', { n: HIT_ON });
    default:
      return null;
  }
}

/** A raid's hit, in words: a fort destroyed, a unit eliminated or one step less, a Supply Column eliminated. */
function raidHit(target: string, after: readonly GameEvent[]): string {
  if (FORTS.some((f) => f.id === target)) return t('results.verdict.hitDestroyed', { target: pieceLabel(target) });
  const gone = after.some((e) => e.type === 'eliminated' && e.piece === target) || !LAND_UNITS.some((u) => u.id === target);
  return t(gone ? 'results.verdict.hitEliminated' : 'results.verdict.hitStep', { target: pieceLabel(target) });
}

/** A shot's outcome (gunfire, a fort's fire, an infernal machine) on a ship. */
function shotOutcome(outcome: 'miss' | 'damaged' | 'sunk' | 'noEffect', ship: string, critical: boolean): string {
  if (outcome === 'miss') return t('results.verdict.miss');
  if (outcome === 'noEffect') return t('results.verdict.noEffect');
  if (critical) return t('results.verdict.critical', { ship: pieceLabel(ship) });
  return t(outcome === 'sunk' ? 'results.verdict.sunk' : 'results.verdict.damaged', { ship: pieceLabel(ship) });
}

/** 7.5: where the failed interceptors went (the action's shipsMoved events), or that they stayed where they were. */
export function interceptorsWent(after: readonly GameEvent[], side: Side): string {
  const moved = after.filter((e): e is Extract<GameEvent, { type: 'shipsMoved' }> => e.type === 'shipsMoved' && e.rule === '7.5' && e.side === side);
  if (moved.length === 0) return t('results.verdict.stayed');
  return moved
    .map((m) => t('results.verdict.went', { ships: m.ships.map(pieceLabel).join(', '), count: m.ships.length, place: m.to.kind === 'hex' ? hexName(m.to.hex) : '' }))
    .join('; ');
}

/** What a roll decided, read from the events that follow it in the same action; null when they say nothing of it. */
export function verdictOf(roll: RollEvent, after: readonly GameEvent[]): string | null {
  const next = <K extends GameEvent['type']>(type: K) => after.find((e): e is Extract<GameEvent, { type: K }> => e.type === type);
  switch (roll.purpose.code) {
    case 'roll.raid': {
      const e = next('raid');
      return e ? (e.hit ? raidHit(e.target, after) : t('results.verdict.miss')) : null;
    }
    case 'roll.fortFire': {
      const e = next('fortFire');
      return e ? shotOutcome(e.outcome, e.ship, e.critical) : null;
    }
    case 'roll.gunfire': {
      const e = next('gunfire');
      return e ? shotOutcome(e.outcome, e.target, e.critical) : null;
    }
    case 'roll.infernalMachine': {
      const e = next('infernalMachine');
      return e ? shotOutcome(e.outcome, e.target, false) : null;
    }
    case 'roll.interception': {
      const e = next('interception');
      if (!e) return null;
      return e.success ? t('results.verdict.intercepted', { place: hexName(e.hex) }) : t('results.verdict.interceptionFails', { went: interceptorsWent(after, e.side) });
    }
    case 'roll.runBlockade': {
      const e = next('blockadeRun');
      return e ? t('results.verdict.blockadeRun', { through: e.through, of: e.of }) : null;
    }
    case 'roll.shipCapture': {
      const e = next('captureAttempt');
      return e ? t(`results.verdict.capture.${e.outcome}`) : null;
    }
    case 'roll.supplyAllotment':
      return t('results.verdict.columns', { count: roll.result });
    case 'roll.landMovement': {
      const doubles = roll.dice.length === 2 && roll.dice[0] === roll.dice[1];
      return t(doubles ? 'results.verdict.mpDoubles' : 'results.verdict.mp', { count: roll.result });
    }
    case 'roll.repair':
      return t('results.verdict.repair', { count: roll.result });
    case 'roll.combatAttacking':
    case 'roll.combatDefending':
      return t(roll.result >= HIT_ON ? 'results.verdict.hit' : 'results.verdict.miss');
    case 'roll.initiativeAttacker':
    case 'roll.initiativeDefender': {
      const e = next('initiativeWon');
      return e ? t('results.verdict.initiative', { side: sideInSentence(e.side) }) : null;
    }
    default: {
      const e = after[0];
      return e && e.type !== 'roll' ? eventText(e) : null;
    }
  }
}

/** One roll as a line: "Raid by Almirante Cochrane on Fort Arica: 1 + 6, modified +2: 9, needed less than 7 — miss". */
export function rollLine(roll: RollEvent, after: readonly GameEvent[]): ResultLine {
  const need = needOf(roll);
  const verdict = verdictOf(roll, after);
  // A verdict that ends with its own case (a failed interception's "… and stay there (7.5)") is the
  // line's citation: the roll's case after it read "(7.5) (7.3)" (QA round 19, NIT-3).
  const cited = verdict ? /\s\((\d+\.\d+)\)$/.exec(verdict) : null;
  const body = need ? `${diceText(roll)}, ${need}` : diceText(roll);
  if (verdict && cited) return { head: capital(say(roll.purpose)), body, verdict: verdict.slice(0, cited.index), rule: cited[1]! };
  return { head: capital(say(roll.purpose)), body, verdict, rule: roll.rule };
}

const isCombatDie = (e: GameEvent): e is RollEvent => e.type === 'roll' && (e.purpose.code === 'roll.combatAttacking' || e.purpose.code === 'roll.combatDefending');
const isInitiative = (e: GameEvent): e is RollEvent => e.type === 'roll' && (e.purpose.code === 'roll.initiativeAttacker' || e.purpose.code === 'roll.initiativeDefender');

/** 8.8: the two initiative rolls as one line: each side's total, and who won. */
function initiativeLine(events: readonly GameEvent[]): ResultLine | null {
  const a = events.find((e): e is RollEvent => isInitiative(e) && e.purpose.code === 'roll.initiativeAttacker');
  const d = events.find((e): e is RollEvent => isInitiative(e) && e.purpose.code === 'roll.initiativeDefender');
  const won = events.find((e): e is Extract<GameEvent, { type: 'initiativeWon' }> => e.type === 'initiativeWon');
  if (!a || !d) return null;
  return {
    head: t('results.initiative'),
    body: t('results.initiativeDice', { attacker: SIDE_NAMES[a.side], a: diceText(a, false), defender: SIDE_NAMES[d.side], d: diceText(d, false) }),
    verdict: won ? t('results.verdict.initiative', { side: sideInSentence(won.side) }) : null,
    rule: '8.8',
  };
}

/** 8.9: a side's combat dice as one line: the dice, modified where they were, and the hits (a modified 6 or more). */
function combatDiceLine(side: Side, rolls: readonly RollEvent[]): ResultLine {
  const dice = rolls.map((r) => r.dice[0]).join(', ');
  const modified = rolls.some((r) => r.result !== r.dice[0]);
  const hits = rolls.filter((r) => r.result >= HIT_ON).length;
  return {
    head: t('results.combatDice', { side: SIDE_NAMES[side] }),
    body: `${modified ? t('results.combatDiceModified', { dice, results: rolls.map((r) => signed(r.result)).join(', ') }) : dice}, ${t('results.need.atLeast', { n: HIT_ON })}`,
    verdict: t('results.verdict.hits', { count: hits }),
    rule: '8.9',
  };
}

/** 8.3 / 8.5: a step of movement attrition, with the doubles that caused it when the log still has that roll. */
function attritionLine(e: Extract<GameEvent, { type: 'stepLost' | 'eliminated' }>, doubles: RollEvent | null): ResultLine {
  const piece = pieceLabel(e.type === 'stepLost' ? e.unit : e.piece);
  const key = e.type === 'stepLost' ? 'stepLost' : e.reason === 'reason.columnAbsorbsAttrition' ? 'column' : 'eliminated';
  return {
    head: t('results.attrition'),
    body: doubles ? t('results.attritionDoubles', { dice: doubles.dice.join(', ') }) : '',
    verdict: t(`results.attritionLoss.${key}`, { piece }),
    rule: e.rule,
  };
}

const isMoveRoll = (e: GameEvent, side: Side): e is RollEvent => e.type === 'roll' && e.purpose.code === 'roll.landMovement' && e.side === side;
const ATTRITION = new Set(['reason.movementAttrition', 'reason.columnAbsorbsAttrition']);
/** What a land battle's action also brought, told as the log tells it: the losses, a retreat. */
const BATTLE_AFTERMATH = new Set<GameEvent['type']>(['stepLost', 'eliminated', 'retreated', 'shipSunk']);

/** An event as the log tells it, the rule case it ends with given apart (a link). */
function logLine(e: GameEvent): ResultLine {
  const rule = 'rule' in e && typeof e.rule === 'string' ? e.rule : '';
  const text = eventText(e);
  const cut = rule && text.endsWith(`(${rule})`);
  return { head: '', body: cut ? text.slice(0, -(rule.length + 2)).trimEnd() : text, verdict: null, rule: cut ? rule : '' };
}

/**
 * An action's events as result lines: each roll with what it needed and what came of it — a land
 * battle's initiative as one line and each side's combat dice as one — then what the battle cost (its
 * chit, losses and retreat), and a step of movement attrition (8.3), said with the doubles rolled for
 * the move (in the action, else `moveRollBefore`: the log before it). Empty when nothing was rolled or lost.
 */
export function resultLines(events: readonly GameEvent[], moveRollBefore: (side: Side) => RollEvent | null = () => null): ResultLine[] {
  const lines: ResultLine[] = [];
  const battle = events.some(isCombatDie);
  if (battle) {
    const initiative = initiativeLine(events);
    if (initiative) lines.push(initiative);
    // 8.9: the chit its winner drew, before the dice it changed.
    for (const e of events) if (e.type === 'combatAdvantageDrawn') lines.push(logLine(e));
  }
  const sides: Side[] = [];
  for (const e of events) if (isCombatDie(e) && !sides.includes(e.side)) sides.push(e.side);
  for (const side of sides) lines.push(combatDiceLine(side, events.filter((e): e is RollEvent => isCombatDie(e) && e.side === side)));
  events.forEach((e, i) => {
    if (e.type === 'roll' && !isCombatDie(e) && !(battle && isInitiative(e))) lines.push(rollLine(e, events.slice(i + 1)));
  });
  for (const e of events) {
    if ((e.type === 'stepLost' || e.type === 'eliminated') && ATTRITION.has(e.reason)) {
      const doubles = [...events].reverse().find((r): r is RollEvent => isMoveRoll(r, e.side)) ?? moveRollBefore(e.side);
      lines.push(attritionLine(e, doubles));
    } else if (battle && BATTLE_AFTERMATH.has(e.type)) {
      lines.push(logLine(e));
    }
  }
  return lines;
}

/** The store's game record, as the result needs it. */
export interface ResultSource {
  readonly game: Pick<GameState, 'step'>;
  readonly actions: readonly Action[];
  readonly log: readonly LogEntry[];
}

/** The answers a battle asks of a side after its dice (8.9–8.11, 8.3): its result stays in view while they are given. */
const FOLLOW_UPS = new Set<Action['type']>(['combatSupply', 'takeLoss', 'retreat', 'holdGround', 'advanceUnit', 'endAdvance', 'takeAttrition']);

/** Whether a step's events hold dice rolled for `side`, or a step of attrition it lost. */
// A naval combat's shots concern both sides, whoever fired (7.9): after the battle the last shot was shown,
// not the player's own earlier one (table QA round 12). So does an interception roll (7.3–7.5): the side
// intercepted saw only "The Allies intercepted at 1909", its die, modifier and distance in the log alone (QA).
const BOTH_SIDES: readonly string[] = ['roll.gunfire', 'roll.interception'];
const concerns = (events: readonly GameEvent[], side: Side): boolean =>
  events.some((e) => (e.type === 'roll' && (e.side === side || BOTH_SIDES.includes(e.purpose.code))) || ((e.type === 'stepLost' || e.type === 'eliminated') && e.side === side && ATTRITION.has(e.reason)));

/**
 * The result the player at the screen is shown at the top of his prompt (QA round 7: his raid's dice,
 * his supply roll, a unit lost to attrition, a battle's dice were only in the log or the Dice panel):
 * the lines of the last step, in this phase and since his own last action, that rolled dice for his side
 * or cost him a step of attrition — his own action, or the other side's that rolled his dice with its
 * own (a battle fought as the defender chose its Supply Columns). The answers a battle then asks of him
 * (losses, retreat, advance) keep it in view. Else the Supply Column allotment rolled for him as his
 * player turn began (4.1, with the roll first), which no action of his rolled. Empty when none.
 */
export function lastActionResult(s: ResultSource, viewer: Side): ResultLine[] {
  const eventsAt = (step: number) => s.log.filter((e) => e.step === step && e.event.type !== 'undone').map((e) => e.event as GameEvent);
  for (let i = s.actions.length - 1; i >= 0; i--) {
    const step = s.game.step - (s.actions.length - 1 - i);
    const all = eventsAt(step);
    // A step's own events: not those of a phase it began (the next side's allotment, rolled as a player turn ended).
    const began = all.findIndex((e) => e.type === 'phaseBegan');
    const events = began < 0 ? all : all.slice(0, began);
    if (concerns(events, viewer)) {
      const moveRollBefore = (side: Side): RollEvent | null => {
        for (let j = s.log.length - 1; j >= 0; j--) {
          const { step: at, event } = s.log[j]!;
          if (at < step && event.type !== 'undone' && isMoveRoll(event, side)) return event;
        }
        return null;
      };
      const lines = resultLines(events, moveRollBefore);
      if (lines.length > 0) return lines;
    }
    const action = s.actions[i]!;
    if (began >= 0 || (action.side === viewer && !FOLLOW_UPS.has(action.type))) break;
  }
  // 4.1 I: the allotment is rolled as the player turn begins, in the action that ended the last one.
  const last = eventsAt(s.game.step);
  const allotment = last.findIndex((e) => e.type === 'roll' && e.side === viewer && e.purpose.code === 'roll.supplyAllotment');
  if (allotment < 0) return [];
  return [rollLine(last[allotment] as RollEvent, last.slice(allotment + 1))];
}
