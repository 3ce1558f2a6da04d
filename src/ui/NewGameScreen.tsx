import { useState } from 'react';
import { DEFAULT_OPTIONS, OPTION_INFO, type RulesOptions } from '../engine';
import { FileMenu } from './files/FileMenu';
import { SavedGamesList } from './files/SavedGamesList';
import { randomSeed, useGameStore } from './store';

/** The choices of the options that are not on/off: the English reading first (the default). */
const CHOICES: Readonly<Record<string, readonly { value: string; label: string }[]>> = {
  en: [
    { value: 'en', label: 'English text' },
    { value: 'es', label: 'Spanish text' },
  ],
  anyFriendlyPort: [
    { value: 'anyFriendlyPort', label: 'any friendly port (EN)' },
    { value: 'nationBox', label: "their nation's box (ES)" },
  ],
};

/** New game: seed, set-up, rules options (English/Spanish readings and the optional rules of 10.0). */
export function NewGameScreen() {
  const startGame = useGameStore((s) => s.startGame);
  const [seed, setSeed] = useState(randomSeed);
  const [setup, setSetup] = useState<'historical' | 'manual'>('historical');
  const [options, setOptions] = useState<RulesOptions>(DEFAULT_OPTIONS);
  const [name, setName] = useState('');
  const [undo, setUndo] = useState(true);
  const keys = Object.keys(DEFAULT_OPTIONS) as (keyof RulesOptions)[];

  return (
    <div className="new-game" data-testid="new-game">
      <form
        className="new-game-card"
        onSubmit={(e) => {
          e.preventDefault();
          startGame({ seed: seed.trim() || randomSeed(), options, setup, undo, ...(name.trim() ? { name: name.trim() } : {}) });
        }}
      >
        <h1>War of the Pacific, 1879–1883</h1>
        <p className="subtitle">Chile against Peru and Bolivia — two players at one screen.</p>

        <SavedGamesList />

        <label className="field">
          Name of the game
          <input value={name} onChange={(e) => setName(e.target.value)} aria-label="Name of the game" placeholder="e.g. Tarapacá campaign" />
        </label>

        <label className="field">
          Seed (the same seed and the same moves replay the same game)
          <span className="seed-row">
            <input value={seed} onChange={(e) => setSeed(e.target.value)} aria-label="Seed" />
            <button type="button" onClick={() => setSeed(randomSeed())}>New seed</button>
          </span>
        </label>

        <fieldset>
          <legend>Set-up (3.1)</legend>
          <label>
            <input type="radio" name="setup" checked={setup === 'historical'} onChange={() => setSetup('historical')} /> Historical set-up (March–April 1879)
          </label>
          <label>
            <input type="radio" name="setup" checked={setup === 'manual'} onChange={() => setSetup('manual')} /> Each side places its own pieces (3.2–3.5)
          </label>
        </fieldset>

        <fieldset>
          <legend>Rules options</legend>
          {keys.map((key) => {
            const info = OPTION_INFO[key];
            const value = options[key];
            if (typeof value === 'boolean') {
              return (
                <label key={key} className="option check">
                  <input type="checkbox" checked={value} onChange={(e) => setOptions({ ...options, [key]: e.target.checked })} />
                  <span>
                    {info.label} <span className="rule">({info.rule})</span>
                  </span>
                </label>
              );
            }
            const choices = CHOICES[String(DEFAULT_OPTIONS[key])] ?? [];
            return (
              <label key={key} className="option choice">
                <span>
                  {info.label} <span className="rule">({info.rule})</span>
                </span>
                <select value={String(value)} onChange={(e) => setOptions({ ...options, [key]: e.target.value })}>
                  {choices.map((c) => (
                    <option key={c.value} value={c.value}>{c.label}</option>
                  ))}
                </select>
              </label>
            );
          })}
        </fieldset>

        <label className="option check">
          <input type="checkbox" checked={undo} onChange={(e) => setUndo(e.target.checked)} />
          <span>Allow a player to take back his own actions until a die is rolled or the device changes hands</span>
        </label>

        <div className="new-game-buttons">
          <FileMenu canSave={false} />
          <button type="submit" className="start">Start the war</button>
        </div>
      </form>
    </div>
  );
}
