import { useTranslation } from 'react-i18next';
import { SIDE_NAMES } from '../describe';
import { useGameStore } from '../store';

/** While a bot plays: that it is thinking (with progress), its strength, and how fast its moves are shown. */
export function BotControls() {
  const { t } = useTranslation();
  const players = useGameStore((s) => s.players);
  const thinking = useGameStore((s) => s.thinking);
  const budget = useGameStore((s) => s.botBudget);
  const delay = useGameStore((s) => s.botDelay);
  const setBot = useGameStore((s) => s.setBotSettings);
  if (players.chile === 'human' && players.allied === 'human') return null;
  return (
    <section className="bot-controls" aria-label={t('bot.label')} data-testid="bot-controls">
      {thinking ? (
        <p className="bot-thinking" data-testid="bot-thinking">
          {t('bot.thinking', { side: SIDE_NAMES[thinking.side], bot: thinking.bot })}
          <progress max={1} value={thinking.progress} aria-label={t('bot.progress')} />
        </p>
      ) : (
        <p className="bot-idle">{t('bot.idle')}</p>
      )}
      <label>
        {t('bot.strength')}
        <input type="range" min={40} max={800} step={40} value={budget} onChange={(e) => setBot({ budget: Number(e.target.value) })} />
      </label>
      <label>
        {t('bot.speed')}
        <select value={delay} onChange={(e) => setBot({ delay: Number(e.target.value) })}>
          <option value={0}>{t('bot.instant')}</option>
          <option value={150}>{t('bot.fast')}</option>
          <option value={400}>{t('bot.normal')}</option>
          <option value={1000}>{t('bot.slow')}</option>
        </select>
      </label>
    </section>
  );
}
