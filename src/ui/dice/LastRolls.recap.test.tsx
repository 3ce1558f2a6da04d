import { act, render, screen } from '@testing-library/react';
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

/** Two battles of Chile's Land Combat Phase, each action's events under its step, as the store logs them. */
function twoBattles(): { game: GameState; log: LogEntry[] } {
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
