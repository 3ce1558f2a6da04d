import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameState } from '../../engine';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import type { LogEntry } from '../store/types';
import { LastRolls } from './LastRolls';

/** Both sides set up historically, then every phase ended until the board is at turn `turn`: the game and its log. */
function played(turn: number): { game: GameState; log: LogEntry[] } {
  let game = newGame({ seed: 'last-rolls' });
  const log: LogEntry[] = [];
  const setUp = new Set<string>();
  for (let i = 0; i < 2000 && game.turn < turn; i++) {
    const legal = legalActions(game);
    const a = legal.find((x) => x.type === 'historicalSetup' && !setUp.has(x.side)) ?? legal.find((x) => x.type === 'endPhase') ?? legal[0]!;
    if (a.type === 'historicalSetup') setUp.add(a.side);
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(r.error.code);
    game = r.state;
    for (const event of r.events) log.push({ step: game.step, event });
  }
  return { game, log };
}

describe('the Dice panel', () => {
  it('says when its dice were rolled if not in the phase on the board (a replay showed turn 1\'s dice at turn 2 as its own: QA round 8)', async () => {
    await i18n.changeLanguage('en');
    const { game, log } = played(2);
    // The last roll came before the phase now on the board.
    const lastRoll = log.filter((e) => e.event.type === 'roll').at(-1)!;
    const phaseNow = log.filter((e) => e.event.type === 'phaseBegan').at(-1)!;
    expect(lastRoll.step).toBeLessThan(phaseNow.step);
    act(() => useGameStore.setState({ game, log, actions: [], start: null }));
    render(<LastRolls />);
    expect(screen.getByTestId('last-rolls-when').textContent).toMatch(/^Rolled in turn [12], (Chile|Allies): .+ Phase$/);
    // Rolled in the phase on the board: nothing to say.
    const cut = log.filter((e) => e.step <= lastRoll.step);
    const when = cut.filter((e) => e.event.type === 'phaseBegan').at(-1)!.event as Extract<LogEntry['event'], { type: 'phaseBegan' }>;
    act(() => useGameStore.setState({ game: { ...game, turn: when.turn, side: when.side, phase: when.phase }, log: cut }));
    expect(screen.queryByTestId('last-rolls-when')).toBeNull();
  });
});
