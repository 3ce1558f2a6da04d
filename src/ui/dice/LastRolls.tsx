import type { GameEvent, RollEvent } from '../../engine';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { RollView } from './RollView';

/** The dice of the last action that rolled any (every roll is shown as it happens), each with what it needed and what came of it. */
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
  const events = log.filter((e) => e.step === lastStep && e.event.type !== 'undone').map((e) => e.event as GameEvent);
  const rolls = events.filter((e): e is RollEvent => e.type === 'roll');
  return (
    <section className="last-rolls" aria-label={t('panel.dice')}>
      <h2>{t('panel.dice')}</h2>
      {rolls.slice(-8).map((r, i) => (
        <RollView key={i} roll={r} after={events.slice(events.indexOf(r) + 1)} />
      ))}
    </section>
  );
}
