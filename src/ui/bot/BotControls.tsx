import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PHASES } from '../../engine';
import { SIDE_NAMES, sideInSentence } from '../describe';
import { sideToAct, useGameStore } from '../store';

const BOTS = ['random', 'heuristic', 'search', 'lesson'] as const;
const isBot = (bot: string): bot is (typeof BOTS)[number] => (BOTS as readonly string[]).includes(bot);

/** While a bot plays: that it is thinking (with progress), its strength, and how fast its moves are shown. */
export function BotControls() {
  const { t } = useTranslation();
  const players = useGameStore((s) => s.players);
  const thinking = useGameStore((s) => s.thinking);
  const budget = useGameStore((s) => s.botBudget);
  const delay = useGameStore((s) => s.botDelay);
  const setBot = useGameStore((s) => s.setBotSettings);
  const acting = useGameStore((s) => sideToAct(s.game));
  const phase = useGameStore((s) => s.game.phase);
  const turn = useGameStore((s) => s.game.turn);
  const over = useGameStore((s) => s.game.result !== null);
  const replaying = useGameStore((s) => s.replay !== null);
  if (players.chile === 'human' && players.allied === 'human') return null;
  // Issue 20: how far through its player turn a bot is — its phase of the seven (4.1). Not in a replay:
  // a step looked back at is no bot's move now (a finished game's replay said "The bot waits for your move": table QA round 13).
  const botActing = !replaying && acting !== null && players[acting] !== 'human';
  const phaseIndex = PHASES.findIndex((p) => p.id === phase);
  const searching = players.chile === 'search' || players.allied === 'search';
  return (
    <section className="bot-controls" aria-label={t('bot.label')} data-testid="bot-controls">
      {botActing && phaseIndex >= 0 && (
        <p className="bot-turn" data-testid="bot-turn-progress">
          {t('bot.turnProgress', { side: SIDE_NAMES[acting], turn, phase: t(`describe.phase.${phase}`), index: phaseIndex + 1, total: PHASES.length })}
          <progress max={PHASES.length} value={phaseIndex + 1} aria-label={t('bot.turnProgressLabel')} />
        </p>
      )}
      {thinking ? (
        // The bot's name in the interface's language ("El bot heurístico piensa…": the Spanish read "El bot heuristic"; QA round 7).
        <p className="bot-thinking" data-testid="bot-thinking">
          {t('bot.thinking', { side: sideInSentence(thinking.side), bot: isBot(thinking.bot) ? t(`bot.names.${thinking.bot}`) : thinking.bot })}
          <progress max={1} value={thinking.progress} aria-label={t('bot.progress')} />
        </p>
      ) : (
        // Once the game is over no bot waits for anything ("The bot waits for your move" stayed: QA round 6).
        !replaying && <p className="bot-idle">{t(over ? 'bot.over' : 'bot.idle')}</p>
      )}
      {/* The step budget sets only the search bot's strength: no slider when no side plays it. */}
      {searching && <StrengthSlider budget={budget} onChange={(b) => setBot({ budget: b })} />}
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

/**
 * The search bot's budget: the engine steps (moves) it may simulate for each decision it weighs
 * (src/bots/search/searchBot.ts, chooseSearch). Its number and what it means are shown: the slider had
 * neither, and a learner could not tell what was being set (QA, tablet).
 */
function StrengthSlider({ budget, onChange }: { budget: number; onChange(budget: number): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="bot-strength">
      <span className="bot-strength-row">
        <label htmlFor={`${id}-slider`}>{t('bot.strength')}</label>
        <input
          id={`${id}-slider`}
          type="range"
          min={40}
          max={800}
          step={40}
          value={budget}
          aria-valuetext={t('bot.strengthValue', { steps: budget })}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        {/* The slider's own aria-valuetext says it to a screen reader. */}
        <output htmlFor={`${id}-slider`} aria-hidden="true">{t('bot.strengthShort', { steps: budget })}</output>
      </span>
      <small id={`${id}-hint`} className="bot-hint">{t('bot.strengthHint')}</small>
    </div>
  );
}
