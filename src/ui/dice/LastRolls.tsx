import type { RollEvent } from '../../engine';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { RollView } from './RollView';

/** The dice of the last action that rolled any (every roll is shown as it happens). */
export function LastRolls() {
  const log = useGameStore((s) => s.log);
  let lastStep = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]!.event.type === 'roll') {
      lastStep = log[i]!.step;
      break;
    }
  }
  if (lastStep < 0) return null;
  const rolls = log.filter((e) => e.step === lastStep && e.event.type === 'roll').map((e) => e.event as RollEvent);
  return (
    <section className="last-rolls" aria-label={t('panel.dice')}>
      <h2>{t('panel.dice')}</h2>
      {rolls.slice(-8).map((r, i) => (
        <RollView key={i} roll={r} />
      ))}
    </section>
  );
}
