import { describe, expect, it } from 'vitest';
import { foughtHere } from './foughtHere';
import { navalPosition, shipAt } from './testKit';
import type { MovingStack } from './types';

/** Loa (a Chilean transport, NADC area VII) under way in 2814, area VI, on turn 3. */
const loa = (over: Partial<MovingStack> = {}): MovingStack => ({
  id: 's1',
  side: 'chile',
  ships: ['cl-ship-loa'],
  area: 'VII',
  status: 'sailing',
  at: { kind: 'hex', hex: '2814' },
  sailed: ['2915', '2814'],
  route: [],
  checks: [],
  immuneTo: [],
  ...over,
});

function position(ships: Record<string, ReturnType<typeof shipAt> | { location: { kind: 'deadPile' }; damaged: boolean; builtTurn: null }>, stoppedTurn: Record<string, number>) {
  return navalPosition({ turn: 3, side: 'chile', phase: 'navalMovement', ships, naval: { stoppedTurn } });
}

const sunk = { location: { kind: 'deadPile' as const }, damaged: false, builtTurn: null };

describe('7.9 foughtHere: did the stack fight a naval combat in its hex this game turn?', () => {
  it('7.9 yes: its interceptor is held in its hex this turn', () => {
    const s = position({ 'cl-ship-loa': shipAt('2814'), 'cl-ship-cochrane': shipAt('2814'), 'pe-ship-huascar': shipAt('2814') }, { 'pe-ship-huascar': 3, 'cl-ship-cochrane': 3 });
    expect(foughtHere(s, loa({ immuneTo: ['pe-ship-huascar'] }))).toBe(true);
  });

  it('7.5 no: a failed interception holds no ship (the interceptors only moved toward the stack)', () => {
    const s = position({ 'cl-ship-loa': shipAt('2814'), 'pe-ship-huascar': shipAt('2714') }, {});
    expect(foughtHere(s, loa({ immuneTo: ['pe-ship-huascar'] }))).toBe(false);
  });

  it('7.9 no: a ship held last game turn, or held in another hex, is not this battle', () => {
    const lastTurn = position({ 'cl-ship-loa': shipAt('2814'), 'pe-ship-huascar': shipAt('2814') }, { 'pe-ship-huascar': 2 });
    expect(foughtHere(lastTurn, loa({ immuneTo: ['pe-ship-huascar'] }))).toBe(false);
    const elsewhere = position({ 'cl-ship-loa': shipAt('2814'), 'pe-ship-huascar': shipAt('2714') }, { 'pe-ship-huascar': 3 });
    expect(foughtHere(elsewhere, loa({ immuneTo: ['pe-ship-huascar'] }))).toBe(false);
  });

  it('7.9 / 7.10 yes: its interceptors went down and its escort, which sank them, is held in its hex', () => {
    const s = position({ 'cl-ship-loa': shipAt('2814'), 'cl-ship-cochrane': shipAt('2814'), 'pe-ship-huascar': sunk }, { 'cl-ship-cochrane': 3 });
    expect(foughtHere(s, loa({ immuneTo: ['pe-ship-huascar'] }))).toBe(true);
  });

  it('7.9 no: a warship of its side held there by another stack\'s battle, this stack never intercepted', () => {
    const s = position({ 'cl-ship-loa': shipAt('2814'), 'cl-ship-cochrane': shipAt('2814'), 'pe-ship-huascar': shipAt('2814') }, { 'cl-ship-cochrane': 3, 'pe-ship-huascar': 3 });
    expect(foughtHere(s, loa())).toBe(false);
  });

  it('7.2 no: a battle fought leaving a blockaded port, before the stack sailed a hex', () => {
    const s = position({ 'cl-ship-loa': shipAt('2814'), 'pe-ship-huascar': shipAt('2814') }, { 'pe-ship-huascar': 3 });
    expect(foughtHere(s, loa({ sailed: [], immuneTo: ['pe-ship-huascar'] }))).toBe(false);
  });
});
