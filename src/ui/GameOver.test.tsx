import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newGame, viewFor, type PlayerView } from '../engine';
import { message } from '../engine/message';
import { BotControls } from './bot/BotControls';
import { GameOver } from './GameOver';
import { useGameStore } from './store';

describe('the end of the game', () => {
  it('5.2–5.4 the VP chart is labelled: caption, both axes, what each check asks and the sudden-death line (in words under it), each turn\'s VP', () => {
    const base = viewFor(newGame({ seed: 'over' }), 'chile');
    const view: PlayerView = {
      ...base,
      result: { winner: 'chile', kind: 'victory', turn: 9, chileVp: 9, rule: '5.3', summary: message('result.chileanVictory', { vp: 9, min: 8 }) },
      vpRecord: Array.from({ length: 9 }, (_, i) => ({ turn: i + 1, chileVp: i })),
    };
    const { container } = render(<GameOver view={view} />);
    expect(screen.getByText("Chile's Victory Points at the end of each turn", { selector: 'figcaption' })).toBeTruthy();
    const words = [...container.querySelectorAll('.vp-chart text')].map((e) => e.textContent);
    expect(words).toEqual(expect.arrayContaining(['game turn', 'VP', '6+', '8+', '18+']));
    // What the marks and the line mean, in words under the drawing (in it they crossed the line of VP: table QA round 3).
    expect([...container.querySelectorAll('.vp-chart-legend li')].map((e) => e.textContent)).toEqual([
      'Red marks: the VP Chile needs to win — turn 5, 6 or more (5.2); turn 9, 8 or more (5.3); turn 12, 18 or more (5.4).',
      'Dashed line: under 2 VP at turn 5 or 9, the Allies win at once (5.2, 5.3).',
    ]);
    // Every turn of the game on the axis, 1 to 12, whether played or not.
    expect(words.filter((w) => /^\d+$/.test(w ?? '')).map(Number)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect([...container.querySelectorAll('.vp-chart circle title')].map((e) => e.textContent)[4]).toBe('Turn 5: 4 VP');
  });

  it('5.3 against a bot, the one human player is told he won or lost; the result offers the replay, the file and a new game; no bot "waits for your move" (QA round 6)', () => {
    const game = newGame({ seed: 'over-solo' });
    const result = { winner: 'chile' as const, kind: 'victory' as const, turn: 9, chileVp: 9, rule: '5.3', summary: message('result.chileanVictory', { vp: 9, min: 8 }) };
    const over = { ...game, result };
    useGameStore.setState({ game: over, start: null, actions: [], log: [], players: { chile: 'heuristic', allied: 'human' }, viewer: 'allied', replay: null, thinking: null });
    const view = { ...viewFor(game, 'allied'), result };
    const { unmount } = render(<><GameOver view={view} /><BotControls /></>);
    expect(screen.getByTestId('your-result').textContent).toBe('You lost, playing the Allies.');
    expect(screen.getByTestId('bot-controls').textContent).toContain('The game is over.');
    expect(screen.getByTestId('bot-controls').textContent).not.toContain('waits for your move');
    fireEvent.click(screen.getByRole('button', { name: 'Replay the game' }));
    expect(useGameStore.getState().replay).not.toBeNull();
    unmount();
    // Two humans at one screen: no "you".
    useGameStore.setState({ players: { chile: 'human', allied: 'human' }, replay: null });
    render(<GameOver view={view} />);
    expect(screen.queryByTestId('your-result')).toBeNull();
    expect(screen.getByTestId('after-the-game').querySelectorAll('button')).toHaveLength(3);
  });

  it('issue 17 the seed is shown whole, and a game with a dice secret says the seed alone gives other dice (QA round 7: "war-of-th…", and the seed alone did not replay it)', () => {
    const game = newGame({ seed: 'war-of-the-pacific-a-long-seed', diceSecret: '0123456789abcdef0123456789abcdef' });
    const result = { winner: 'chile' as const, kind: 'victory' as const, turn: 9, chileVp: 9, rule: '5.3', summary: message('result.chileanVictory', { vp: 9, min: 8 }) };
    const over = { ...game, result };
    useGameStore.setState({ game: over, start: null, actions: [], log: [], players: { chile: 'human', allied: 'human' }, viewer: 'chile', replay: null, thinking: null });
    const { unmount } = render(<GameOver view={viewFor(over, 'chile')} />);
    const seed = screen.getByTestId('seed');
    expect(seed.textContent).toMatch(/^Seed of this game: war-of-the-pacific-a-long-seed\. The dice also came from a secret drawn at the start/);
    expect(seed.classList.contains('seed')).toBe(false); // the header's class, cut to one line with "…"
    unmount();
    const plain = { ...newGame({ seed: 7 }), result };
    useGameStore.setState({ game: plain });
    render(<GameOver view={viewFor(plain, 'chile')} />);
    expect(screen.getByTestId('seed').textContent).toBe('Seed of this game: 7');
  });
});

