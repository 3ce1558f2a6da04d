import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { act } from '../../engine/testing/play';
import { advanceRoom } from '../../engine/land/battle';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** 8.7 note / 8.11: two Chilean regiments at 3419 attack a Peruvian Supply Column alone at 3520; the battle is won without dice and they may advance. */
function advanceAsked(): GameState {
  let s = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'cl-inf-2nd': ['3419'] }, supply: { 'sc-1': ['peru', '3520'] } });
  s = act(s, { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' }).state;
  s = act(s, { type: 'declareAttack', side: 'chile' }).state;
  return s;
}

describe('advancing after combat (8.11)', () => {
  it('8.11 one button advances every unit that may go, each from the legal list in turn (a unit a click before: QA round 6)', () => {
    const game = advanceAsked();
    expect(game.pending.at(-1)?.kind).toBe('advance');
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'advance-all', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
    render(<PhasePanel />);
    const button = screen.getByTestId('advance-all');
    expect(button.textContent).toBe('Advance 2 units at once (8.11)');
    fireEvent.click(button);
    const after = useGameStore.getState().game;
    expect(useGameStore.getState().actions.map((a) => a.type)).toEqual(['advanceUnit', 'advanceUnit']);
    expect(after.units['cl-inf-buin-1']?.location).toEqual({ kind: 'hex', hex: '3520' });
    expect(after.units['cl-inf-2nd']?.location).toEqual({ kind: 'hex', hex: '3520' });
  });

  it('8.1 / 8.11 the button names the units the stacking limit leaves behind (the artillery stayed in Callao unsaid: QA round 8)', () => {
    const units = ['cl-inf-buin-1', 'cl-inf-2nd', 'cl-inf-3rd', 'cl-inf-4th', 'cl-cav-cazadores', 'cl-cav-granaderos'];
    let s = situation({ phase: 'landCombat', units: Object.fromEntries(units.map((u) => [u, ['3419'] as const])), supply: { 'sc-1': ['peru', '3520'] }, options: { stacking: 'es' } });
    s = act(s, { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' }).state;
    s = act(s, { type: 'declareAttack', side: 'chile' }).state;
    const room = advanceRoom(s, s.land.battle!);
    expect(room).toBeLessThan(s.land.battle!.attackers.length);
    useGameStore.setState({ game: s, start: null, actions: [], log: [], gameId: 'advance-all', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
    render(<PhasePanel />);
    expect(screen.getByTestId('advance-all').textContent).toMatch(new RegExp(`^Advance ${room} units at once \\(8\\.11\\) — .+ stays? \\(stacking, 8\\.1\\)$`));
  });
});
