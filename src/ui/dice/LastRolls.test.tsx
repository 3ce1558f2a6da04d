import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, type GameEvent, type GameState, type RollEvent, type Side } from '../../engine';
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

/** A die as the engine logs it. */
const die = (side: Side, code: string, value: number): RollEvent =>
  ({ type: 'roll', purpose: { code, params: {} }, rule: '8.9', side, dice: [value], reading: 'sum', modifiers: [], result: value, scripted: false }) as unknown as RollEvent;

describe("the Dice panel after a big battle (issue 20: its 10–14 dice pushed the side panel down, and only the last 8 were listed)", () => {
  it('8.8–8.9: the last action\'s 12 dice: the first 5 and "Show all 12 rolls", which shows every one from the initiative dice on', async () => {
    await i18n.changeLanguage('en');
    const { game, log } = played(1);
    const step = game.step + 1;
    const values = [5, 3, 6, 2, 4, 6, 1, 3, 5, 6, 2, 1];
    const rolls = values.map((v, i) => die(i % 2 ? 'allied' : 'chile', i === 0 ? 'roll.initiativeAttacker' : i === 1 ? 'roll.initiativeDefender' : 'roll.combatAttacking', v));
    const events: GameEvent[] = [...rolls, { type: 'combatResolved', attacker: 'chile', target: '3218', attackerHits: 3, defenderHits: 1, rule: '8.9' } as GameEvent];
    act(() => useGameStore.setState({ game: { ...game, step }, log: [...log, ...events.map((event) => ({ step, event }))], actions: [], start: null }));
    render(<LastRolls />);
    const results = () => screen.getAllByTestId('roll').map((r) => r.querySelector('.roll-result')?.textContent);
    expect(results()).toEqual(['= 5', '= 3', '= 6', '= 2', '= 4']);
    const toggle = screen.getByRole('button', { name: 'Show all 12 rolls' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(results()).toEqual(values.map((v) => `= ${v}`));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Show fewer');
  });
});
