import 'fake-indexeddb/auto';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGameStore } from '../store';
import { MapView } from './MapView';

const circle = (container: HTMLElement, town: string) => container.querySelector(`[data-town-label="${town}"] .vp-circle`)!;

describe('3.0 / 5.1 the VP circles say who holds each objective (QA round 17: every circle read alike, whoever held it)', () => {
  it('3.0 each VP circle is ringed in its holder\'s colour and says so; a change of control redraws it', () => {
    act(() => useGameStore.getState().startGame({ seed: 'vp-rings', setup: 'historical' }));
    const start = useGameStore.getState().game;
    // The Allies hold Lima (its garrison set up there, 3.0).
    const game = { ...start, control: { chile: start.control.chile.filter((h) => h !== '2008'), allied: [...start.control.allied.filter((h) => h !== '2008'), '2008'].sort() } };
    act(() => useGameStore.setState({ game }));
    const { container } = render(<MapView />);
    const lima = circle(container, 'Lima');
    expect(lima.getAttribute('data-held')).toBe('allied');
    expect(lima.getAttribute('aria-label')).toBe('Lima: 7 VP, held by the Allies (3.0)');
    expect(lima.querySelector('circle')!.getAttribute('stroke')).toBe('#c8202f');
    // Lima falls to Chile: its ring turns blue.
    const control = { chile: [...game.control.chile, '2008'].sort(), allied: game.control.allied.filter((h) => h !== '2008') };
    act(() => useGameStore.setState({ game: { ...game, control } }));
    const taken = circle(container, 'Lima');
    expect(taken.getAttribute('data-held')).toBe('chile');
    expect(taken.getAttribute('aria-label')).toBe('Lima: 7 VP, held by Chile (3.0)');
    expect(taken.querySelector('circle')!.getAttribute('stroke')).toBe('#1f4fa3');
  });

  it('3.0 a VP hex no side holds keeps the plain circle', () => {
    act(() => useGameStore.getState().startGame({ seed: 'vp-rings-none', setup: 'historical' }));
    const game = useGameStore.getState().game;
    act(() => useGameStore.setState({ game: { ...game, control: { chile: game.control.chile.filter((h) => h !== '2008'), allied: game.control.allied.filter((h) => h !== '2008') } } }));
    const { container } = render(<MapView />);
    const lima = circle(container, 'Lima');
    expect(lima.getAttribute('data-held')).toBeNull();
    expect(lima.getAttribute('aria-label')).toBe('Lima: 7 VP');
  });
});
