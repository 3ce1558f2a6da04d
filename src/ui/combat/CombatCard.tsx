import { useTranslation } from 'react-i18next';
import { otherSide, type PlayerView } from '../../engine';
import { eventText, hexName, pieceLabel, SIDE_NAMES } from '../describe';
import { shipsDamaged, type CombatResult } from './combatResult';

/** The lines of a land combat's result: initiative, chit, hits, losses (taken and to choose), retreat, advance. */
function LandLines({ r }: { r: CombatResult }) {
  const { t } = useTranslation();
  const attacker = r.attacker!;
  const defender = otherSide(attacker);
  const w = r.waiting;
  return (
    <>
      {r.initiative && (
        <li>{t('combatSteps.initiativeLine', { side: SIDE_NAMES[r.initiative.side], winner: Math.max(r.initiative.attackerTotal, r.initiative.defenderTotal), loser: Math.min(r.initiative.attackerTotal, r.initiative.defenderTotal) })}</li>
      )}
      {r.chit && <li>{eventText(r.chit)}</li>}
      {r.hits && (
        <li className="cs-headline" data-testid="combat-hits">
          {t('combatSteps.hitsLine', { attacker: SIDE_NAMES[attacker], a: r.hits.attacker, defender: SIDE_NAMES[defender], d: r.hits.defender })}
        </li>
      )}
      <li data-testid="combat-losses">
        {t('combatSteps.losses')}:{' '}
        {r.losses.length === 0
          ? t('combatSteps.noLosses')
          : r.losses.map((l) => t(l.eliminated ? 'combatSteps.eliminated' : 'combatSteps.reduced', { side: SIDE_NAMES[l.side], piece: pieceLabel(l.piece) })).join(' · ')}
      </li>
      {w?.kind === 'losses' && <li className="cs-waiting">{t('combatSteps.toChoose', { side: SIDE_NAMES[w.side], count: w.hits })}</li>}
      {r.retreats.map((e, i) => (
        <li key={`r${i}`}>{t('combatSteps.retreated', { side: SIDE_NAMES[e.side], from: hexName(e.from), to: hexName(e.to) })}</li>
      ))}
      {w?.kind === 'retreat' && <li className="cs-waiting">{t('combatSteps.mustRetreat', { side: SIDE_NAMES[w.side], from: hexName(w.from) })}</li>}
      {r.hits && r.over && r.retreats.length === 0 && (r.hits.attacker > 0) === (r.hits.defender > 0) && <li>{t('combatSteps.noRetreat')}</li>}
      {r.advances.length > 0 && <li>{t('combatSteps.advanced', { pieces: r.advances.map((e) => pieceLabel(e.unit)).join(', '), to: hexName(r.advances[0]!.to) })}</li>}
      {w?.kind === 'advance' && <li className="cs-waiting">{t('combatSteps.mayAdvance', { side: SIDE_NAMES[w.side], place: hexName(w.target) })}</li>}
      {r.suppliesCaptured.map((e, i) => (
        <li key={`s${i}`}>{t('combatSteps.suppliesCaptured', { side: SIDE_NAMES[e.side], count: e.columns.length })}</li>
      ))}
    </>
  );
}

/** The lines of a naval combat's result: each shot, the ships damaged and sunk, the capture attempts. */
function NavalLines({ r, view }: { r: CombatResult; view: PlayerView }) {
  const { t } = useTranslation();
  const damaged = shipsDamaged(r, view);
  return (
    <>
      {/* 7.3: how the battle began: the interception tried, at what distance, and its outcome. */}
      {r.interception && <li data-testid="combat-interception">{eventText(r.interception)}</li>}
      {r.shots.map((s, i) => (
        <li key={`f${i}`} className={`cs-shot cs-${s.outcome}`}>
          {t('combatSteps.shotLine', {
            ship: pieceLabel(s.ship),
            target: pieceLabel(s.target),
            outcome: (s.critical ? t('combatSteps.critical') : '') + t(`describe.event.shot.${s.outcome}`),
          })}
        </li>
      ))}
      {damaged.length > 0 && <li className="cs-headline">{t('combatSteps.shipsDamaged', { ships: damaged.map(pieceLabel).join(', ') })}</li>}
      {r.sunk.length > 0 && <li className="cs-headline">{t('combatSteps.shipsSunk', { ships: r.sunk.map((s) => pieceLabel(s.ship)).join(', ') })}</li>}
      {r.sunk.filter((s) => s.cargo.length > 0).map((s, i) => (
        <li key={`c${i}`}>{eventText(s)}</li>
      ))}
      {r.captures.map((c, i) => (
        <li key={`k${i}`}>{t('combatSteps.captureLine', { ship: pieceLabel(c.ship), target: pieceLabel(c.target), outcome: t(`describe.event.capture.${c.outcome}`) })}</li>
      ))}
      {r.waiting?.kind === 'capture' && <li className="cs-waiting">{t('combatSteps.mayCapture', { side: SIDE_NAMES[r.waiting.side] })}</li>}
    </>
  );
}

/**
 * The result of a combat (or of its last step with an outcome): built from the combat's logged events,
 * which both players see, and the viewer's own view. It stays until the player at the screen dismisses it.
 */
export function CombatCard({ result, view, animate, onDismiss }: { result: CombatResult; view: PlayerView; animate: boolean; onDismiss: () => void }) {
  const { t } = useTranslation();
  const title = result.kind === 'land' ? t('combat.land', { place: hexName(result.place) }) : t('combat.naval', { place: hexName(result.place) });
  return (
    <section className={`cs-card${animate ? ' cs-appearing' : ''}`} data-testid="combat-card" data-over={result.over} aria-label={t('combatSteps.result', { title })}>
      <header className="cs-card-head">
        <h3>
          {t('combatSteps.result', { title })} <span className="cs-when">({result.over ? t('combatSteps.over') : t('combatSteps.ongoing')})</span>
        </h3>
        <button type="button" className="cs-dismiss" onClick={onDismiss} aria-label={t('combatSteps.dismissLabel', { place: hexName(result.place) })} title={t('combatSteps.dismiss')}>
          {t('combatSteps.dismiss')}
        </button>
      </header>
      <ul className="cs-lines">{result.kind === 'land' ? <LandLines r={result} /> : <NavalLines r={result} view={view} />}</ul>
    </section>
  );
}
