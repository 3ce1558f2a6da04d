import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getMap, landAttackOdds, legalActions, viewFor, type Action, type GameState } from '../../engine';
import { columnAt, loaHeldAt, navalPosition, shipAt } from '../../engine/naval/testKit';
import { ANTOFAGASTA, atAntofagasta, PISAGUA, play } from './coastFixtures';
import { useGameStore } from '../store';
import { PLACES_NAMED, PlacesPrompt } from './PlacesPrompt';

const sent: Action[] = [];
function show(game: GameState, viewer: 'chile' | 'allied' = 'chile') {
  useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'coast-test', viewer, replay: null, players: { chile: 'human', allied: 'human' }, rollSeen: null, choice: null });
  useGameStore.setState({ dispatch: (a: Action) => void sent.push(a) });
  return render(<PlacesPrompt view={viewFor(game, viewer)} legal={legalActions(game)} />);
}

describe('the prompt naming where to click: ships at the coast (7.1, 7.6, 7.7), Supply Columns (6.2–6.4)', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('7.1 transports in port: the prompt names the port, and its button offers every embarkation there', () => {
    const game = atAntofagasta();
    show(game);
    const line = screen.getByTestId('places-prompt').querySelector('[data-line="embark"]') as HTMLElement;
    expect(line.textContent).toContain('may take troops aboard (7.1)');
    const button = within(line).getByRole('button', { name: 'Embark at Antofagasta (3123)' });
    // Named alone on its line, which says what it is for; a screen reader hears what it does.
    expect(button.textContent).toBe('Antofagasta (3123)');
    fireEvent.click(button);
    const choice = useGameStore.getState().choice!;
    expect(choice.place).toBe(ANTOFAGASTA);
    expect(choice.actions).toEqual(legalActions(game).filter((a) => a.type === 'embark'));
    expect(choice.actions).toHaveLength(6); // two regiments and a column, two transports (the Rímac, with no NADC, stays in port)
    expect(screen.getByTestId('places-prompt').querySelector('[data-line="debark"]')).toBeNull();
  });

  it('7.1 / 7.6 one port on two lines — troops to embark, and the 2nd aboard the Rímac to put ashore: its two buttons say what each does ("Embark at …", "Put ashore at …"; both read "Antofagasta (3123)"), and each offers only its own', () => {
    const game = play(atAntofagasta(), { type: 'embark', side: 'chile', transport: 'cl-ship-rimac', piece: 'cl-inf-2nd' });
    show(game);
    const prompt = screen.getByTestId('places-prompt');
    const embark = prompt.querySelector('[data-line="embark"] [data-place-button]')!;
    const debark = prompt.querySelector('[data-line="debark"] [data-place-button]')!;
    expect(embark.textContent).toBe('Embark at Antofagasta (3123)');
    expect(debark.textContent).toBe('Put ashore at Antofagasta (3123)');
    fireEvent.click(debark);
    expect(sent).toEqual([{ type: 'debark', side: 'chile', piece: 'cl-inf-2nd' }]);
    fireEvent.click(embark);
    expect(useGameStore.getState().choice).toEqual({ place: ANTOFAGASTA, actions: legalActions(game).filter((a) => a.type === 'embark') });
  });

  it('7.6 the Loa sailed to Pisagua: the prompt says its troops may go ashore there, and its button puts the one regiment aboard ashore', () => {
    const game = play(
      atAntofagasta(),
      { type: 'embark', side: 'chile', transport: 'cl-ship-loa', piece: 'cl-inf-buin-1' },
      { type: 'sail', side: 'chile', stack: 's1', to: PISAGUA },
    );
    show(game);
    const line = screen.getByTestId('places-prompt').querySelector('[data-line="debark"]') as HTMLElement;
    expect(line.textContent).toContain('put what they carry ashore (7.6)');
    fireEvent.click(within(line).getByRole('button', { name: 'Put ashore at Pisagua (3217)' }));
    expect(sent).toEqual([{ type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' }]);
  });

  it('7.9 / 7.6 the Loa, fired upon by Pilcomayo as it entered Pisagua and held there, may still put its regiment ashore: the prompt names Pisagua, its button lands it', () => {
    const game = loaHeldAt(PISAGUA);
    expect(game.naval.stoppedTurn['cl-ship-loa']).toBe(3);
    show(game);
    const line = screen.getByTestId('places-prompt').querySelector('[data-line="debark"]') as HTMLElement;
    expect(line.textContent).toContain('put what they carry ashore (7.6)');
    fireEvent.click(within(line).getByRole('button', { name: 'Put ashore at Pisagua (3217)' }));
    expect(sent).toEqual([{ type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' }]);
  });

  it('7.6 before landing in enemy-held Pisagua the prompt warns it is an amphibious assault, with the defender\'s extra die and the odds; none at a friendly port', () => {
    const game = play(
      atAntofagasta(),
      { type: 'embark', side: 'chile', transport: 'cl-ship-loa', piece: 'cl-inf-buin-1' },
      { type: 'sail', side: 'chile', stack: 's1', to: PISAGUA },
    );
    show(game);
    const note = screen.getByTestId('places-prompt').querySelector('[data-line="debark"] [data-landing-warning="3217"]') as HTMLElement;
    expect(note.textContent).toMatch(/^Pisagua \(3217\) is held by the enemy \(1 unit, 1 step\): a landing there is an amphibious assault, fought in your Land Combat Phase with one extra die for the defender/);
    expect(note.textContent).toMatch(/If the unit aboard lands: Retreats: Allies \d+% · Chile \d+%; both take losses \d+%; no hits \d+% \(8\.10\)$/);
    // The same odds the Land Combat Phase will show for the assault (7.6: one more die for the defender).
    const landed = play(game, { type: 'debark', side: 'chile', piece: 'cl-inf-buin-1' });
    const odds = landAttackOdds(landed, getMap(landed.options), PISAGUA, PISAGUA, ['cl-inf-buin-1'], { amphibious: true });
    expect(note.textContent).toContain(`Retreats: Allies ${Math.round(odds.outcomes.defenderRetreats * 100)}%`);
    cleanup();
    // Troops to put ashore at a friendly port: no warning.
    show(play(atAntofagasta(), { type: 'embark', side: 'chile', transport: 'cl-ship-rimac', piece: 'cl-inf-2nd' }));
    expect(screen.getByTestId('places-prompt').querySelector('[data-landing-warning]')).toBeNull();
  });

  it('7.6 a warship in Pisagua may raid the battalion there: the button takes the one raid', () => {
    const game = navalPosition({
      turn: 5,
      side: 'chile',
      phase: 'navalCombat',
      ships: { 'cl-ship-cochrane': shipAt(PISAGUA) },
      units: { 'pe-inf-gen-bn-2': { location: { kind: 'hex', hex: PISAGUA }, steps: 1 } },
      control: { [PISAGUA]: 'allied' },
    });
    show(game);
    const line = screen.getByTestId('places-prompt').querySelector('[data-line="raid"]') as HTMLElement;
    expect(line.textContent).toContain('(7.6, 7.7)');
    fireEvent.click(within(line).getByRole('button', { name: 'Raid at Pisagua (3217)' }));
    expect(sent).toEqual([{ type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-inf-gen-bn-2' }]);
  });

  it('6.2 / 6.4 Supply Columns: a depleted unit to replenish where it stands, a unit to recruit into the Chile Holding Box', () => {
    const game = navalPosition({
      turn: 5,
      side: 'chile',
      phase: 'consumeSupply',
      ships: {},
      units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: ANTOFAGASTA }, steps: 1 }, 'cl-inf-3rd': { location: { kind: 'recruitPool' }, steps: 2 } },
      supply: { 'sc-1': columnAt('chile', ANTOFAGASTA), 'sc-2': columnAt('chile', 'box') },
      control: { [ANTOFAGASTA]: 'chile' },
    });
    show(game);
    const prompt = screen.getByTestId('places-prompt');
    const replenish = prompt.querySelector('[data-line="replenish"]') as HTMLElement;
    expect(replenish.textContent).toContain('(6.2)');
    fireEvent.click(within(replenish).getByRole('button', { name: 'Replenish at Antofagasta (3123)' }));
    expect(sent).toEqual([{ type: 'replenish', side: 'chile', unit: 'cl-inf-buin-1', from: { kind: 'hex', hex: ANTOFAGASTA } }]);
    const recruit = prompt.querySelector('[data-line="recruit"]') as HTMLElement;
    expect(recruit.textContent).toContain('(6.4)');
    // Two ways to pay for it (the column at Antofagasta or the one in the box): the choice of them.
    fireEvent.click(within(recruit).getByRole('button', { name: 'Recruit at the Chile Holding Box' }));
    expect(useGameStore.getState().choice).toEqual({ place: 'holdingBox', actions: legalActions(game).filter((a) => a.type === 'recruit') });
  });

  it('6.4 the Allies may recruit in 26 Peruvian cities: the line gives their number and lists them on request, so the phase\'s own buttons stay in sight', () => {
    const game = navalPosition({
      turn: 5,
      side: 'allied',
      phase: 'consumeSupply',
      ships: {},
      units: { 'pe-inf-lima': { location: { kind: 'recruitPool' }, steps: 2 } },
      supply: { 'sc-1': columnAt('peru', '2008') },
    });
    const places = new Set(legalActions(game).flatMap((a) => (a.type === 'recruit' && a.to.kind === 'hex' ? [a.to.hex] : [])));
    expect(places.size).toBe(26);
    expect(places.size).toBeGreaterThan(PLACES_NAMED);
    show(game, 'allied');
    const line = screen.getByTestId('places-prompt').querySelector('[data-line="recruit"]') as HTMLElement;
    expect(line.textContent).toContain('(6.4)');
    expect(line.querySelectorAll('[data-place-button]')).toHaveLength(0);
    const toggle = within(line).getByRole('button', { name: '26 places, all lit on the map: list them' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(line.querySelectorAll('[data-place-button]')).toHaveLength(26);
    fireEvent.click(within(line).getByRole('button', { name: 'Recruit at Iquique (3218)' }));
    expect(sent).toEqual([{ type: 'recruit', side: 'allied', unit: 'pe-inf-lima', from: { kind: 'hex', hex: '2008' }, to: { kind: 'hex', hex: '3218' } }]);
    fireEvent.click(within(line).getByRole('button', { name: 'hide the list' }));
    expect(line.querySelectorAll('[data-place-button]')).toHaveLength(0);
  });

  it('6.2 / 6.4 a line\'s buttons read alike: Lima and Callao on the replenish line are named alone while the recruit list is shut, and all say "Replenish at …" once it is opened and names them too', () => {
    const game = navalPosition({
      turn: 5,
      side: 'allied',
      phase: 'consumeSupply',
      ships: {},
      units: {
        'pe-inf-ayacucho': { location: { kind: 'hex', hex: '2008' }, steps: 1 },
        'pe-inf-cuzco': { location: { kind: 'hex', hex: '2007' }, steps: 1 },
        'pe-inf-lima': { location: { kind: 'recruitPool' }, steps: 2 },
      },
      supply: { 'sc-1': columnAt('peru', '2008'), 'sc-2': columnAt('peru', '2007') },
    });
    show(game, 'allied');
    const prompt = screen.getByTestId('places-prompt');
    const replenish = prompt.querySelector('[data-line="replenish"]') as HTMLElement;
    const texts = () => [...replenish.querySelectorAll('[data-place-button]')].map((b) => b.textContent);
    expect(texts()).toEqual(['Lima (2008)', 'Callao (2007)']);
    const recruit = prompt.querySelector('[data-line="recruit"]') as HTMLElement;
    fireEvent.click(within(recruit).getByRole('button', { name: /places, all lit on the map: list them$/ }));
    expect(texts()).toEqual(['Replenish at Lima (2008)', 'Replenish at Callao (2007)']);
    expect(within(recruit).getByRole('button', { name: 'Recruit at Lima (2008)' }).textContent).toBe('Recruit at Lima (2008)');
  });

  it('nothing at the coast to do (a warship at sea in the Naval Combat Phase): no prompt', () => {
    const game = navalPosition({ turn: 5, side: 'chile', phase: 'navalCombat', ships: { 'cl-ship-cochrane': shipAt('3118') } });
    expect(legalActions(game)).toEqual([{ type: 'endPhase', side: 'chile' }]);
    show(game);
    expect(screen.queryByTestId('places-prompt')).toBeNull();
  });
});
