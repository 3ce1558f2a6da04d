import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GameEvent, RollEvent, Side } from '../../engine';
import { eventText, hexName, say, sideInSentence, sideWithArticle } from '../describe';
import { interceptorsWent } from '../dice/actionResult';
import { DieFace } from '../dice/DieFace';
import { RuleLink } from '../learn/RuleLink';
import { CombatDice } from '../combat/CombatDice';
import type { RollStep } from './seat';
import './handover.css';

/** 8.9: a land battle's combat dice, shown grouped as the combat panel shows them. */
const LAND_COMBAT_DICE: readonly string[] = ['roll.combatAttacking', 'roll.combatDefending'];

/** A number as the dice screen writes it: a negative one with the typographic minus of its modifiers ("−2", not "-2"). */
const signed = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/**
 * A roll in one line: "You rolled 5, modified +1: 6", "You rolled 1, modified −3: −2", "You rolled 3 + 4 = 7",
 * "You rolled the higher of 2, 5 = 5" (a modifier is never written like a die: "2 + 2" read as two dice);
 * a lone die with no modifier is its own result: "You rolled 2" (each modifier's reason and case on a
 * line of its own).
 */
function rollLine(roll: RollEvent, by: RollStep['by'] | null, t: TFunction): string {
  const modifiers = roll.modifiers.map((m) => t('interception.reveal.modifier', { sign: m.value >= 0 ? '+' : '−', value: Math.abs(m.value) })).join(' ');
  // Summed dice read "2 + 3"; dice of which the higher counts (4.1 supply, 8.2 movement), "the higher of 2, 3".
  const dice = roll.reading === 'highest' && roll.dice.length > 1 ? t('interception.reveal.higherOf', { dice: roll.dice.join(', ') }) : roll.dice.join(' + ');
  const values = { dice, modifiers, result: signed(roll.result), side: sideInSentence(roll.side) };
  const mine = roll.side === by;
  if (roll.dice.length === 1 && roll.modifiers.length === 0) return mine ? t('interception.reveal.rolledDie', values) : t('interception.reveal.theyRolledDie', values);
  if (roll.modifiers.length === 0) return mine ? t('interception.reveal.rolledSum', values) : t('interception.reveal.theyRolledSum', values);
  return mine ? t('interception.reveal.rolled', values) : t('interception.reveal.theyRolled', values);
}

/** What a roll decided: the event that follows it in the action (an interception in its own words; otherwise the log's). */
function verdict(roll: RollEvent, events: readonly GameEvent[], t: TFunction): string | null {
  const after = events.slice(events.indexOf(roll) + 1);
  const event = roll.purpose.code === 'roll.interception' ? after.find((e) => e.type === 'interception') : after[0];
  if (!event || event.type === 'roll') return null;
  if (event.type === 'interception') {
    return event.success ? t('interception.reveal.succeeds', { place: hexName(event.hex) }) : t('interception.reveal.fails', { result: signed(roll.result), distance: event.distance });
  }
  return eventText(event);
}

/**
 * 7.5: after a failed interception, where the interceptors went — the dice screen said only "Interception
 * fails: 5 is not above 6" (QA round 7). Null for any other roll.
 */
function failedInterception(roll: RollEvent, events: readonly GameEvent[]): string | null {
  if (roll.purpose.code !== 'roll.interception') return null;
  const after = events.slice(events.indexOf(roll) + 1);
  const outcome = after.find((e) => e.type === 'interception');
  if (!outcome || outcome.type !== 'interception' || outcome.success) return null;
  const went = interceptorsWent(after, outcome.side);
  return went.charAt(0).toLocaleUpperCase() + went.slice(1);
}

/** 7.9: the battle the dice brought about, fought at the table: where, and which side decides first. */
export interface BattleCall {
  readonly place: string;
  readonly first: Side;
}

/**
 * Hot seat (issue 18): the roller's own dice and what they did, before the device is handed over; he
 * dismisses it and the hand-over cover follows. So too the losses his action brought on his own side
 * with no choice left (8.10: a stack that could not retreat), dice or none. It shows only the events of his own action. Before a
 * naval combat fought at the table, the cover that follows calls both players; after it, the last shot
 * is shown to both before the next side is asked for the device (7.9). With `call`, the dice screen is
 * that call itself (issue 20): the roller had dismissed his dice, then tapped the call, two covers in a
 * row with no board between them and nothing on the first the other player may not see (the die of an
 * interception is rolled in the open, and its ships are arrayed in the open next).
 */
