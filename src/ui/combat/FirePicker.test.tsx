import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, viewFor, type Action } from '../../engine';
import { useGameStore } from '../store';
import { FirePicker } from './FirePicker';
import { twoAgainstTwo } from './navalBattle.testKit';


function Picker() {
  const game = useGameStore((s) => s.game);
  return <FirePicker view={viewFor(game, 'observer')} legal={legalActions(game)} />;
}

describe('7.9 the gunfire picker: the warship that fires, then its target', () => {
  it('7.9 two warships to fire: the ship first (no button for every pair), then its targets with the odds of the shot; another ship may be picked instead', () => {
    const game = twoAgainstTwo();
    const top = game.pending.at(-1)!;
    expect(top.kind).toBe('navalFire');
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'fire-picker', viewer: 'observer', replay: null, players: { chile: 'human', allied: 'human' } });
    render(<Picker />);
    const picker = () => screen.getByTestId('fire-picker');
    const ships = within(picker()).getAllByTestId('fire-ship');
    expect(ships).toHaveLength(2);
    expect(within(picker()).queryAllByTestId('fire-target')).toHaveLength(0);
    expect(ships.map((b) => b.textContent)).toEqual(expect.arrayContaining([expect.stringMatching(/ · gunfire \d · 2 targets$/)]));
    fireEvent.click(ships[0]!);
    const firer = (legalActions(game).find((a) => a.type === 'fire') as Extract<Action, { type: 'fire' }>).ship;
    const targets = within(picker()).getAllByTestId('fire-target');
    expect(targets).toHaveLength(2);
    expect(picker().textContent).toMatch(/fires at: a die plus the target's armour under \d hits; a 1 always sinks \(7\.9, 7\.10\)\./);
    for (const b of targets) expect(b.textContent).toMatch(/\(armour \d\) · hit \d+%: damaged \d+%, sunk \d+%$/);
    // Back to the ships: another fires instead.
    fireEvent.click(screen.getByRole('button', { name: 'Another warship fires' }));
    expect(within(picker()).getAllByTestId('fire-ship')).toHaveLength(2);
    fireEvent.click(within(picker()).getAllByTestId('fire-ship')[0]!);
    // A target sends the legal shot of that ship at it.
    act(() => fireEvent.click(within(picker()).getAllByTestId('fire-target')[0]!));
    const last = useGameStore.getState().actions.at(-1);
    expect(last).toMatchObject({ type: 'fire', side: top.side, ship: firer });
    expect(useGameStore.getState().game.step).toBe(game.step + 1);
  });

  it('7.10 a target only a natural 1 can hit is said so, with no "damaged 0%" (Huáscar, gunfire 5, at a Chilean ironclad of armour 3: table QA round 12)', () => {
    let game = twoAgainstTwo();
    // Chile's first shot, whatever it does: then the Allies fire.
    const first = legalActions(game).find((a) => a.type === 'fire')!;
    expect(first.side).toBe('chile');
    const r = applyAction(game, first);
    if (!r.ok) throw new Error(r.error.code);
    game = r.state;
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'fire-picker', viewer: 'observer', replay: null, players: { chile: 'human', allied: 'human' } });
    render(<Picker />);
    const picker = screen.getByTestId('fire-picker');
    const huascar = within(picker).queryAllByTestId('fire-ship').find((b) => b.textContent?.startsWith('Huáscar'));
    if (huascar) fireEvent.click(huascar);
    const targets = within(screen.getByTestId('fire-picker')).getAllByTestId('fire-target').map((b) => b.textContent);
    // (Each button's text begins with its counter's figures, which are hidden from its accessible name.)
    expect(targets.some((t) => /Almirante Cochrane \(armour 3\) · only a 1 hits: sunk 17%$/.test(t ?? '') || /Blanco Encalada \(armour 3\) · only a 1 hits: sunk 17%$/.test(t ?? ''))).toBe(true);
    expect(targets.join(' ')).not.toMatch(/damaged 0%/);
  });
});
