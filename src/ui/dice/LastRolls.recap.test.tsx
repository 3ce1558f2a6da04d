import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAction, newGame, type Action, type GameEvent, type GameState, type RollEvent, type Side } from '../../engine';
import { i18n } from '../i18n';
import { useRecapStore } from '../recap/recapStore';
import { useGameStore } from '../store';
import type { LogEntry } from '../store/types';
import { LastRolls } from './LastRolls';

/** A die as the engine logs it. */
const die = (side: Side, code: string, value: number): RollEvent =>
  ({ type: 'roll', purpose: { code, params: {} }, rule: '8.9', side, dice: [value], reading: 'sum', modifiers: [], result: value, scripted: false }) as unknown as RollEvent;

/** Twelve dice of a big battle (8.8–8.9): the two initiative dice, six of Chile's, four of the Allies', each with a modifier. */
const bigBattle = (): RollEvent[] => [
  die('chile', 'roll.initiativeAttacker', 5),
  die('allied', 'roll.initiativeDefender', 3),
  ...[6, 2, 4, 6, 1, 3].map((v) => die('chile', 'roll.combatAttacking', v)),
  ...[5, 6, 2, 1].map((v) => die('allied', 'roll.combatDefending', v)),
].map((r, i) => ({ ...r, modifiers: [{ value: i % 2 ? -1 : 1, code: 'modifier.terrain', params: {}, rule: '8.9' }] }) as unknown as RollEvent);

/** Two battles of Chile's Land Combat Phase, each action's events under its step, as the store logs them. */
function twoBattles(big: RollEvent[] = []): { game: GameState; log: LogEntry[] } {
  let game = newGame({ seed: 'dice-recap' });
  for (const a of [{ type: 'historicalSetup', side: 'allied' }, { type: 'endPhase', side: 'allied' }, { type: 'historicalSetup', side: 'chile' }] as Action[]) {
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(r.error.code);
    game = r.state;
  }
  const actions: unknown[][] = [
    [{ type: 'attackDeclared', side: 'chile', from: '3319', target: '3218', units: ['cl-inf-2nd'], amphibious: false, rule: '8.7' }],
    [die('chile', 'roll.initiativeAttacker', 4), die('allied', 'roll.initiativeDefender', 2), { type: 'initiativeWon', side: 'chile', attackerTotal: 4, defenderTotal: 2, rule: '8.8' }, die('chile', 'roll.combatAttacking', 6), die('allied', 'roll.combatDefending', 1), { type: 'combatResolved', attacker: 'chile', target: '3218', attackerHits: 1, defenderHits: 0, rule: '8.9' }],
    [{ type: 'stepLost', side: 'allied', unit: 'pe-inf-zepita', reason: 'reason.combatHit', rule: '8.9' }],
    [{ type: 'attackDeclared', side: 'chile', from: '3117', target: '3116', units: ['cl-inf-4th'], amphibious: false, rule: '8.7' }],
    [die('chile', 'roll.initiativeAttacker', 1), die('allied', 'roll.initiativeDefender', 5), { type: 'initiativeWon', side: 'allied', attackerTotal: 1, defenderTotal: 5, rule: '8.8' }, die('allied', 'roll.combatDefending', 3), { type: 'combatResolved', attacker: 'chile', target: '3116', attackerHits: 0, defenderHits: 0, rule: '8.9' }],
    ...(big.length > 0
      ? [
          [{ type: 'attackDeclared', side: 'chile', from: '3319', target: '3218', units: ['cl-inf-2nd'], amphibious: false, rule: '8.7' }],
          [...big.slice(0, 2), { type: 'initiativeWon', side: 'chile', attackerTotal: 5, defenderTotal: 3, rule: '8.8' }, ...big.slice(2), { type: 'combatResolved', attacker: 'chile', target: '3218', attackerHits: 2, defenderHits: 1, rule: '8.9' }],
        ]
      : []),
  ];
  const log = actions.flatMap((events, i) => events.map((event) => ({ step: game.step + 1 + i, event: event as GameEvent })));
  // No action kept: every step's state is the one on the board (the recap reads the views of it).
  return { game: { ...game, step: game.step + actions.length }, log };
}

