import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { navalPosition } from '../../engine/naval/testKit';
import { i18n } from '../i18n';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

function seat(game: GameState, viewer = game.side) {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'bolivia-warning', viewer, replay: null, players: { chile: 'human', allied: 'human' }, lesson: null });
  return render(<PhasePanel />);
}

/** Turn 2, the Allies' Land Movement Phase; Chile holds Arica and Tacna (2 VP each), Mollendo and Arequipa (1 each)… */
const chileTookFourTowns = (extra: Record<string, 'chile'> = {}, bonusVp = 0) =>
  navalPosition({ turn: 2, side: 'allied', phase: 'landMovement', control: { '3116': 'chile', '3115': 'chile', '2914': 'chile', '2913': 'chile', ...extra }, ...(bonusVp ? { bonusVp } : {}) });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('5.6 Bolivia about to quit the war: told in the turn it can still be prevented', () => {
  it('5.6 the Allied player is told, in his turn, that Bolivia quits at the end of it unless he retakes enough VP, and where Chile holds them (table QA round 19)', () => {
    const game = chileTookFourTowns({ '3218': 'chile' });
    seat(game);
    const text = screen.getByTestId('bolivia-warning').textContent ?? '';
    expect(text).toMatch(/^Bolivia is about to quit the war \(5\.6\): Chile holds (\d+) VP\. If it still holds 7 or more when this game turn ends/);
    const vp = Number(/holds (\d+) VP/.exec(text)![1]);
    expect(vp).toBeGreaterThanOrEqual(7);
    expect(text).toContain(`Retake ${vp - 6} VP or more this turn: Chile holds `);
    expect(text).toContain('Arica (3116): 2 VP');
    expect(text).toContain('Mollendo (2914): 1 VP');
  });

  it('5.6 nothing is said below 7 VP, nor in the Allied Victory Determination Phase, which has reckoned it', () => {
    const few = navalPosition({ turn: 2, side: 'allied', phase: 'landMovement', control: { '3116': 'chile' } });
    const { unmount } = seat(few);
    expect(screen.queryByTestId('bolivia-warning')).toBeNull();
    unmount();
    seat({ ...chileTookFourTowns({ '3218': 'chile' }), phase: 'victoryDetermination' });
    expect(screen.queryByTestId('bolivia-warning')).toBeNull();
  });

  it("5.6 / 5.5 Chile's player is told what holding the mark means; a naval bonus that alone reaches it is named as beyond retaking", () => {
    const chile = { ...chileTookFourTowns({ '3218': 'chile' }), side: 'chile' as const };
    const { unmount } = seat(chile);
    expect(screen.getByTestId('bolivia-warning').textContent).toMatch(/^Bolivia quits the war when this game turn ends if Chile still holds 7 VP or more \(5\.6\): Chile holds \d+ now\.$/);
    unmount();
    seat(navalPosition({ turn: 6, side: 'allied', phase: 'landMovement', control: { '3116': 'chile' }, bonusVp: 7 }));
    expect(screen.getByTestId('bolivia-warning').textContent).toBe('Bolivia will quit the war when this game turn ends (5.6): Chile holds 9 VP, of which its naval bonus alone is 7 (5.5), and no recapture can bring it below 7.');
  });

  it('5.6 Chilean land units in Oruro and La Paz: the Allied player is told to drive them out of one of the two', () => {
    const game = navalPosition({
      turn: 6,
      side: 'allied',
      phase: 'landMovement',
      units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3513' }, steps: 2 }, 'cl-inf-2nd': { location: { kind: 'hex', hex: '3616' }, steps: 2 } },
      control: { '3513': 'chile', '3616': 'chile' },
    });
    seat(game);
    expect(screen.getByTestId('bolivia-warning').textContent).toContain('Chilean land units hold Oruro and La Paz. Drive them out of one of the two before this game turn ends');
  });

  it('5.6 in Spanish', async () => {
    await i18n.changeLanguage('es');
    seat(chileTookFourTowns({ '3218': 'chile' }));
    expect(screen.getByTestId('bolivia-warning').textContent).toMatch(/^Bolivia está a punto de abandonar la guerra \(5\.6\): Chile tiene \d+ PV\..*Recupera \d+ PV o más en este turno: Chile tiene .*Arica \(3116\): 2 PV/);
  });
});
