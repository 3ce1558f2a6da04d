import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState, type Side } from '../../engine';
import { navalPosition, shipAt, withDice } from '../../engine/naval/testKit';
import { HandoverCover } from '../HandoverCover';
import { PhasePanel } from '../PhasePanel';
import { useGameStore, type LogEntry } from '../store';
import { battleAtTheTable, handoverDue, mayAct, rollsBeforeHandover } from './seat';

const HUMANS: Record<Side, string> = { chile: 'human', allied: 'human' };

/** Cochrane sails from 2915 to 2814; Unión and Pilcomayo, three hexes away, intercept with a 6: naval combat at 2814 (7.3, 7.9). */
function intercepted(dice: number[]): { game: GameState; log: LogEntry[]; actions: Action[] } {
  const start = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-union': shipAt('2514'), 'pe-ship-pilcomayo': shipAt('2514') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  const r = { game: withDice(start, [6, ...dice]), log: [] as LogEntry[], actions: [] as Action[] };
  for (const a of [
    { type: 'sail', side: 'chile', stack: 's1', to: '2814' },
    { type: 'intercept', side: 'allied', hex: '2514' },
    { type: 'interceptRoll', side: 'allied', transports: false },
  ] as Action[]) act(r, a);
  return r;
}

function act(r: { game: GameState; log: LogEntry[]; actions: Action[] }, a: Action): void {
  const next = applyAction(r.game, a);
  if (!next.ok) throw new Error(`${a.type}: ${JSON.stringify(next.error)}`);
  r.game = next.state;
  r.log.push(...next.events.map((event) => ({ step: next.state.step, event })));
  r.actions.push(a);
}

function seat(r: { game: GameState; log: LogEntry[]; actions: Action[] }, viewer: Side | 'observer', players = HUMANS) {
  useGameStore.setState({ game: r.game, start: null, actions: [...r.actions], log: [...r.log], gameId: 'table-test', viewer, replay: null, players, rollSeen: null });
}

