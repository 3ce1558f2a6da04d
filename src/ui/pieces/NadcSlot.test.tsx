import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, type GameState } from '../../engine';
import type { MovingStack } from '../../engine/naval/types';
import { act } from '../../engine/testing/play';
import { useGameStore } from '../store';
import { StackPanel } from './StackPanel';

/**
 * Turn 1, Chile's Administrative Phase after both historical set-ups: one Chilean ship at sea has its
 * turn-1 NADC (4.2) and is given another for turn 2 (4.1 I).
 */
function twoChits(): { game: GameState; ship: string; now: string; next: string; place: string } {
  let s = newGame({ seed: 'stack-panel-nadc' });
  for (const a of [
    { type: 'historicalSetup', side: 'allied' },
    { type: 'endPhase', side: 'allied' },
    { type: 'historicalSetup', side: 'chile' },
  ] as const) s = act(s, a).state;
  const first = legalActions(s).find((a) => a.type === 'orderShip' && a.area !== null && s.ships[a.ship]?.location.kind === 'hex');
  if (first?.type !== 'orderShip' || !first.area) throw new Error('a turn-1 NADC to give');
  s = act(act(s, first).state, { type: 'endPhase', side: 'chile' }).state;
  const second = legalActions(s).find((a) => a.type === 'orderShip' && a.ship === first.ship && a.area !== null && a.area !== first.area);
  if (second?.type !== 'orderShip' || !second.area) throw new Error('a turn-2 NADC to give');
  s = act(s, second).state;
  const loc = s.ships[first.ship]!.location;
  return { game: s, ship: first.ship, now: first.area, next: second.area, place: loc.kind === 'hex' ? `hex:${loc.hex}` : 'holdingBox' };
}

/** The same, once Chile's stack has set out for its area this game turn (4.1 I: its NADC is revealed). */
function sailed(game: GameState, ship: string, area: string): GameState {
  const loc = game.ships[ship]!.location;
  const stack = { id: 's1', side: 'chile', ships: [ship], area, status: 'done', at: loc, sailed: [], route: [], checks: [], immuneTo: [] } as unknown as MovingStack;
  return { ...game, phase: 'navalCombat', naval: { ...game.naval, formedFor: '1-chile', stacks: [stack] } };
}

function slotsAs(game: GameState, viewer: 'chile' | 'allied', place: string) {
  useGameStore.setState({ game, viewer, players: { chile: 'human', allied: 'human' }, replay: null, openPlace: place });
  render(<StackPanel />);
  const slots = [...screen.getByTestId('stack-panel').querySelectorAll<HTMLElement>('.nadc-slot')];
  return slots.map((s) => ({ label: s.getAttribute('aria-label'), title: s.getAttribute('title'), caption: s.querySelector('small')?.textContent, face: s.querySelector('[data-face]')?.getAttribute('data-face'), text: s.textContent }));
}

describe('4.1 I the two chits of a ship in the opened stack (QA round 19a, MINOR-5)', () => {
  it('are captioned "this turn" and "turn 2", and say what they are and what the other side sees of them', () => {
    const { game, now, next, place } = twoChits();
    const slots = slotsAs(game, 'chile', place);
    expect(slots.map((s) => s.caption)).toEqual(['this turn', 'turn 2']);
    expect(slots.map((s) => s.label)).toEqual([
      `Chilean NADC for this turn (turn 1): naval area ${now} — face down to the Allies (4.1)`,
      `Chilean NADC for turn 2: naval area ${next} — face down to the Allies (4.1)`,
    ]);
    expect(slots.every((s) => s.title === s.label)).toBe(true);
  });

  it('the other side\'s are face down, and name no area anywhere, before the stack sets out', () => {
    const { game, now, next, place } = twoChits();
    const slots = slotsAs(game, 'allied', place);
    expect(slots.map((s) => s.face)).toEqual(['down', 'down']);
    expect(slots.map((s) => s.label)).toEqual(['Chilean NADC for this turn (turn 1): face down', 'Chilean NADC for turn 2: face down']);
    expect(slots.map((s) => s.caption)).toEqual(['this turn', 'turn 2']);
    const panel = screen.getByTestId('stack-panel');
    expect(panel.querySelector(`[data-nadc="nadc-chile-${now}"], [data-nadc="nadc-chile-${next}"]`)).toBeNull();
  });

  it('this turn\'s is face up to the other side once its stack has set out, and said to be; next turn\'s stays face down', () => {
    const { game, ship, now, place } = twoChits();
    const after = sailed(game, ship, now);
    const allied = slotsAs(after, 'allied', place);
    expect(allied.map((s) => s.face)).toEqual(['up', 'down']);
    expect(allied[0]!.label).toBe(`Chilean NADC for this turn (turn 1): naval area ${now} — revealed as its stack set out (4.1)`);
    document.body.innerHTML = '';
    const chile = slotsAs(after, 'chile', place);
    expect(chile[0]!.label).toBe(`Chilean NADC for this turn (turn 1): naval area ${now} — face up to the Allies too (revealed as its stack set out, 4.1)`);
    expect(chile[1]!.label).toMatch(/face down to the Allies \(4\.1\)$/);
  });

  it('this turn\'s stays face up in the Allies\' player turn, once their own stacks are formed and Chile\'s are gone (QA round 19a: Chile\'s III was face down again)', () => {
    const { game, ship, now, place } = twoChits();
    const alliedTurn: GameState = { ...sailed(game, ship, now), side: 'allied', phase: 'navalMovement', naval: { ...game.naval, formedFor: '1-allied', stacks: [] } };
    const allied = slotsAs(alliedTurn, 'allied', place);
    expect(allied.map((s) => s.face)).toEqual(['up', 'down']);
    expect(allied[0]!.label).toBe(`Chilean NADC for this turn (turn 1): naval area ${now} — revealed as its stack set out (4.1)`);
    document.body.innerHTML = '';
    expect(slotsAs(alliedTurn, 'chile', place)[0]!.label).toMatch(/face up to the Allies too/);
  });
});
