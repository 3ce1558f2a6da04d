import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navalShotOdds, type Action, type PlayerView } from '../../engine';
import { ship as shipDef } from '../../engine/counters';
import { pieceLabel } from '../describe';
import { PieceCounter } from '../pieces/PieceCounter';
import { pieceView } from '../pieces/pieceView';
import { useGameStore } from '../store';
import './combat.css';

type Fire = Extract<Action, { type: 'fire' }>;

/** The 7.9 answer this picker sends itself (the prompt does not list every ship-and-target pair as well). */
export const FIRE_ANSWERS: readonly Action['type'][] = ['fire'];

/** Whether the picker answers the decision now pending: a gunfire attack, with its shots on the legal list. */
export function firePickerShown(view: PlayerView, legal: readonly Action[]): boolean {
  return view.pending.at(-1)?.kind === 'navalFire' && legal.some((a) => a.type === 'fire');
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

function Counter({ view, id }: { view: PlayerView; id: string }) {
  const p = pieceView(view, id);
  if (!p) return null;
  return (
    <svg width={30} height={30} viewBox="0 0 34 34" aria-hidden="true">
      <PieceCounter piece={p} size={34} x={0} y={0} />
    </svg>
  );
}

/**
 * 7.9 / 7.10: a gunfire attack in two picks, as at the table — the warship that fires, then its target,
 * each target with the odds of that shot — instead of one button for every pair (42 for six ships
 * against seven: table QA round 11). With one warship left to fire, its targets are shown at once.
 * Every action it sends is one of the legal list's.
 */
export function FirePicker({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const { t } = useTranslation();
  const dispatch = useGameStore((s) => s.dispatch);
  const [picked, setPicked] = useState<string | null>(null);
  if (!firePickerShown(view, legal)) return null;
  const shots = legal.filter((a): a is Fire => a.type === 'fire');
  const firers = [...new Set(shots.map((a) => a.ship))];
  const firer = firers.length === 1 ? firers[0]! : picked !== null && firers.includes(picked) ? picked : null;
  if (firer === null) {
    return (
      <div className="fire-picker" data-testid="fire-picker">
        <p>{t('combat.fire.pickShip')}</p>
        <div className="actions">
          {firers.map((id) => (
            <button key={id} type="button" className="fire-ship" data-testid="fire-ship" onClick={() => setPicked(id)}>
              <Counter view={view} id={id} />
              {t('combat.fire.ship', { ship: pieceLabel(id), gunfire: shipDef(id).gunfire, count: shots.filter((a) => a.ship === id).length })}
            </button>
          ))}
        </div>
      </div>
    );
  }
  const gunfire = shipDef(firer).gunfire;
  return (
    <div className="fire-picker" data-testid="fire-picker">
      <p>{t('combat.fire.pickTarget', { ship: pieceLabel(firer), gunfire })}</p>
      <div className="actions">
        {shots
          .filter((a) => a.ship === firer)
          .map((a) => {
            const damaged = view.ships[a.target]?.damaged ?? false;
            const odds = navalShotOdds(a.ship, a.target, damaged);
            return (
              <button key={a.target} type="button" className="fire-target" data-testid="fire-target" onClick={() => dispatch(a)}>
                <Counter view={view} id={a.target} />
                {t(damaged ? 'combat.fire.targetDamaged' : odds.pDamage === 0 ? 'combat.fire.targetCriticalOnly' : 'combat.fire.target', {
                  target: pieceLabel(a.target),
                  armour: shipDef(a.target).armour,
                  p: pct(odds.pHit),
                  damage: pct(odds.pDamage),
                  sink: pct(odds.pSink),
                })}
              </button>
            );
          })}
        {firers.length > 1 && (
          <button type="button" className="fire-back" onClick={() => setPicked(null)}>
            {t('combat.fire.otherShip')}
          </button>
        )}
      </div>
    </div>
  );
}
