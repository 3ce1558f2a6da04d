import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../engine';
import { navalPosition, shipAt } from '../../engine/naval/testKit';
import { MapView } from '../map/MapView';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

const IQUIQUE = '3218';

/** 7.6 / 7.7: Chile's Naval Combat Phase at Iquique, its fort standing: Blanco Encalada (gunfire 6) may hit it, Abtao (gunfire 3) never can. */
const atFortIquique = (): GameState =>
  navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalCombat',
    ships: { 'cl-ship-abtao': shipAt(IQUIQUE), 'cl-ship-blanco-encalada': shipAt(IQUIQUE) },
    forts: { 'pe-fort-iquique': { status: 'standing' } },
    control: { [IQUIQUE]: 'allied' },
  });

/** A button's words without the number key drawn on it. */
const words = (b: HTMLElement) => [...b.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('choice-key'))).map((n) => n.textContent).join('');
const choiceButtons = () => within(screen.getByTestId('choice')).getAllByRole('button');
/** The prompt's own answers, below the "which?" menu (not its buttons). */
const listed = () => [...screen.getByTestId('prompt').querySelectorAll(':scope > .actions button')].map((b) => b.textContent ?? '');

function seat(game: GameState) {
  act(() => useGameStore.setState({ game, start: game, actions: [], log: [], gameId: 'raid-choice', viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, selectedPiece: null, selectedHex: null, openPlace: null, choice: null, notice: null, lastError: null }));
}

describe('the raids a click on Iquique offers', () => {
  beforeEach(() => seat(atFortIquique()));

  it('MINOR-4 the "which?" menu\'s raids are not listed again below it; "End Naval Combat Phase" still is (QA round 19a: eight raids twice pushed it off screen)', () => {
    const { container } = render(
      <>
        <MapView />
        <PhasePanel />
      </>,
    );
    expect(listed().filter((t) => t.includes(' raids '))).toHaveLength(2);
    fireEvent.click(container.querySelector(`[data-hex="${IQUIQUE}"]`)!);
    expect(choiceButtons().filter((b) => words(b).includes(' raids '))).toHaveLength(2);
    expect(listed().filter((t) => t.includes(' raids '))).toEqual([]);
    expect(listed()).toEqual(['End Naval Combat Phase']);
  });

  it('MINOR-4 each button of the "which?" menu takes its raid', () => {
    const raids = legalActions(atFortIquique()).filter((a) => a.type === 'raid');
    const { container } = render(
      <>
        <MapView />
        <PhasePanel />
      </>,
    );
    expect(raids).toHaveLength(2);
    for (let i = 0; i < raids.length; i++) {
      seat(atFortIquique());
      fireEvent.click(container.querySelector(`[data-hex="${IQUIQUE}"]`)!);
      const offered = useGameStore.getState().choice!.actions[i];
      fireEvent.click(choiceButtons()[i]!);
      expect(useGameStore.getState().actions).toEqual([offered]);
      expect(useGameStore.getState().game.step).toBe(atFortIquique().step + 1);
      expect(screen.queryByTestId('choice')).toBeNull();
    }
  });

  it('MINOR-6 a raid with no chance to hit comes last, says why, is drawn apart, and warns that the fort still fires back (7.6, 7.7)', () => {
    // The engine lists Abtao's raid first.
    expect(legalActions(atFortIquique()).filter((a) => a.type === 'raid').map((a) => (a.type === 'raid' ? a.ship : ''))).toEqual(['cl-ship-abtao', 'cl-ship-blanco-encalada']);
    const { container } = render(
      <>
        <MapView />
        <PhasePanel />
      </>,
    );
    expect(listed()[0]).toMatch(/^Blanco Encalada raids Fort Iquique: hit \d+%/);
    expect(listed()[1]).toBe('Abtao raids Fort Iquique: no chance to hit — even the lowest roll (2+1) is not below its gunfire 3 (7.6); the fort still fires back: 28% to hit (critical 3%)');
    expect(listed()[2]).toBe('End Naval Combat Phase');
    fireEvent.click(container.querySelector(`[data-hex="${IQUIQUE}"]`)!);
    const [first, second] = choiceButtons();
    expect(words(first!)).toMatch(/^Blanco Encalada raids/);
    expect(first!.classList.contains('no-chance')).toBe(false);
    expect(words(second!)).toMatch(/^Abtao raids Fort Iquique: no chance to hit/);
    expect(second!.classList.contains('no-chance')).toBe(true);
    // Still offered, and still taken: it is legal.
    fireEvent.click(second!);
    expect(useGameStore.getState().actions[0]).toEqual({ type: 'raid', side: 'chile', ship: 'cl-ship-abtao', target: 'pe-fort-iquique' });
  });

  it('MINOR-6 the choice opened by the place\'s name in the prompt ("Iquique (3218)") has them last too', () => {
    render(<PhasePanel />);
    fireEvent.click(screen.getByTestId('places-prompt').querySelector('[data-place-button="3218"]')!);
    expect(choiceButtons().map(words).slice(0, 2).map((w) => w.split(' raids ')[0])).toEqual(['Blanco Encalada', 'Abtao']);
  });
});
