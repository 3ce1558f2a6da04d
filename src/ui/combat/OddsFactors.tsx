import { useTranslation } from 'react-i18next';
import { otherSide, type LandAttackOdds, type Modifier, type SideFactors, type Side } from '../../engine';
import { say, SIDE_NAMES } from '../describe';
import { RuleLink } from '../learn/RuleLink';

/** Modifiers as the dice card lists them after the roll: "+3 a fort in the hex (8.9)". */
function Mods({ mods }: { mods: readonly Modifier[] }) {
  return (
    <ul className="cs-mods">
      {mods.map((m, i) => (
        <li key={i}>
          <strong>{m.value >= 0 ? `+${m.value}` : `−${-m.value}`}</strong> {say(m)} <RuleLink rule={m.rule} />
        </li>
      ))}
    </ul>
  );
}

function SideLines({ side, f }: { side: Side; f: SideFactors }) {
  const { t } = useTranslation();
  // 8.9 / 7.6: why this many dice, in the words the dice card uses after the roll.
  const parts = [
    t('describe.event.diceFor.units', { count: f.dice.units }),
    ...(f.dice.supplyDie ? [t('describe.event.diceFor.supply')] : []),
    ...(f.dice.landingDie ? [t('describe.event.diceFor.landing')] : []),
  ].join(', ');
  return (
    <li className="cs-factors" data-testid="odds-factors" data-side={side}>
      {t('describe.event.combatDiceCount', { side: SIDE_NAMES[side], count: f.dice.count, parts, context: side })}
      {f.dieModifiers.length > 0 && (
        <div data-testid="odds-die-mods">
          {t('combatSteps.odds.onEachDie')}: <Mods mods={f.dieModifiers} />
        </div>
      )}
      {f.initiative.length > 0 && (
        <div data-testid="odds-initiative-mods">
          {t('combatSteps.odds.onInitiative')}: <Mods mods={f.initiative} />
        </div>
      )}
    </li>
  );
}

/**
 * 8.8–8.9, 6.1, 7.6: before the roll, what the odds are computed from, each with its value, reason and
 * rule case — as the dice card lists them after it (QA: "3+: 91%" stood with no word of Fort Iquique's +3).
 * The engine's odds give them (`factors`), from the functions the fight itself applies.
 */
export function OddsFactors({ o }: { o: LandAttackOdds }) {
  const { t } = useTranslation();
  return (
    <>
      <SideLines side={o.attacker} f={o.factors.attacker} />
      <SideLines side={otherSide(o.attacker)} f={o.factors.defender} />
      <li className="cs-note" data-testid="odds-chit">{t('combatSteps.odds.chit')}</li>
    </>
  );
}