describe('7.9 a naval combat in hot seat is fought at the table', () => {
  it('7.9 the Allies\' successful interception: their die and the call to both players on one cover, one tap to the battle, and the board shows what both may see (issue 20: the die, then the call, took two taps)', () => {
    const r = intercepted([6, 6, 6]);
    expect(r.game.pending.at(-1)?.kind).toMatch(/setAside|navalFire/);
    seat(r, 'allied');
    const s = () => useGameStore.getState();
    expect(battleAtTheTable(s())).not.toBeNull();
    // The roller's own die first, then a call to both players instead of "pass the device to …".
    expect(rollsBeforeHandover(s())).toMatchObject({ by: 'allied', battle: 'begins' });
    expect(handoverDue(s())).toBe(true);
    render(<HandoverCover />);
    expect(screen.getByTestId('roll-step-verdict').textContent).toMatch(/Interception succeeds: naval combat at hex 2814/);
    // The die's own screen calls both players: no board is drawn, and the roller's view is not in it.
    const call = screen.getByTestId('battle-call').textContent!;
    expect(call).toContain('Naval combat at hex 2814: both players to the screen');
    expect(call).toContain('First to decide:');
    expect(screen.queryByRole('button', { name: 'On to the battle: call the other player' })).toBeNull();
    expect(screen.getAllByRole('button').filter((b) => !b.classList.contains('rule-link'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'We are both here — show the battle' }));
    expect(s().viewer).toBe('observer');
    expect(handoverDue(s())).toBe(false);
    expect(mayAct(s())).toBe(true);
  });

  it('7.9 each side answers in turn with no cover between the shots; after the last shot both see its dice, then the next side is asked for the device', () => {
    const r = intercepted([6, 6, 6, 6]);
    seat(r, 'observer');
    const s = () => useGameStore.getState();
    let shots = 0;
    while (battleAtTheTable(s())) {
      expect(handoverDue(s())).toBe(false);
      expect(mayAct(s())).toBe(true);
      const top = s().game.pending.at(-1)!;
      const legal = legalActions(s().game);
      // The side named by the decision answers, whichever side it is.
      expect(legal.every((a) => a.side === top.side)).toBe(true);
      const a = legal.find((x) => x.type === 'fire') ?? legal[0]!;
      if (a.type === 'fire') shots++;
      const rr = { game: s().game, log: [...s().log], actions: [...s().actions] };
      act(rr, a);
      seat(rr, 'observer');
    }
    expect(shots).toBeGreaterThanOrEqual(2);
    // The battle over, Chile sails on: the last shot first, for both to see, then the cover for Chile.
    const step = rollsBeforeHandover(s());
    expect(step).toMatchObject({ battle: 'ended', next: 'chile' });
    expect(handoverDue(s())).toBe(true);
    render(<HandoverCover />);
    const shown = screen.getByTestId('roll-before-handover').textContent!;
    expect(shown).toContain('The last shot of the battle');
    expect(shown).not.toContain('You rolled');
    fireEvent.click(screen.getByRole('button', { name: 'Hand the device to Chile' }));
    expect(screen.getByTestId('handover').textContent).toMatch(/Pass the device to Chile/);
  });

  it('7.9 at the table the prompt names the side to decide and offers its gunfire picker, with the last shot, the other side\'s, at its top (it showed the deciding side\'s own earlier shot, stale: table QA round 11)', () => {
    // Cochrane and Blanco Encalada sail into Huáscar's and Independencia's hex (interception there needs no die); every shot a 2, a hit.
    const r = { game: withDice(navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-blanco-encalada': shipAt('2915'), 'pe-ship-huascar': shipAt('2814'), 'pe-ship-independencia': shipAt('2814') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }, { ship: 'cl-ship-blanco-encalada', area: 'VI', forTurn: 3 }], allied: [] },
    }), [2, 2, 2, 2]), log: [] as LogEntry[], actions: [] as Action[] };
    for (const a of [
      { type: 'sail', side: 'chile', stack: 's1', to: '2814' },
      { type: 'intercept', side: 'allied', hex: '2814' },
      { type: 'interceptRoll', side: 'allied', transports: false },
    ] as Action[]) act(r, a);
    const s = () => useGameStore.getState();
    seat(r, 'observer');
    // Two shots, one a side: the side that fired first decides again.
    for (let shots = 0; shots < 2; ) {
      const legal = legalActions(s().game);
      const a = legal.find((x) => x.type === 'fire') ?? legal[0]!;
      if (a.type === 'fire') shots++;
      const rr = { game: s().game, log: [...s().log], actions: [...s().actions] };
      act(rr, a);
      seat(rr, 'observer');
    }
    const top = s().game.pending.at(-1);
    expect(top?.kind).toBe('navalFire');
    const firstShot = s().actions.find((a) => a.type === 'fire')!;
    expect(top!.side).toBe(firstShot.side);
    render(<PhasePanel />);
    expect(screen.getByTestId('prompt-heading').textContent).toMatch(top!.side === 'chile' ? /^Chile to act/ : /^Allies to act/);
    expect(screen.getByTestId('fire-picker')).toBeTruthy();
    // The last shot, the other side's, for both to read — not the deciding side's own earlier one.
    const lastShot = s().actions.at(-1)!;
    expect(lastShot).toMatchObject({ type: 'fire' });
    expect(lastShot.side).not.toBe(top!.side);
    const name = (id: string) => (id === 'cl-ship-cochrane' ? 'Almirante Cochrane' : id === 'cl-ship-blanco-encalada' ? 'Blanco Encalada' : id === 'pe-ship-huascar' ? 'Huáscar' : 'Independencia');
    const shown = screen.getByTestId('action-result').textContent!;
    expect(shown).toContain(`Gunfire of ${name((lastShot as Extract<Action, { type: 'fire' }>).ship)} at`);
    expect(screen.getAllByTestId('result-line')).toHaveLength(1);
  });

  it('7.9 against a bot, or in a replay, there is no battle at the table: the human answers from his own seat', () => {
    const r = intercepted([6, 6, 6]);
    seat(r, 'allied', { chile: 'heuristic', allied: 'human' });
    expect(battleAtTheTable(useGameStore.getState())).toBeNull();
    seat(r, 'observer');
    useGameStore.setState({ replay: {} as never });
    expect(battleAtTheTable(useGameStore.getState())).toBeNull();
    expect(mayAct(useGameStore.getState())).toBe(false);
    useGameStore.setState({ replay: null });
  });
});
