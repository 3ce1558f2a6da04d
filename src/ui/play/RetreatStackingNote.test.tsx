import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMap, legalActions, type Action, type GameState } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { act } from '../../engine/testing/play';
import { retreatHexes } from '../../engine/land/retreatHexes';
import { hexName } from '../describe';
import { RetreatStackingNote } from './RetreatStackingNote';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** The actions applied in turn (each must be legal). */
const play = (s: GameState, ...actions: Action[]): GameState => actions.reduce((g, a) => act(g, a).state, s);

const FULL = ['pe-inf-ayacucho', 'pe-inf-arica', 'pe-inf-cuzco', 'pe-inf-guards', 'pe-inf-iquique', 'pe-inf-lima', 'pe-inf-tacna'];

/** Chile (Buin, 3419) hits the Zepita at 3520 and takes no hit: the Zepita must retreat; `beside` Allied units wait in one hex it may go to. */
function zepitaMustRetreat(beside: number): { game: GameState; to: string } {
  const probe = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'pe-inf-zepita': ['3520'] } });
  const to = retreatHexes(probe, getMap(probe.options), 'allied', '3520')[0]!;
  const there = Object.fromEntries(FULL.slice(0, beside).map((u) => [u, [to] as [string]]));
  const game = play(
    situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'pe-inf-zepita': ['3520'], ...there }, dice: [6, 1, 6, 1], chits: ['noEvent'] }),
    { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' },
    { type: 'declareAttack', side: 'chile' },
  );
  return { game, to };
}

describe('RetreatStackingNote (8.10, 8.1)', () => {
  it('8.1 names a retreat hex the stack would over-stack, and what that costs at the next Administrative Phase ("Retreat to Tacna" said nothing of it: table QA round 15)', () => {
    const { game, to } = zepitaMustRetreat(7);
    expect(game.pending.at(-1)).toMatchObject({ kind: 'retreat', side: 'allied' });
    render(<RetreatStackingNote game={game} legal={legalActions(game)} />);
    expect(screen.getByTestId('retreat-stacking').textContent).toBe(
      `Retreating to ${hexName(to)} makes 8 land units there, 6 allowed (8.1): 2 units over the limit are eliminated as your next Administrative Phase begins, before any move of yours.`,
    );
  });

  it('8.1 says nothing of a retreat that stays within the limit', () => {
    const { game } = zepitaMustRetreat(5);
    render(<RetreatStackingNote game={game} legal={legalActions(game)} />);
    expect(screen.queryByTestId('retreat-stacking')).toBeNull();
  });

  it('8.1 a retreat hex already over the limit is told once, with the retreat\'s numbers (two boxes said it and pushed the retreat buttons below the fold: QA round 16)', () => {
    const { game, to } = zepitaMustRetreat(7);
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'retreat-once', viewer: 'allied', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
    render(<PhasePanel />);
    expect(screen.getByTestId('retreat-stacking').textContent).toContain(hexName(to));
    expect(screen.queryByTestId('stacking-warning')?.textContent ?? '').not.toContain(hexName(to));
  });
});
