import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAND_UNITS } from '../../engine/counters';
import { legalActions, newGame, viewFor, type GameState } from '../../engine';
import { act } from '../../engine/testing/play';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** Chile's turn 1 after the historical set-ups, its Consume Supply Columns Phase; eight Chilean units put at Antofagasta. */
function chileWithEightAtAntofagasta(): GameState {
  let s = newGame({ seed: 'stacking-warning' });
  s = act(s, { type: 'historicalSetup', side: 'allied' }).state;
  s = act(s, { type: 'endPhase', side: 'allied' }).state;
  s = act(s, { type: 'historicalSetup', side: 'chile' }).state;
  while (s.phase === 'setup' || s.phase === 'administrative') s = act(s, legalActions(s).find((a) => a.type === 'endPhase') ?? legalActions(s)[0]!).state;
  const chilean = Object.keys(s.units).filter((id) => id.startsWith('cl-')).slice(0, 8);
  const units = { ...s.units };
  for (const id of chilean) units[id] = { ...units[id]!, location: { kind: 'hex', hex: '3123' } };
  return { ...s, units };
}

function seat(game: GameState) {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'stacking', viewer: game.side, replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
  return render(<PhasePanel />);
}

describe('the stacking warning (8.1)', () => {
  it('8.1 a hex of the acting player over the limit is named with what it holds, the limit, and what the next Administrative Phase will ask', () => {
    const game = chileWithEightAtAntofagasta();
    expect(game.side).toBe('chile');
    expect(game.phase).not.toBe('administrative');
    seat(game);
    expect(screen.getByTestId('stacking-warning').textContent).toBe(
      'Over the stacking limit (8.1): Antofagasta (3123) holds 8 land units, 6 allowed. Stacking is checked as your next Administrative Phase begins: move 2 units out by then, or you must eliminate them.',
    );
  });

  it('8.1 once no unit there can move before that phase, it says they will be eliminated then, not "move them out" (said of nine regiments just landed at Lima: table QA round 15)', () => {
    const game = chileWithEightAtAntofagasta();
    const stuck = 'Over the stacking limit (8.1): Antofagasta (3123) holds 8 land units, 6 allowed, and none of them can move out before your next Administrative Phase begins: you will eliminate 2 units then, of your choice.';
    // 8.7: after Chile's Land Movement Phase, no land move of Chile's comes before its next Administrative Phase.
    const { unmount } = seat({ ...game, phase: 'landCombat' });
    expect(screen.getByTestId('stacking-warning').textContent).toBe(stuck);
    unmount();
    // 7.6: in the Land Movement Phase, units landed from the sea this turn stay where they landed.
    const here = Object.keys(game.units).filter((id) => id.startsWith('cl-') && game.units[id]!.location.kind === 'hex' && (game.units[id]!.location as { hex: string }).hex === '3123');
    seat({ ...game, phase: 'landMovement', amphibiousAssaults: [{ hex: '3123', side: 'chile', units: here }] });
    expect(screen.getByTestId('stacking-warning').textContent).toBe(stuck);
  });

  it('8.1 nothing is said within the limit, nor to the other player', () => {
    const game = chileWithEightAtAntofagasta();
    const { unmount } = seat({ ...game, units: Object.fromEntries(Object.entries(game.units).map(([id, u]) => [id, id.startsWith('cl-') && u.location.kind === 'hex' && u.location.hex === '3123' ? { ...u, location: { kind: 'holdingBox' } } : u])) as GameState['units'] });
    expect(screen.queryByTestId('stacking-warning')).toBeNull();
    unmount();
    // The Allied player at the screen (it is Chile's turn): no warning about Chile's stacks.
    useGameStore.setState({ game, viewer: 'allied' });
    render(<PhasePanel />);
    expect(screen.queryByTestId('stacking-warning')).toBeNull();
    expect(viewFor(game, 'allied').viewer).toBe('allied');
  });

  it('3.3 / 8.1 in a set-up placed by hand, a hex over the limit is named while its pieces may still go elsewhere (eleven Bolivian units at La Paz cost two at the first Administrative Phase: table QA round 19)', () => {
    let game = newGame({ seed: 'stacking-setup' });
    expect(game.phase).toBe('setup');
    expect(game.side).toBe('allied');
    const bolivian = LAND_UNITS.filter((u) => u.nation === 'bolivia' && legalActions(game).some((a) => a.type === 'setupPlace' && a.piece === u.id && a.to.kind === 'hex' && a.to.hex === '3513'));
    expect(bolivian.length).toBeGreaterThan(7);
    const { unmount } = seat(game);
    expect(screen.queryByTestId('stacking-warning')).toBeNull();
    unmount();
    for (const u of bolivian) game = act(game, { type: 'setupPlace', side: 'allied', piece: u.id, to: { kind: 'hex', hex: '3513' } }).state;
    seat(game);
    const excess = bolivian.length - 7;
    expect(screen.getByTestId('stacking-warning').textContent).toBe(
      `Over the stacking limit (8.1): La Paz (3513) holds ${bolivian.length} land units, 7 allowed. Place ${excess} of them elsewhere: stacking is checked as your first Administrative Phase begins, and you must eliminate the excess then.`,
    );
  });
});
