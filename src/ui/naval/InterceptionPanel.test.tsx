import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState, type Side } from '../../engine';
import { actionLabel } from '../describe';
import { navalPosition, shipAt, squadronIntoAreaVI } from '../../engine/naval/testKit';
import { useGameStore } from '../store';
import { InterceptionPanel } from './InterceptionPanel';

/** Almirante Cochrane, Blanco Encalada and Magallanes sail for area VI; Atahualpa (−2) waits at 2415, Unión (+2) and Pilcomayo (+1) at 2514 (7.3). */
const asked = squadronIntoAreaVI;

/** The store's own dispatch (a test may replace it with a recorder). */
const dispatch = useGameStore.getState().dispatch;

function seat(game: GameState, viewer: Side, players: Record<Side, string> = { chile: 'human', allied: 'human' }) {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'interception-test', viewer, replay: null, players, rollSeen: null, dispatch });
}

/** The actions the store was sent (dispatch replaced by a recorder). */
function recording(): Action[] {
  const sent: Action[] = [];
  useGameStore.setState({ dispatch: (a: Action) => void sent.push(a) });
  return sent;
}

/** Almirante Cochrane sails from 2915 into 2814; `ships` (Allied) wait at 2514, three hexes away (7.3). */
function alone(ships: readonly string[]): GameState {
  const s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), ...Object.fromEntries(ships.map((id) => [id, shipAt('2514')])) },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  const r = applyAction(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' });
  if (!r.ok) throw new Error('sail');
  return r.state;
}