export function RollBeforeHandover({ step, call, onDone }: { step: RollStep; call?: BattleCall; onDone: () => void }) {
  const { t } = useTranslation();
  const forced = step.forced ?? [];
  const combat = step.rolls.filter((r) => LAND_COMBAT_DICE.includes(r.purpose.code));
  const others = step.rolls.filter((r) => !LAND_COMBAT_DICE.includes(r.purpose.code));
  return (
    <div className="handover" data-testid="roll-before-handover" role="dialog" aria-modal="true" aria-labelledby="roll-step-title">
      <div className={`handover-card roll-step side-${step.by}`}>
        <h2 id="roll-step-title">{t(step.battle === 'ended' ? 'interception.reveal.lastShotTitle' : step.rolls.length === 0 ? 'interception.reveal.forcedTitle' : 'interception.reveal.title')}</h2>
        {others.map((roll, i) => {
          const line = verdict(roll, step.events, t);
          const went = failedInterception(roll, step.events);
          return (
            <div key={i} className="roll-step-roll" data-testid="roll-step-roll">
              <div className="roll-step-dice">
                {roll.dice.map((d, j) => (
                  <DieFace key={j} value={d} size={44} />
                ))}
              </div>
              <p className="roll-step-line">
                {/* The last shot of a battle at the table: both saw it, so each roll is named by its side. */}
                {rollLine(roll, step.battle === 'ended' ? null : step.by, t)} <RuleLink rule={roll.rule} />
              </p>
              {roll.modifiers.map((m, j) => (
                <p key={j} className="roll-step-modifier">
                  {t('interception.modifierReason', { sign: m.value >= 0 ? '+' : '−', value: Math.abs(m.value), reason: say(m) })} <RuleLink rule={m.rule} />
                </p>
              ))}
              {line && <p className="roll-step-verdict" data-testid="roll-step-verdict">{line}</p>}
              {went && <p className="roll-step-went" data-testid="roll-step-went">{went}</p>}
            </div>
          );
        })}
        {/* 8.8–8.9: a land battle's combat dice as the combat panel shows them, grouped by side, with why
            that many, the chit drawn and the hits (they stood one die a row, a dozen rows: table QA round 15). */}
        {combat.length > 0 && (
          <div className="roll-step-combat" data-testid="roll-step-combat">
            {step.events.filter((e) => e.type === 'combatAdvantageDrawn').map((e, i) => (
              <p key={i} className="roll-step-line">{eventText(e)}</p>
            ))}
            <CombatDice rolls={combat} verdicts={[]} counts={step.events.filter((e) => e.type === 'combatDiceCount')} animate={false} />
            {step.events.filter((e) => e.type === 'combatResolved').map((e, i) => (
              <p key={i} className="roll-step-verdict">{eventText(e)}</p>
            ))}
          </div>
        )}
        {/* 8.10: what the action cost with no choice left (a stack that could not retreat). */}
        {forced.length > 0 && (
          <div className="roll-step-forced" data-testid="roll-step-forced">
            <p className="roll-step-verdict">{t('interception.reveal.trapped', { count: forced.length })} <RuleLink rule="8.10" /></p>
            <ul>
              {forced.map((e, i) => (
                <li key={i}>{eventText(e)}</li>
              ))}
            </ul>
          </div>
        )}
        {call ? (
          <div className="roll-step-call" data-testid="battle-call">
            <h3>{t('handover.battleTitle', { place: call.place })}</h3>
            <p>{t('handover.battle', { side: sideInSentence(call.first) })}</p>
            <p className="handover-note">{t('handover.battleNote')}</p>
          </div>
        ) : (
          step.battle !== 'ended' && <p className="handover-note">{t(step.rolls.length === 0 ? 'interception.reveal.noteNoDice' : 'interception.reveal.note')}</p>
        )}
        <button type="button" autoFocus onClick={onDone}>
          {call ? t('handover.battleButton') : step.battle === 'begins' ? t('interception.reveal.toTheBattle') : t('interception.reveal.handOver', { side: sideWithArticle(step.next) })}
        </button>
      </div>
    </div>
  );
}
