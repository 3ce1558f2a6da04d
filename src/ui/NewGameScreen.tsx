import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_OPTIONS, OPTION_INFO, seedFromText, type RulesOptions } from '../engine';
import { FileMenu } from './files/FileMenu';
import { FileNotice } from './files/FileNotice';
import { LanguageSwitch } from './LanguageSwitch';
import { SavedGamesList } from './files/SavedGamesList';
import { LessonList } from './learn/LessonList';
import { RulesDialog } from './learn/RulesDialog';
import { WarAsFoughtButton } from './history/WarAsFoughtButton';
import { randomSeed, useGameStore } from './store';
import { PlayerChoices, type Players } from './PlayerChoices';

/** The choices of the options that are not on/off: the English reading first (the default). */
const CHOICES: Readonly<Record<string, readonly { value: string; label: 'newGame.englishText' | 'newGame.spanishText' | 'newGame.anyFriendlyPort' | 'newGame.nationBox' }[]>> = {
  en: [
    { value: 'en', label: 'newGame.englishText' },
    { value: 'es', label: 'newGame.spanishText' },
  ],
  anyFriendlyPort: [
    { value: 'anyFriendlyPort', label: 'newGame.anyFriendlyPort' },
    { value: 'nationBox', label: 'newGame.nationBox' },
  ],
};

/**
 * New game: players, set-up, rules options (English/Spanish readings and the optional rules of 10.0),
 * and in the advanced options the seed and, for testers, dice from the seed alone.
 */
export function NewGameScreen() {
  const { t } = useTranslation();
  const startGame = useGameStore((s) => s.startGame);
  const openRules = useGameStore((s) => s.openRules);
  const [seed, setSeed] = useState(randomSeed);
  const [setup, setSetup] = useState<'historical' | 'manual'>('historical');
  const [options, setOptions] = useState<RulesOptions>(DEFAULT_OPTIONS);
  const [name, setName] = useState('');
  const [undo, setUndo] = useState(true);
  const [seedOnly, setSeedOnly] = useState(false);
  const [players, setPlayers] = useState<Players>({ chile: 'human', allied: 'human' });
  const keys = Object.keys(DEFAULT_OPTIONS) as (keyof RulesOptions)[];

  return (
    <div className="new-game" data-testid="new-game">
      <form
        className="new-game-card"
        onSubmit={(e) => {
          e.preventDefault();
          // A typed seed is read as the command line reads --seed (digits are a number), so both roll alike.
          startGame({ seed: seed.trim() ? seedFromText(seed) : randomSeed(), options, setup, undo, players, seedOnly, handOver: true, ...(name.trim() ? { name: name.trim() } : {}) });
        }}
      >
        <div className="new-game-top">
          <h1>{t('newGame.heading')}</h1>
          <span className="new-game-tools">
            {/* The rules reference the game opens, to read before a game is begun (QA, tablet). */}
            <button type="button" className="header-button" onClick={() => openRules()}>{t('app.rules')}</button>
            <LanguageSwitch />
          </span>
        </div>
        <p className="subtitle">{t('newGame.subtitle')}</p>

        <SavedGamesList />
        <LessonList />
        <WarAsFoughtButton place="newGame" />

        <label className="field">
          {t('newGame.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} aria-label={t('newGame.name')} placeholder={t('newGame.namePlaceholder')} />
        </label>

        <PlayerChoices players={players} onChange={setPlayers} />

        <fieldset>
          <legend>{t('newGame.setup')}</legend>
          <label>
            <input type="radio" name="setup" checked={setup === 'historical'} onChange={() => setSetup('historical')} /> {t('newGame.historical')}
          </label>
          <label>
            <input type="radio" name="setup" checked={setup === 'manual'} onChange={() => setSetup('manual')} /> {t('newGame.manual')}
          </label>
        </fieldset>

        <fieldset>
          <legend>{t('newGame.options')}</legend>
          {keys.map((key) => {
            const info = OPTION_INFO[key];
            const value = options[key];
            if (typeof value === 'boolean') {
              return (
                <label key={key} className="option check">
                  <input type="checkbox" checked={value} onChange={(e) => setOptions({ ...options, [key]: e.target.checked })} />
                  <span>{optionLabel(t(`options.${key}`), info.rule)}</span>
                </label>
              );
            }
            const choices = CHOICES[String(DEFAULT_OPTIONS[key])] ?? [];
            return (
              <label key={key} className="option choice">
                <span>{optionLabel(t(`options.${key}`), info.rule)}</span>
                <select value={String(value)} onChange={(e) => setOptions({ ...options, [key]: e.target.value })}>
                  {choices.map((c) => (
                    <option key={c.value} value={c.value}>{t(c.label)}</option>
                  ))}
                </select>
              </label>
            );
          })}
        </fieldset>

        <label className="option check">
          <input type="checkbox" checked={undo} onChange={(e) => setUndo(e.target.checked)} />
          <span>{t('newGame.undo')}</span>
        </label>

        {/* Issue 17: by default the dice also depend on a secret drawn at the start; testers may want the seed alone. */}
        <details className="advanced" data-testid="advanced-options">
          <summary>{t('newGame.advanced')}</summary>
          <label className="field">
            {t('newGame.seed')}
            <span className="seed-row">
              <input value={seed} onChange={(e) => setSeed(e.target.value)} aria-label={t('newGame.seedLabel')} />
              <button type="button" onClick={() => setSeed(randomSeed())}>{t('newGame.newSeed')}</button>
            </span>
          </label>
          <label className="option check" title={t('newGame.seedOnlyHint')}>
            <input type="checkbox" checked={seedOnly} onChange={(e) => setSeedOnly(e.target.checked)} />
            <span>{t('newGame.seedOnly')}</span>
          </label>
        </details>

        <div className="new-game-buttons">
          <FileMenu canSave={false} />
          <button type="submit" className="start">{t('newGame.start')}</button>
        </div>
        <FileNotice />
      </form>
      <RulesDialog />
    </div>
  );
}

/**
 * An option's words and its rule case, unless the words end with a case of their own already ("… (8.6)
 * (8.6)": QA round 5), words before it or not ("… (notas de 6.3/6.4) (8.6)": QA round 7).
 */
function optionLabel(text: string, rule: string) {
  if (/\([^()]*\d+\.\d+[^()]*\)$/.test(text.trim())) return text;
  return (
    <>
      {text} <span className="rule">({rule})</span>
    </>
  );
}