describe('the Dice panel follows the recap (QA round 19c: stepped back to an earlier battle, it stayed on the last one)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    const { game, log } = twoBattles();
    act(() => {
      useGameStore.setState({ game, log, actions: [], start: null, viewer: 'chile' });
      useRecapStore.setState({ span: { kind: 'since', from: 0, to: game.step }, owner: null, cursor: null, playing: false });
    });
  });

  it("8.8–8.9 shows the battle the recap is stepped to, with its own dice, and the last dice again once the recap is closed", () => {
    render(<LastRolls />);
    // The recap shows every line: the last dice rolled (the second battle's).
    expect(screen.queryByTestId('last-rolls-recap')).toBeNull();
    expect(screen.getAllByTestId('roll')).toHaveLength(3);
    // Stepped to the first battle: its four dice, and which line they belong to.
    act(() => useRecapStore.getState().showMove(0));
    expect(screen.getByTestId('last-rolls-recap').textContent).toMatch(/^The recap’s line: Battle at .*\(3218\)/);
    expect(screen.getAllByTestId('roll').map((r) => r.querySelector('.roll-result')?.textContent)).toEqual(['= 4', '= 2', '= 6', '= 1']);
    act(() => useRecapStore.getState().showMove(1));
    expect(screen.getByTestId('last-rolls-recap').textContent).toMatch(/^The recap’s line: Battle at .*\(3116\)/);
    expect(screen.getAllByTestId('roll').map((r) => r.querySelector('.roll-result')?.textContent)).toEqual(['= 1', '= 5', '= 3']);
    // Closed: the last dice rolled again.
    act(() => useRecapStore.getState().close());
    expect(screen.queryByTestId('last-rolls-recap')).toBeNull();
    expect(screen.getAllByTestId('roll')).toHaveLength(3);
  });

  it('a line that rolled no die (the VP line) leaves the last dice rolled in the panel', () => {
    render(<LastRolls />);
    act(() => useRecapStore.getState().showMove(2));
    expect(screen.queryByTestId('last-rolls-recap')).toBeNull();
    expect(screen.getAllByTestId('roll')).toHaveLength(3);
  });
});

describe("a big battle's dice in the Dice panel (issue 20: a recap line's 10–14 dice, all listed, pushed the side panel down)", () => {
  const results = (): (string | undefined)[] => screen.getAllByTestId('roll').map((r) => r.querySelector('.roll-result')?.textContent);

  beforeEach(async () => {
    await i18n.changeLanguage('en');
    const { game, log } = twoBattles(bigBattle());
    act(() => {
      useGameStore.setState({ game, log, actions: [], start: null, viewer: 'chile' });
      useRecapStore.setState({ span: { kind: 'since', from: 0, to: game.step }, owner: null, cursor: null, playing: false });
    });
  });

  it('8.8–8.9: the recap stepped to a 12-die battle shows its first 5 dice and "Show all 12 rolls"; the button shows all 12, each with its modifier and rule case, and "Show fewer" the 5 again', () => {
    render(<LastRolls />);
    act(() => useRecapStore.getState().showMove(2));
    expect(screen.getByTestId('last-rolls-recap').textContent).toMatch(/^The recap’s line: Battle at .*\(3218\)/);
    expect(results()).toEqual(['= 5', '= 3', '= 6', '= 2', '= 4']);
    const toggle = screen.getByRole('button', { name: 'Show all 12 rolls' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The button names the list it opens.
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.querySelectorAll('[data-testid="roll"]')).toHaveLength(5);
    fireEvent.click(toggle);
    expect(results()).toEqual(['= 5', '= 3', '= 6', '= 2', '= 4', '= 6', '= 1', '= 3', '= 5', '= 6', '= 2', '= 1']);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Show fewer');
    // Each roll keeps its purpose, its modifier with its rule case, and its result.
    const last = screen.getAllByTestId('roll').at(-1)!;
    expect(last.querySelector('.roll-head')?.textContent).toMatch(/^Allies: /);
    expect(last.querySelector('.roll-mods li')?.textContent).toMatch(/^-1 .*8\.9/);
    fireEvent.click(toggle);
    expect(results()).toHaveLength(5);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('a battle of 5 dice or fewer is shown whole, with no button; another line starts short again', () => {
    render(<LastRolls />);
    act(() => useRecapStore.getState().showMove(2));
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 rolls' }));
    act(() => useRecapStore.getState().showMove(0));
    expect(results()).toEqual(['= 4', '= 2', '= 6', '= 1']);
    expect(screen.queryByTestId('rolls-toggle')).toBeNull();
    act(() => useRecapStore.getState().showMove(2));
    expect(results()).toHaveLength(5);
    expect(screen.getByTestId('rolls-toggle').getAttribute('aria-expanded')).toBe('false');
  });

  it('in Spanish: "Mostrar las 12 tiradas", then "Mostrar menos"', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<LastRolls />);
    act(() => useRecapStore.getState().showMove(2));
    const toggle = screen.getByRole('button', { name: 'Mostrar las 12 tiradas' });
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Mostrar menos');
  });
});
