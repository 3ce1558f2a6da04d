import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeSide, applyAction, legalActions, newGame, type Action } from '../../engine';
import { i18n } from '../i18n';
import { legalActionsOf, useGameStore } from '../store';
import { ReplayBar } from './ReplayBar';

const store = useGameStore.getState;

describe('the replay bar', () => {
  it('"Jump to turn" offers only the turns the game has reached (turns 2–12 were listed in turn 1 and led nowhere)', () => {
    act(() => store().startGame({ seed: 'replay-turns', setup: 'historical' }));
    // Both sides end every phase (and answer any decision with its first answer) into turn 2.
    for (let i = 0; i < 300 && store().game.turn < 2; i++) {
      const side = activeSide(store().game);
      if (side && store().viewer !== side) act(() => store().takeOver(side));
      const legal = legalActionsOf(store().game);
      act(() => store().dispatch(legal.find((a) => a.type === 'endPhase') ?? legal[0]!));
    }
    expect(store().game.turn).toBe(2);
    // Not while the hand-over cover is up (issue 17): the side to act takes the device first.
    const side = activeSide(store().game);
    if (side) act(() => store().takeOver(side));
    act(() => store().enterReplay());
    expect(store().replay).not.toBeNull();
    render(<ReplayBar />);
    const jump = screen.getByRole('combobox', { name: 'Jump to turn' });
    const turns = Array.from(jump.querySelectorAll('option')).filter((o) => !o.disabled).map((o) => o.value);
    expect(turns).toEqual(['1', '2']);
  });

  it('"Next phase" with the phase the replay is in goes to the next time that phase begins, not one step on', () => {
    const r = store().replay!;
    // A step inside Chile's turn-1 Administrative Phase that is not its first.
    const inside = r.states.findIndex((s, k) => k > 0 && s.phase === 'administrative' && r.states[k - 1]!.phase === 'administrative');
    expect(inside).toBeGreaterThan(0);
    act(() => store().replayTo(inside));
    render(<ReplayBar />);
    const next = screen.getByRole('combobox', { name: 'Next phase' });
    act(() => {
      fireEvent.change(next, { target: { value: 'administrative' } });
    });
    const at = store().replay!.index;
    const here = store().replay!.states[at]!;
    const before = store().replay!.states[at - 1]!;
    expect(here.phase).toBe('administrative');
    expect(before.phase !== 'administrative' || before.side !== here.side || before.turn !== here.turn).toBe(true);
  });

  it('4.1 "Next phase" goes past a time the phase was only ended (it stopped at Chile\'s empty Victory Determination Phase); with only such times left, it goes to the next', () => {
    act(() => store().replayTo(0));
    render(<ReplayBar />);
    const next = screen.getAllByRole('combobox', { name: 'Next phase' }).at(-1)!;
    act(() => {
      fireEvent.change(next, { target: { value: 'victoryDetermination' } });
    });
    const r = store().replay!;
    const here = r.states[r.index]!;
    // Chile's came first and was only ended; the Allies' tells what the turn's end reckoned.
    expect(r.states.some((s, k) => k < r.index && s.phase === 'victoryDetermination' && s.side === 'chile')).toBe(true);
    expect([here.phase, here.side, here.turn]).toEqual(['victoryDetermination', 'allied', 1]);
    // In this game every Naval Combat Phase was only ended: the next one is shown all the same.
    act(() => store().replayTo(0));
    act(() => {
      fireEvent.change(next, { target: { value: 'navalCombat' } });
    });
    const first = r.states.findIndex((s) => s.phase === 'navalCombat');
    expect(store().replay!.index).toBe(first);
    // None later: said so (the bar stood still without a word: QA round 15).
    act(() => store().replayTo(r.states.length - 1));
    act(() => {
      fireEvent.change(next, { target: { value: 'navalCombat' } });
    });
    expect(store().replay!.index).toBe(r.states.length - 1);
    expect(screen.getByTestId('replay-no-later').textContent).toBe('No later Naval Combat Phase in this game');
  });

  it('the "view as" menu of a finished game names the Allies with a capital in Spanish ("los Aliados" began its option; QA round 4)', async () => {
    act(() => useGameStore.setState({ replay: { ...store().replay!, full: true } }));
    await act(() => i18n.changeLanguage('es'));
    try {
      render(<ReplayBar />);
      const options = Array.from(screen.getByRole('combobox', { name: 'Ver como' }).querySelectorAll('option')).map((o) => o.textContent);
      expect(options).toEqual(['Observador', 'Chile', 'Los Aliados']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('a step and play look different ("▶" next step and "▶︎" play were the same glyph; QA round 5), and each says what it does', () => {
    render(<ReplayBar />);
    const glyph = (name: string) => screen.getByRole('button', { name }).textContent;
    const all = ['First step', 'Previous step', 'Play', 'Next step', 'Last step'].map((n) => screen.queryByRole('button', { name: n }) ? glyph(n) : null);
    expect(all.every((g) => g !== null)).toBe(true);
    expect(new Set(all.map((g) => g!.replace(/\uFE0E|\uFE0F/g, ''))).size).toBe(5);
    expect(screen.getByRole('button', { name: 'Play' }).getAttribute('title')).toBe('Play');
  });

  it('a bot-against-bot file goes on with the players chosen in "Continue playing from here": a player may take Chile (it carried on as bot against bot; QA round 7)', () => {
    // A file of two heuristic bots, 40 steps in.
    let game = newGame({ seed: 'fork-players' });
    const actions: Action[] = [];
    for (let i = 0; i < 40; i++) {
      const a = legalActions(game).find((x) => x.type === 'historicalSetup') ?? legalActions(game).find((x) => x.type === 'endPhase') ?? legalActions(game)[0]!;
      const r = applyAction(game, a);
      if (!r.ok) throw new Error(r.error.code);
      game = r.state;
      actions.push(a);
    }
    act(() => store().openGame({ game, start: null, actions, log: [], players: { chile: 'heuristic', allied: 'heuristic' } }));
    act(() => store().enterReplay());
    expect(store().replay?.full).toBe(true);
    act(() => store().replayTo(20));
    render(<ReplayBar />);
    // Cancel forks nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing from here' }));
    const dialog = screen.getByRole('dialog', { name: 'Continue playing from here' });
    expect((within(dialog).getByRole('combobox', { name: 'Chile' }) as HTMLSelectElement).value).toBe('heuristic');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store().replay).not.toBeNull();
    // Chile to a human, the Allies left to the bot.
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing from here' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Chile' }), { target: { value: 'human' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(store().replay).toBeNull();
    expect(store().players).toEqual({ chile: 'human', allied: 'heuristic' });
    expect(store().game.step).toBe(20);
    // The player at the screen is Chile's (the one human), not an observer.
    expect(store().viewer).toBe('chile');
  });

  it('a live game\'s replay continues with its own players, not asked who plays (what each player sees stays his own, issue 17); against a bot it says what is set aside first (QA round 9: a bad roll thrown again at one click)', () => {
    act(() => store().startGame({ seed: 'fork-live', setup: 'historical', players: { chile: 'human', allied: 'heuristic' } }));
    act(() => store().takeOver('allied'));
    act(() => store().dispatch(legalActionsOf(store().game).find((a) => a.type === 'endPhase')!));
    act(() => store().enterReplay());
    expect(store().replay?.full).toBe(false);
    act(() => store().replayTo(0));
    render(<ReplayBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing from here' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(dialog.textContent).toContain("The bot's moves after it are played again too");
    expect(dialog.textContent).not.toContain('both must agree');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Play on from here' }));
    expect(store().replay).toBeNull();
    expect(store().players).toEqual({ chile: 'human', allied: 'heuristic' });
    expect(store().fileError).toMatch(/^Played on from turn 1, step 0 of "[^"]+": the 1 action and 0 rolls of the dice played after it were set aside/);
    expect(store().fileError).not.toContain('agreeing');
  });

  it('from the last step of a live game nothing is set aside: the game itself goes on, with nothing to agree to and no branch', () => {
    act(() => store().startGame({ seed: 'fork-last', setup: 'historical' }));
    const side = activeSide(store().game);
    if (side && store().viewer !== side) act(() => store().takeOver(side));
    const before = { gameId: store().gameId, gameName: store().gameName, actions: store().actions.length };
    act(() => store().enterReplay());
    render(<ReplayBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing from here' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store().replay).toBeNull();
    // The game itself goes on: no branch, its replay kept (QA round 10: a branch of it, 'step 0 / 0').
    expect({ gameId: store().gameId, gameName: store().gameName, actions: store().actions.length }).toEqual(before);
  });

  it('4.1 in hot seat, playing on from an earlier step of a live game asks both players to agree, says what is set aside (actions and dice), and tells whoever takes the device next (QA round 9: one player erased the other\'s turn and rolled an attack again, untold)', async () => {
    act(() => store().startGame({ seed: 'fork-hot-seat', setup: 'historical' }));
    // Both players end their phases into Chile's turn 1, past the Supply Column roll.
    for (let i = 0; i < 40 && !(store().game.side === 'chile' && store().game.phase === 'navalMovement'); i++) {
      const side = activeSide(store().game);
      if (side && store().viewer !== side) act(() => store().takeOver(side));
      const legal = legalActionsOf(store().game);
      act(() => store().dispatch(legal.find((a) => a.type === 'endPhase') ?? legal[0]!));
    }
    const side = activeSide(store().game);
    if (side && store().viewer !== side) act(() => store().takeOver(side));
    const before = { game: store().game, gameId: store().gameId };
    act(() => store().enterReplay());
    act(() => store().replayTo(1));
    const r = store().replay!;
    const rolls = r.logs.filter((e) => e.step > r.states[1]!.step && e.event.type === 'roll').length;
    expect(rolls).toBeGreaterThan(0);
    render(<ReplayBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing from here' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(`${r.states.length - 2} actions and ${rolls} roll${rolls === 1 ? "" : "s"} of the dice`);
    expect(dialog.textContent).toContain('both must agree');
    // Cancel (where the focus starts) sets nothing aside.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store().replay).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing from here' }));
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'We both agree: play on from here' }));
    expect(store().replay).toBeNull();
    expect(store().gameId).not.toBe(before.gameId);
    expect(store().game.step).toBe(1);
    expect(store().fileError).toMatch(/both players agreeing: the \d+ actions and \d+ rolls? of the dice played after it were set aside; that game is kept under Saved games\./);
    // The next replay opens on its bar, not on this dialog again (QA round 10: it came back by itself).
    const next = activeSide(store().game);
    if (next && store().viewer !== next) act(() => store().takeOver(next));
    act(() => store().enterReplay());
    expect(store().replay).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
