import { useTranslation } from 'react-i18next';
import { otherSide, sideOf, type Distribution, type GameState, type LandAttackOdds } from '../../engine';
import { actionLabel, hexName, SIDE_NAMES } from '../describe';
import type { CombatChoice } from './combatChoices';
import { OddsFactors } from './OddsFactors';

const pct = (p: number) => `${Math.round(p * 100)}%`;
/** A hit distribution in words: "0: 35% · 1: 40% · 2: 20% · 3+: 5%". */
const dist = (d: Distribution) => {
  const shown = d.filter((o) => o.value < 3).map((o) => `${o.value}: ${pct(o.p)}`);
  const more = d.filter((o) => o.value >= 3).reduce((s, o) => s + o.p, 0);
  return [...shown, ...(more > 0 ? [`3+: ${pct(more)}`] : [])].join(' · ');
};

function LandOdds({ o, defenderUndecided }: { o: LandAttackOdds; defenderUndecided: boolean }) {
  const { t } = useTranslation();
  const attacker = SIDE_NAMES[o.attacker];
  const defender = SIDE_NAMES[otherSide(o.attacker)];
  if (o.columnsOnly) return <li>{t('combatSteps.odds.columnsOnly')}</li>;
  return (
    <>
      <li>{t('combatSteps.odds.initiative', { side: attacker, p: pct(o.initiative.pAttacker) })}</li>
      <li>{t('combatSteps.odds.hitsBy', { side: attacker, dist: dist(o.attackerHits) })}</li>
      <li>{t('combatSteps.odds.hitsBy', { side: defender, dist: dist(o.defenderHits) })}</li>
      <li>{t('combatSteps.odds.outcomes', { defender, def: pct(o.outcomes.defenderRetreats), attacker, att: pct(o.outcomes.attackerRetreats), both: pct(o.outcomes.mutualLosses), none: pct(o.outcomes.nothing) })}</li>
      {/* 8.8–8.9, 6.1, 7.6: what the figures above come from (a fort's +3 was told only after the roll: QA). */}
      <OddsFactors o={o} />
      {/* 8.10: a side with nowhere to go does not retreat: every unit loses a step (the "retreat" figure read as an escape: table QA round 15). */}
      {!o.canRetreat.defender && <li className="cs-trapped" data-testid="odds-no-retreat">{t('combatSteps.odds.noRetreat', { side: defender, hex: hexName(o.target), p: pct(o.outcomes.defenderRetreats) })}</li>}
      {!o.canRetreat.attacker && <li className="cs-trapped" data-testid="odds-no-retreat">{t('combatSteps.odds.noRetreat', { side: attacker, hex: hexName(o.from), p: pct(o.outcomes.attackerRetreats) })}</li>}
      {defenderUndecided && <li className="cs-note">{t('combatSteps.odds.defenderSupply')}</li>}
    </>
  );
}

/** 6.1 / 8.9: the defender has Supply Columns in the target and has not chosen yet (the odds count none of them). */
function defenderMayStillChoose(c: Extract<CombatChoice, { kind: 'land' }>, game: GameState): boolean {
  if (c.action.type === 'combatSupply' && game.land.battle?.stage !== 'defenderSupply') return false;
  const defender = otherSide(c.odds.attacker);
  return Object.values(game.supply).some((col) => col.location.kind === 'hex' && col.location.hex === c.odds.target && sideOf(col.nation) === defender);
}

function ChoiceOdds({ c, game }: { c: CombatChoice; game: GameState }) {
  const { t } = useTranslation();
  switch (c.kind) {
    case 'land':
      return <LandOdds o={c.odds} defenderUndecided={defenderMayStillChoose(c, game)} />;
    case 'shot':
      return <li>{t('combatSteps.odds.shot', { p: pct(c.odds.pHit), damage: pct(c.odds.pDamage), sink: pct(c.odds.pSink), crit: pct(c.odds.pCritical) })}</li>;
    case 'capture':
      return (
        <li>
          {t('combatSteps.odds.capture', { captured: pct(c.odds.captured), scuttled: pct(c.odds.scuttled), escapes: pct(c.odds.escapes), damaged: pct(c.odds.capturerDamaged) })}
        </li>
      );
  }
}

/**
 * Before the roll: each choice that commits the player at the screen to a combat roll, with the exact
 * odds of that roll and its button (the action comes from the legal actions, as every button's does).
 */
export function CombatOdds({ choices, game, onChoose }: { choices: readonly CombatChoice[]; game: GameState; onChoose: (c: CombatChoice) => void }) {
  const { t } = useTranslation();
  return (
    <div className="cs-odds" data-testid="combat-odds">
      <h3>{t('combatSteps.before')}</h3>
      <ul className="cs-choices">
        {choices.map((c, i) => (
          <li key={i} className="cs-choice">
            <button type="button" className="cs-roll-button" onClick={() => onChoose(c)} data-testid="combat-roll-button">
              {actionLabel(c.action, game.phase)}
            </button>
            <ul className="cs-odds-lines">
              <ChoiceOdds c={c} game={game} />
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
