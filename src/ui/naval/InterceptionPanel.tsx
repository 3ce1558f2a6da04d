import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../engine';
import type { InterceptionDecision } from '../../engine/naval/types';
import { interceptionQuestionOdds, type InterceptionChoiceOdds } from '../../engine/odds';
import { hexName } from '../describe';
import { RuleLink } from '../learn/RuleLink';
import { mayAct } from '../play/seat';
import { useGameStore, useLegalActions, viewOf } from '../store';
import { fleetName } from './fleetName';
import { interceptAndRoll, rollThatFollows } from './interceptAndRoll';
import { chanceText, modifierReason, modifierText, outcomeLines, shipNames } from './interceptionText';
import { rollWords } from './rollWords';
import { withTransportsWords } from './withTransportsWords';
import './interception.css';

/** One way to intercept: its ships, distance, the die it needs with the 7.4 modifier, and every outcome. */
function ChoiceOdds({ odds, target }: { odds: InterceptionChoiceOdds; target: string }) {
  const { t } = useTranslation();
  return (
    <>
      {!odds.automatic && (
        <span className="interception-needs">
          {t('interception.distance', { count: odds.distance })} · {t('interception.needs', { modifier: modifierText(odds.modifier), distance: odds.distance })}
          {odds.modifier && (
            <>
              {' · '}
              {modifierReason(odds.modifier)} <RuleLink rule={odds.modifier.rule} />
            </>
          )}
        </span>
      )}
      <ul className="interception-outcomes" data-testid="interception-odds">
        {outcomeLines(odds, target).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * 7.3–7.5 (issue 18): the interception question, for the player who must answer it only — the enemy
 * fleet (named after its strongest ship), each group of interceptors with the exact odds of every
 * outcome, and the answers: intercept (declare, then roll), let it pass (not asked again about this
 * fleet), or not in this hex. A declaration that leaves nothing more to choose (no other hex to add, no
 * transports to take along) rolls at once: the "Roll the die" that followed it asked nothing new (issue
 * 20). Every button sends an action from the legal list.
 */
export function InterceptionPanel() {
  const { t } = useTranslation();
  const game = useGameStore((s) => s.game);
  const players = useGameStore((s) => s.players);
  const viewer = useGameStore((s) => s.viewer);
  const replay = useGameStore((s) => s.replay);
  const dispatch = useGameStore((s) => s.dispatch);
  const focusMap = useGameStore((s) => s.focusMap);
  const legal = useLegalActions();
  const d = game.pending.at(-1);
  // Only the deciding side's own question: never a bot's, never to the other player.
  const asked = d?.kind === 'interception' && mayAct({ game, players, viewer, replay }) && d.side === viewer ? d : null;
  // The map brings the question's place into view — the enemy fleet and the warships that may intercept
  // it — once a question; it stayed on the player's last view, far from it (QA round 7).
  const where = asked ? [asked.hex, ...asked.eligible] : null;
  const question = asked ? `${asked.stack}|${asked.hex}` : null;
  useEffect(() => {
    if (where) focusMap(where);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [question]);
  if (!asked) return null;
  const decision: InterceptionDecision = asked;
  const stack = game.naval.stacks.find((s) => s.id === decision.stack);
  // 4.1 I: its NADC was revealed as it began to move; read from the decider's own view, as all he is shown.
  const seenStack = viewOf(game, decision.side).naval.stacks.find((s) => s.id === decision.stack);
  const odds = interceptionQuestionOdds(game, decision);
  const find = (test: (a: Action) => boolean) => legal.find(test);
  const send = (a: Action | undefined) => a && (() => dispatch(a));
  const letPass = find((a) => a.type === 'declineInterception' && a.letPass === true);
  const notHere = find((a) => a.type === 'declineInterception' && !a.letPass);
  const roll = find((a) => a.type === 'interceptRoll' && !a.transports);
  const rollWithTransports = find((a) => a.type === 'interceptRoll' && a.transports);
  const single = decision.chosen.length === 0 && odds.adding.length === 1;
  const place = hexName(decision.hex);
  return (
    <section className="interception-panel" data-testid="interception-panel" aria-label={t('interception.title')}>
      <h2>
        {t('interception.title')} <RuleLink rule={decision.rule} />
      </h2>
      <p data-testid="interception-fleet">
        {t(decision.rule === '7.6' ? 'interception.enteredBlockade' : 'interception.entered', { fleet: fleetName(stack?.ships ?? []), count: stack?.ships.length ?? 1, place })}
      </p>
      {seenStack && seenStack.status !== 'waiting' && (
        <p data-testid="interception-bound">{seenStack.area !== null ? t('interception.boundFor', { area: seenStack.area }) : t('interception.returning')}</p>
      )}
      {odds.declared && (
        <div className="interception-declared" data-testid="interception-declared">
          <strong>{t('interception.declared', { places: decision.chosen.map(hexName).join(', ') })}</strong>
          <p className="interception-ships">{shipNames(odds.declared.ships)}</p>
          <ChoiceOdds odds={odds.declared} target={decision.hex} />
          {/* 7.3: from the hex entered no die is rolled, the transports going along or not ("6 in 6 (100%)" read as if one were). */}
          {odds.declaredWithTransports && (
            <p className="interception-needs">
              {odds.declaredWithTransports.automatic ? t('interception.withTransportsNoRoll') : t('interception.withTransportsOdds', { p: chanceText(odds.declaredWithTransports.pSuccess) })}
            </p>
          )}
          <div className="interception-answers">
            {roll && (
              <button type="button" className="interception-primary" onClick={send(roll)}>
                {rollWords(odds.declared)}
              </button>
            )}
            {rollWithTransports && (
              <button type="button" onClick={send(rollWithTransports)}>
                {odds.declaredWithTransports ? withTransportsWords(odds.declaredWithTransports) : t('interception.withTransports')}
              </button>
            )}
          </div>
        </div>
      )}
      <ul className="interception-groups">
        {odds.adding.map((o) => {
          const hex = o.hexes.at(-1)!;
          const add = find((a) => a.type === 'intercept' && a.hex === hex);
          // 7.3: nothing left to choose once these go: the button rolls too (the die, or none in the hex entered).
          const rolls = add ? rollThatFollows(game, add) !== null : false;
          const words = decision.chosen.length > 0 ? t('interception.alsoFrom', { place: hexName(hex) }) : single ? t('interception.intercept') : t('interception.interceptFrom', { place: hexName(hex) });
          return (
            <li key={hex} className="interception-group" data-testid="interception-group">
              <strong>{t('interception.group', { place: hexName(hex), ships: shipNames(o.ships.filter((s) => !(odds.declared?.ships ?? []).includes(s))) })}</strong>
              <ChoiceOdds odds={o} target={decision.hex} />
              {add && (
                <button type="button" className="interception-primary" onClick={() => interceptAndRoll(add)}>
                  {rolls ? t(o.automatic ? 'interception.andNoRoll' : 'interception.andRoll', { label: words }) : words}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="interception-once">{t('interception.askedOnce')}</p>
      <div className="interception-answers">
        {letPass && (
          <button type="button" className="interception-primary" onClick={send(letPass)}>
            {t('interception.letPass')}
          </button>
        )}
        {notHere && (
          <button type="button" className="interception-secondary" onClick={send(notHere)}>
            {t('interception.notHere')}
          </button>
        )}
      </div>
    </section>
  );
}
