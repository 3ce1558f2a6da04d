import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { otherSide, type Action, type GameState, type Modifier } from '../../engine';
import { actionLabel, hexName, say, SIDE_NAMES } from '../describe';
import { combatChoices } from './combatChoices';
import './combat.css';

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** "+3 a fort in the hex (8.9)", as the dice card reads after the roll. */
const modsText = (mods: readonly Modifier[]) => mods.map((m) => `${m.value >= 0 ? '+' : '−'}${Math.abs(m.value)} ${say(m)} (${m.rule})`).join('; ');

/**
 * 8.8–8.10: the odds of the land attack about to be rolled, in one line beside its button in the
 * prompt. In full they are in the combat panel's "Before the roll", which lay below the fold on a tablet
 * and a laptop once a stack of five had formed (table QA round 15: "see the odds before you roll", and
 * the odds were off screen). For the player at the screen's own decision only (`legal` is his).
 */
export function OddsSummary({ game, legal }: { game: GameState; legal: readonly Action[] }) {
  const { t } = useTranslation();
  const choices = useMemo(() => combatChoices(game, legal).filter((c) => c.kind === 'land'), [game, legal]);
  if (choices.length === 0) return null;
  return (
    <ul className="odds-summary" data-testid="odds-summary">
      {choices.map((c, i) => {
        if (c.kind !== 'land') return null;
        const o = c.odds;
        if (o.columnsOnly) return <li key={i}>{t('combatSteps.odds.columnsOnly')}</li>;
        const defender = SIDE_NAMES[otherSide(o.attacker)];
        return (
          <li key={i}>
            {/* Several ways to roll (a battle's Supply Columns): each line named by its button (the same line stood three times: QA round 16). */}
            {choices.length > 1 && <strong>{actionLabel(c.action, game.phase)}: </strong>}
            {t('combatSteps.summary', {
              attacker: SIDE_NAMES[o.attacker], defender, init: pct(o.initiative.pAttacker),
              def: pct(o.outcomes.defenderRetreats), att: pct(o.outcomes.attackerRetreats), both: pct(o.outcomes.mutualLosses), none: pct(o.outcomes.nothing),
            })}
            {/* A sentence of its own follows (the modifiers, a side with nowhere to go): this one ends first (QA round 18). */}
            {(o.factors.attacker.dieModifiers.length > 0 || o.factors.defender.dieModifiers.length > 0 || !o.canRetreat.defender || !o.canRetreat.attacker) && '.'}
            {/* 8.9: what every combat die of a side is modified by (a fort's +3 stood in the full odds only: QA round 17). */}
            {(['attacker', 'defender'] as const).map((role) => {
              const mods = o.factors[role].dieModifiers;
              const side = role === 'attacker' ? o.attacker : otherSide(o.attacker);
              return mods.length > 0 && <span key={role} className="odds-mods" data-odds-mods={role}> {t('combatSteps.odds.dieMods', { side: SIDE_NAMES[side], mods: modsText(mods) })}</span>;
            })}
            {/* 8.10: a side with nowhere to go loses a step on every unit instead (its "retreat" is no escape). */}
            {!o.canRetreat.defender && <span className="odds-trapped"> {t('combatSteps.odds.noRetreat', { side: defender, hex: hexName(o.target), p: pct(o.outcomes.defenderRetreats) })}.</span>}
            {!o.canRetreat.attacker && <span className="odds-trapped"> {t('combatSteps.odds.noRetreat', { side: SIDE_NAMES[o.attacker], hex: hexName(o.from), p: pct(o.outcomes.attackerRetreats) })}.</span>}
          </li>
        );
      })}
    </ul>
  );
}
