import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import type { GameState } from '../../engine';
import { CombatPanel } from '../combat/CombatPanel';
import { PhasePanel } from '../PhasePanel';
import { convoyIntercepted } from './convoyIntercepted';
import { useGameStore } from '../store';

function seat(game: GameState) {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'set-aside', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null, lastError: null });
  return render(<PhasePanel />);
}

describe('the set-aside prompt (7.9)', () => {
  beforeEach(() => useGameStore.setState({ lastError: null, setAsidePicks: null }));

  it('7.9 the ships to set aside are picked and unpicked before any is sent: nothing happens until the player opens fire', () => {
    const start = convoyIntercepted();
    expect(start.pending.at(-1)?.kind).toBe('setAside');
    seat(start);
    const box = screen.getByTestId('set-aside');
    expect(box.textContent).toContain('Your 2 ships against the enemy\'s only ship: you may set 1 aside.');
    const loa = within(box).getByRole('button', { name: 'Loa (transport): fights' });
    const cochrane = within(box).getByRole('button', { name: 'Almirante Cochrane (warship): fights' });
    fireEvent.click(loa);
    expect(within(box).getByRole('button', { name: 'Loa (transport): set aside' }).getAttribute('aria-pressed')).toBe('true');
    // Only one may be set aside: the other waits until Loa is taken back.
    expect((cochrane as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('open-fire').textContent).toBe('Open fire, Loa set aside');
    // Picking sent nothing: the decision still stands.
    expect(useGameStore.getState().game).toBe(start);
    // The battle's card marks the pick too (it listed Loa as fighting until fire opened; QA round 5).
    const card = render(<CombatPanel />);
    expect(card.getByTestId('combat').textContent).toContain('to be set aside');
    card.unmount();
    fireEvent.click(within(box).getByRole('button', { name: 'Loa (transport): set aside' }));
    expect(screen.getByTestId('open-fire').textContent).toBe('Open fire with every ship');
    expect((cochrane as HTMLButtonElement).disabled).toBe(false);
    // The panel does not offer the one-click answers beside it.
    expect(screen.queryByRole('button', { name: /^Set .* aside$/ })).toBeNull();
  });

  it('7.9 in Spanish, one enemy ship and one ship set aside read in the singular (QA round 19, NIT-1)', async () => {
    await i18n.changeLanguage('es');
    try {
      seat(convoyIntercepted());
      const box = screen.getByTestId('set-aside');
      expect(box.textContent).toContain('Tus 2 buques contra el único buque del enemigo: puedes apartar 1.');
      fireEvent.click(within(box).getByRole('button', { name: /^Loa/ }));
      expect(screen.getByTestId('open-fire').textContent).toBe('Abrir fuego, con Loa apartado');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('7.9 opening fire sends the ships picked, then the gunfire begins with them out of the battle', () => {
    seat(convoyIntercepted());
    fireEvent.click(screen.getByRole('button', { name: 'Loa (transport): fights' }));
    fireEvent.click(screen.getByTestId('open-fire'));
    const { game, lastError, actions } = useGameStore.getState();
    expect(lastError).toBeNull();
    expect(actions).toEqual([{ type: 'setAside', side: 'chile', ship: 'cl-ship-loa' }]);
    expect(game.naval.combat?.setAside).toEqual(['cl-ship-loa']);
    expect(game.pending.at(-1)?.kind).toBe('navalFire');
  });

  it('7.9 opening fire with every ship sends the one answer that begins the gunfire', () => {
    seat(convoyIntercepted());
    fireEvent.click(screen.getByTestId('open-fire'));
    const { game, actions } = useGameStore.getState();
    expect(actions).toEqual([{ type: 'beginNavalCombat', side: 'chile' }]);
    expect(game.naval.combat?.setAside).toEqual([]);
    expect(game.pending.at(-1)?.kind).toBe('navalFire');
  });

  it('7.9 the prompt says who will fire first as the ships are picked: setting aside the fastest warship can give the first shot away', () => {
    seat(convoyIntercepted());
    expect(screen.getByTestId('set-aside-first').textContent).toMatch(/^First fire, as picked: Chile, the side intercepted\./);
    fireEvent.click(screen.getByRole('button', { name: 'Almirante Cochrane (warship): fights' }));
    expect(screen.getByTestId('set-aside-first').textContent).toMatch(/^First fire, as picked: Allies\. Huáscar/);
  });
});
