import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import type { GameState, Side } from '../../engine';
import { App } from '../App';
import { PhasePanel } from '../PhasePanel';
import { legalActionsOf, useGameStore } from '../store';

/**
 * Issue 22: the interface asks the engine for the legal actions, the side to act and each side's view
 * once per game state (memoised selectors), however many components show them and however often they
 * render. The engine's entry is wrapped to count its calls from the interface, state by state.
 */
const calls = vi.hoisted(() => ({
  legalActions: new Map<object, number>(),
  activeSide: new Map<object, number>(),
  viewFor: new Map<object, Map<string, number>>(),
}));

vi.mock('../../engine', async (original) => {
  const engine = await original<typeof import('../../engine')>();
  const count = (m: Map<object, number>, s: object) => m.set(s, (m.get(s) ?? 0) + 1);
  return {
    ...engine,
    legalActions: (s: GameState) => (count(calls.legalActions, s), engine.legalActions(s)),
    activeSide: (s: GameState) => (count(calls.activeSide, s), engine.activeSide(s)),
    viewFor: (s: GameState, side: Side | 'observer') => {
      const bySide = calls.viewFor.get(s) ?? new Map<string, number>();
      calls.viewFor.set(s, bySide.set(side, (bySide.get(side) ?? 0) + 1));
      return engine.viewFor(s, side);
    },
  };
});

const most = (m: Map<object, number>) => Math.max(0, ...m.values());

describe('legal actions, the side to act and the views are computed once per game state (issue 22)', () => {
  beforeEach(() => {
    calls.legalActions.clear();
    calls.activeSide.clear();
    calls.viewFor.clear();
    useGameStore.getState().startGame({ seed: 'once', setup: 'manual' });
  });

  it('through a set-up, a hand-over, hovering and clicking the map, and the rules dialog', async () => {
    const { container } = render(<App />);
    // The game screen is a chunk of its own (App.tsx): it is shown once it has loaded (slowly on a busy
    // machine), and played once its first effects have run, so that no click lands on a node they replace.
    await screen.findByRole('button', { name: 'Historical set-up' }, { timeout: 20_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByRole('button', { name: 'Historical set-up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finish set-up' }));
    fireEvent.click(screen.getByTestId('handover').querySelector('button')!);
    fireEvent.click(screen.getByRole('button', { name: 'Historical set-up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
    const hexes = [...container.querySelectorAll<SVGPolygonElement>('polygon[data-hex]')].slice(300, 310);
    for (const hex of hexes) act(() => void fireEvent.mouseEnter(hex));
    for (const hex of hexes.slice(0, 3)) fireEvent.click(hex);
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    act(() => useGameStore.getState().closeRules());
    expect(useGameStore.getState().game.step).toBe(4);

    const views = [...calls.viewFor.values()].flatMap((m) => [...m.values()]);
    console.info(
      `[computed once] states: ${calls.legalActions.size} with legal actions (at most ${most(calls.legalActions)} calls each), ` +
        `${calls.activeSide.size} with the side to act (at most ${most(calls.activeSide)}), views at most ${Math.max(0, ...views)} per state and side`,
    );
    expect(calls.legalActions.size).toBeGreaterThan(0);
    expect(most(calls.legalActions)).toBe(1);
    expect(most(calls.activeSide)).toBe(1);
    expect(Math.max(...views)).toBe(1);
    // The component project's 20 s is the chunk's own wait above: a busy machine needs both (seen
    // 2026-12-01, 33 s with match games running alongside).
  }, 60_000);
});

describe('the phase panel re-rendered in a set-up (issue 22: it listed the legal actions on every render)', () => {
  beforeEach(() => {
    calls.legalActions.clear();
    useGameStore.getState().startGame({ seed: 'once', setup: 'manual' });
  });

  it("lists the set-up's hundreds of placements once, however often a piece is picked", () => {
    const panel = { commits: 0, duration: 0 };
    render(
      <Profiler id="PhasePanel" onRender={(_id, _phase, actualDuration) => { panel.commits++; panel.duration += actualDuration; }}>
        <PhasePanel />
      </Profiler>,
    );
    const placements = legalActionsOf(useGameStore.getState().game).length;
    expect(placements).toBeGreaterThan(300);
    panel.commits = 0;
    panel.duration = 0;
    const pieces = ['pe-inf-gen-bn-1', 'pe-inf-gen-bn-2'];
    for (let i = 0; i < 20; i++) act(() => useGameStore.getState().selectPiece(pieces[i % 2]!));
    console.info(`[phase panel] ${placements} legal actions; 20 pieces picked: ${panel.commits} commits, ${panel.duration.toFixed(1)} ms actual duration`);
    expect(panel.commits).toBe(20);
    expect(most(calls.legalActions)).toBe(1);
  });
});