describe('InterceptionPanel (7.3–7.5, issue 18)', () => {
  it('7.3 the deciding player sees the enemy fleet by its strongest ship, each group of interceptors and its exact odds', () => {
    seat(asked(), 'allied');
    render(<InterceptionPanel />);
    const panel = screen.getByTestId('interception-panel');
    expect(within(panel).getByTestId('interception-fleet').textContent).toMatch(/Almirante Cochrane and 2 more have entered/);
    const groups = within(panel).getAllByTestId('interception-group');
    expect(groups).toHaveLength(2);
    // Atahualpa at 2415, four hexes from 2814: 1d6 − 2 must beat 4 — never.
    expect(groups[0]!.textContent).toMatch(/Atahualpa/);
    expect(groups[0]!.textContent).toMatch(/4 hexes away/);
    expect(groups[0]!.textContent).toMatch(/the die −2 must be above 4 · −2: /);
    expect(groups[0]!.textContent).toMatch(/Interception 0 in 6 \(0%\)/);
    // Unión and Pilcomayo at 2514, three hexes away: 1d6 + 1 (Pilcomayo, the slower) beats 3 on 3–6.
    expect(groups[1]!.textContent).toMatch(/Unión, Pilcomayo|Pilcomayo, Unión/);
    expect(groups[1]!.textContent).toMatch(/Interception 4 in 6 \(67%\)/);
    expect(groups[1]!.textContent).toMatch(/Fails 1 in 6 \(17%\): your ships sail 2 hexes towards/);
    expect(groups[1]!.textContent).toMatch(/Fails 1 in 6 \(17%\): your ships sail 3 hexes towards/);
    expect(within(groups[1]!).getByRole('button', { name: /\(7\.4\)/ })).toBeTruthy();
  });

  it('7.3 its buttons send the legal actions: intercept from a hex, let it pass, not in this hex', () => {
    const game = asked();
    seat(game, 'allied');
    const sent = recording();
    render(<InterceptionPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Intercept from hex 2514' }));
    fireEvent.click(screen.getByRole('button', { name: 'Let it pass — these ships are not asked again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not in this hex — ask again at its next hex' }));
    expect(sent).toEqual([
      { type: 'intercept', side: 'allied', hex: '2514' },
      { type: 'declineInterception', side: 'allied', letPass: true },
      { type: 'declineInterception', side: 'allied' },
    ]);
  });

  it('7.3 the two ways not to intercept read apart, in the same words in the prompt and in the panel (the prompt offered "No interception" and "Let it pass", the panel "Let it pass" and "Not in this hex")', () => {
    const game = asked();
    seat(game, 'allied');
    const sent = recording();
    render(<InterceptionPanel />);
    const declines = legalActions(game).filter((a) => a.type === 'declineInterception');
    expect(declines).toHaveLength(2);
    const labels = declines.map((a) => actionLabel(a, game.phase));
    expect(new Set(labels).size).toBe(2);
    // Each prompt button's words are a panel button's, which sends that same action.
    for (const label of labels) fireEvent.click(within(screen.getByTestId('interception-panel')).getByRole('button', { name: label }));
    expect(sent).toEqual(declines);
  });

  it('7.3 once a hex is declared: its odds and the roll', () => {
    const r = applyAction(asked(), { type: 'intercept', side: 'allied', hex: '2514' });
    if (!r.ok) throw new Error('intercept');
    seat(r.state, 'allied');
    const sent = recording();
    render(<InterceptionPanel />);
    const declared = screen.getByTestId('interception-declared');
    expect(declared.textContent).toMatch(/Interception 4 in 6 \(67%\)/);
    fireEvent.click(within(declared).getByRole('button', { name: 'Roll the die' }));
    expect(sent).toEqual([{ type: 'interceptRoll', side: 'allied', transports: false }]);
    // The other hex may still join: the farthest distance then counts. Nothing is left to choose once it
    // has (no transports there): that button rolls too (issue 20).
    expect(screen.getByRole('button', { name: 'Add the ships at hex 2415: roll the die' })).toBeTruthy();
  });

  it('issue 20 (7.3): one group of warships and no transports: "Intercept" declares and rolls in one tap, each action on the legal list when sent (it took "Intercept", then "Roll the die")', () => {
    const game = alone(['pe-ship-union']);
    seat(game, 'allied');
    render(<InterceptionPanel />);
    expect(screen.queryByRole('button', { name: 'Intercept' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Intercept: roll the die' }));
    const s = useGameStore.getState();
    expect(s.actions).toEqual([
      { type: 'intercept', side: 'allied', hex: '2514' },
      { type: 'interceptRoll', side: 'allied', transports: false },
    ]);
    expect(s.log.some(({ event }) => event.type === 'interception')).toBe(true);
    expect(s.game.pending.at(-1)?.kind).not.toBe('interception');
  });

  it('issue 20 (7.3): what is still the player\'s to choose keeps its own tap: another hex to add, or transports that may go along', () => {
    // Two hexes of warships: the first declared, the other may still join.
    seat(asked(), 'allied');
    const { unmount } = render(<InterceptionPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Intercept from hex 2514' }));
    expect(useGameStore.getState().actions).toEqual([{ type: 'intercept', side: 'allied', hex: '2514' }]);
    expect(useGameStore.getState().game.pending.at(-1)?.kind).toBe('interception');
    unmount();
    // A transport beside the warship: with it or without it is asked after the declaration.
    seat(alone(['pe-ship-union', 'pe-ship-oroya']), 'allied');
    render(<InterceptionPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Intercept' }));
    expect(useGameStore.getState().actions).toEqual([{ type: 'intercept', side: 'allied', hex: '2514' }]);
    expect(screen.getByRole('button', { name: 'Intercept, the transports going along: roll the die' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Roll the die' })).toBeTruthy();
  });

  it('4.1 I the fleet\'s NADC, revealed as it set out, is named: the interceptor knows where it is bound before letting it pass', () => {
    seat(asked(), 'allied');
    render(<InterceptionPanel />);
    expect(screen.getByTestId('interception-bound').textContent).toBe('Its NADC was turned face up as it set out (4.1): it is bound for naval area VI.');
  });

  it('only the deciding side sees the question: not the moving player, not when a bot decides', () => {
    seat(asked(), 'chile');
    const { container, rerender } = render(<InterceptionPanel />);
    expect(container.innerHTML).toBe('');
    seat(asked(), 'chile', { chile: 'human', allied: 'heuristic' });
    rerender(<InterceptionPanel />);
    expect(container.innerHTML).toBe('');
  });

  it('a fleet named "X and N more" takes the plural verb: "Almirante Cochrane and 2 more have entered" (it read "has entered"); a lone ship, "has entered"', () => {
    seat(asked(), 'allied');
    const { unmount } = render(<InterceptionPanel />);
    expect(screen.getByTestId('interception-fleet').textContent).toBe('Almirante Cochrane and 2 more have entered hex 2814, within reach of your warships.');
    unmount();
    const alone = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-union': shipAt('2514') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    const r = applyAction(alone, { type: 'sail', side: 'chile', stack: 's1', to: '2814' });
    if (!r.ok) throw new Error('sail');
    seat(r.state, 'allied');
    render(<InterceptionPanel />);
    expect(screen.getByTestId('interception-fleet').textContent).toBe('Almirante Cochrane has entered hex 2814, within reach of your warships.');
  });

  it('speaks Spanish too', async () => {
    const { setLanguage } = await import('../i18n');
    await setLanguage('es');
    try {
      seat(asked(), 'allied');
      render(<InterceptionPanel />);
      expect(screen.getByRole('button', { name: 'Dejarlos pasar — no se pregunta más a estos buques' })).toBeTruthy();
      expect(screen.getByTestId('interception-fleet').textContent).toMatch(/^Almirante Cochrane y 2 más han entrado en /);
      expect(screen.getAllByTestId('interception-group')[1]!.textContent).toMatch(/Intercepción 4 de 6 \(67\u00a0%\)/);
    } finally {
      await setLanguage('en');
    }
  });
});
