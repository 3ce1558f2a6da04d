import type { LandMessageParams } from '../../../engine/messages/landMessages';
import { cap, checkTemplates, plural, type MessageTable } from './template';

/** Land operations (8.2–8.11): prompts, reasons, combat advantage notes. */
export const landEn = checkTemplates({
  'prompt.formMove': (p, f) => `Choose the pieces in ${f.from} that move together (${p.count} chosen), then roll for movement.`,
  'prompt.landMove': (p, f) =>
    `Move ${p.count === 1 ? (/^sc-/.test(p.piece) ? 'the Supply Column' : f.piece) : `the stack of ${p.count}`} from ${f.from}: ${p.mp} MP left.${p.doubles ? ' Doubles: attrition when the move ends (8.3), and no further roll.' : ''}`,
  'prompt.attritionLoss': 'Doubles: choose the unit that suffers movement attrition (or a Supply Column of the stack to absorb it, 8.5).',
  'prompt.formAttack': 'Choose the units in {{from}} that attack {{to}} ({{count}} chosen), then declare the attack.',
  'prompt.combatSupplyAttacker': 'Attacker: spend a Supply Column in {{hex}} for +1 initiative (6.1) and/or an extra combat die?',
  'prompt.combatSupplyDefender': 'Defender: spend a Supply Column in {{hex}} for +1 initiative (6.1) and/or an extra combat die?',
  'prompt.combatLosses': (p) => `Take ${p.count} combat ${plural(p.count, 'hit', 'hits')}: choose the unit that loses a step${plural(p.count, '', ' (one at a time)')}.`,
  'prompt.retreat': 'Your units in {{from}} inflicted no hit: retreat to an adjacent hex, or deplete one unit to stay.',
  'prompt.advance': (_p, f) => `${cap(f.hex)} is empty of enemy units: advance participating units into it (up to the stacking limit), or stay.`,
  'reason.combatHit': 'combat hit',
  'reason.couldNotRetreat': 'could not retreat',
  'reason.heldGround': 'held its ground instead of retreating',
  'reason.movementAttrition': 'movement attrition',
  'reason.columnAbsorbsAttrition': 'a Supply Column absorbs movement attrition',
  'reason.undefendedColumn': 'attacked with no land unit to defend it',
  'reason.droppedOff': 'dropped off',
  'reason.haltedByDoubles': 'halted by doubles',
  'reason.stopped': 'stopped',
  'chit.leaderBonus': '{{unit}} gets +2',
  'chit.twoDice': '{{unit}} rolls two dice',
  'chit.extraDie': '{{unit}} adds one die',
  'chit.threeDice': '{{unit}} rolls three dice',
  'chit.ignoredAttackerDrew': 'ignored: the attacker drew it',
  'chit.ignoredDefenderDrew': 'ignored: the defender drew it',
  'chit.ignoredNoCavalry': 'ignored: no attacking cavalry',
  'chit.ignoredNoArtillery': 'ignored: no artillery in the combat',
  'chit.noEffect': 'no effect',
} as const satisfies MessageTable<keyof LandMessageParams>);
