import type { GameEvent, RollEvent } from '../../engine';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { RollList } from './RollList';
import { SIDE_NAMES } from '../describe';
import { recapText } from '../recap/recapText';
import { useRecapDice } from '../recap/useRecapDice';

/**
 * The dice of the last action that rolled any (every roll is shown as it happens), each with what it
 * needed and what came of it; while the recap shows one of its lines that rolled dice, that line's dice
 * (QA round 19c: stepped back to an earlier battle, the panel stayed on the last one), until it is closed.
 */
export function LastRolls() {
  const log = useGameStore((s) => s.log);
  const game = useGameStore((s) => s.game);
  const recap = useRecapDice();
  if (recap) {
    return (
      <section className="last-rolls" aria-label={t('panel.dice')} data-testid="last-rolls">
        <h2>{t('panel.dice')}</h2>
        <p className="last-rolls-when" data-testid="last-rolls-recap">{t('panel.diceOfRecap', { line: recapText(recap.item) })}</p>
        <RollList key={`recap-${recap.cursor}`} rolls={recap.dice.map(({ roll, events }) => ({ roll, after: events.slice(events.indexOf(roll) + 1) }))} />
      </section>
    );
  }
  let lastStep = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]!.event.type === 'roll') {
      lastStep = log[i]!.step;
      break;
    }
  }
  if (lastStep < 0) return null;
  // When they were rolled, if not in the phase now on the board: in a replay, the panel showed turn 3's
  // battle dice at turn 4's Administrative Phase as if they were its own (QA round 8).
  let when: Extract<GameEvent, { type: 'phaseBegan' }> | null = null;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.step <= lastStep && e.event.type === 'phaseBegan') {
      when = e.event;
      break;
    }
  }
  const earlier = when !== null && (when.turn !== game.turn || when.side !== game.side || when.phase !== game.phase);
  const events = log.filter((e) => e.step === lastStep && e.event.type !== 'undone').map((e) => e.event as GameEvent);
  const rolls = events.filter((e): e is RollEvent => e.type === 'roll');
  return (
    <section className="last-rolls" aria-label={t('panel.dice')} data-testid="last-rolls">
      <h2>{t('panel.dice')}</h2>
      {earlier && when && <p className="last-rolls-when" data-testid="last-rolls-when">{t('panel.diceWhen', { turn: when.turn, side: SIDE_NAMES[when.side], phase: t(`describe.phase.${when.phase}`) })}</p>}
      {/* Every roll of the action, the first few shown (a big battle's 10–14 were cut to its last 8). */}
      <RollList key={`step-${lastStep}`} rolls={rolls.map((r) => ({ roll: r, after: events.slice(events.indexOf(r) + 1) }))} />
    </section>
  );
}
