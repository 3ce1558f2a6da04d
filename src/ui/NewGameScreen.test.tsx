import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGameStore } from './store';
import { i18n } from './i18n';
import { NewGameScreen } from './NewGameScreen';

describe('the new-game screen\'s players', () => {
  it('name each side with a capital at the start of its line, in Spanish too ("los Aliados" stood lowercase beside "Chile")', async () => {
    const { container } = render(<NewGameScreen />);
    const names = () => Array.from(container.querySelectorAll('fieldset'))[0]!.querySelectorAll('label > span');
    expect(Array.from(names(), (n) => n.textContent)).toEqual(['Chile', 'Allies']);
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(Array.from(names(), (n) => n.textContent)).toEqual(['Chile', 'Los Aliados']);
      expect(screen.getByRole('combobox', { name: 'Los Aliados' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('the new-game screen\'s rules options', () => {
  it('each names its rule case once ("(8.6) (8.6)", "(6.3, 6.4) (6.3)" stood where the words end with their own case; QA round 5), in Spanish too ("(notas de 6.3/6.4) (8.6)": QA round 7)', async () => {
    const { container } = render(<NewGameScreen />);
    const twice = () =>
      Array.from(container.querySelectorAll('label.option > span'))
        .map((n) => n.textContent ?? '')
        .filter((text) => /\([^()]*\d+\.\d+[^()]*\)\s*\(\d+\.\d+[^()]*\)$/.test(text.trim()));
    const cases = () => Array.from(container.querySelectorAll('label.option > span')).filter((n) => /\(\d+\.\d+[^()]*\)/.test(n.textContent ?? '')).length;
    expect(twice()).toEqual([]);
    expect(cases()).toBeGreaterThan(5);
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(twice()).toEqual([]);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('the new-game screen\'s seed', () => {
  it('reads typed digits as the number the command line reads (`play --seed 7`): the same dice, not the text "7" (QA round 7)', async () => {
    const { fireEvent } = await import('@testing-library/react');
    const { newGame } = await import('../engine');
    const { useGameStore } = await import('./store');
    render(<NewGameScreen />);
    fireEvent.change(screen.getByLabelText('Seed'), { target: { value: ' 7 ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Dice from the seed alone/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the war' }));
    const game = useGameStore.getState().game;
    expect(game.seed).toBe(7);
    expect(game.dice).toEqual(newGame({ seed: 7 }).dice);
    expect(game.dice).not.toEqual(newGame({ seed: '7' }).dice);
  });
});

describe('the new-game screen\'s "Open file…"', () => {
  it('says why a file is refused, as the playing screen does (it said nothing at all; QA round 9)', async () => {
    render(<NewGameScreen />);
    fireEvent.change(screen.getByTestId('open-file'), { target: { files: [new File(['{"format": "wotp-game", "ver'], 'cut.json', { type: 'application/json' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain('This is not a game file: it is not JSON (cut short, or edited by hand?).');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the new-game screen\'s start in hot seat', () => {
  it('4.2 the first side to set up is asked for the device before its set-up is shown (whoever pressed Start may be the other player); against a bot, the human side sits at once', async () => {
    const { useGameStore } = await import('./store');
    render(<NewGameScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Start the war' }));
    // Nobody sits at the screen yet: the hand-over cover (HandoverCover) asks the side to act.
    expect(useGameStore.getState().viewer).toBe('observer');
    render(<NewGameScreen />);
    const chile = screen.getAllByRole('combobox', { name: 'Chile' }).at(-1)!;
    fireEvent.change(chile, { target: { value: 'heuristic' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Start the war' }).at(-1)!);
    expect(useGameStore.getState().players.chile).toBe('heuristic');
    expect(useGameStore.getState().viewer).toBe('allied');
  });
});

describe('the new-game screen\'s bots', () => {
  it('say in one line what the bot chosen for a side is: random, heuristic or search (they were names alone to a first-time player: QA, tablet)', async () => {
    render(<NewGameScreen />);
    const allies = screen.getByRole('combobox', { name: 'Allies' });
    // A human: nothing to explain.
    expect(screen.queryByTestId('player-hint-allied')).toBeNull();
    const about = (kind: string) => {
      fireEvent.change(allies, { target: { value: kind } });
      const hint = screen.getByTestId('player-hint-allied');
      expect(allies.getAttribute('aria-describedby')).toBe(hint.id);
      return hint.textContent;
    };
    expect(about('random')).toMatch(/any legal move at random: for testing/);
    expect(about('heuristic')).toMatch(/quick player that follows rules of thumb/);
    expect(about('search')).toMatch(/Looks ahead by playing the game on.*The strongest, but it thinks longer/);
    expect(screen.queryByTestId('player-hint-chile')).toBeNull();
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(screen.getByTestId('player-hint-allied').textContent).toMatch(/^Prevé jugando la partida/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('the new-game screen\'s Rules button', () => {
  it('opens the rules reference the game uses, with no game being played (the rules could not be read before a game: QA, tablet)', async () => {
    Element.prototype.scrollIntoView = function scrollIntoView() {};
    act(() => useGameStore.setState({ screen: 'newGame', rules: null }));
    render(<NewGameScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    expect(useGameStore.getState().rules).toEqual({ caseId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Rules reference' });
    expect(await within(dialog).findByRole('navigation', { name: 'Contents' })).toBeTruthy();
    expect(dialog.querySelector('[data-rule="7.4"]')).not.toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog.isConnected).toBe(false);
    expect(useGameStore.getState().rules).toBeNull();
    expect(screen.getByTestId('new-game')).toBeTruthy();
  });
});
