import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMap, legalActions, viewFor } from '../../engine';
import type { NavalArea } from '../../engine/map/types';
import { blockadedAtCallao, columnAt, navalPosition, shipAt, withDice } from '../../engine/naval/testKit';
import { act } from '../../engine/testing/play';
import { withStacks } from '../../engine/naval/stacks';
import { convoyIntercepted } from './convoyIntercepted';
import { SailPrompt } from './SailPrompt';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

/** Chile's Naval Movement Phase: transports in the Holding Box with an NADC, and `columns` Supply Columns there. */
function transportsInTheBox(columns: number) {
  const state = withStacks(
    navalPosition({
      turn: 2,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-loa': shipAt('box'), 'cl-ship-rimac': shipAt('box') },
      supply: Object.fromEntries(Array.from({ length: columns }, (_, i) => [`sc-${i + 1}`, columnAt('chile', 'box')])),
      nadc: { chile: [{ ship: 'cl-ship-loa', area: 'II', forTurn: 2 }, { ship: 'cl-ship-rimac', area: 'II', forTurn: 2 }], allied: [] },
    }),
    getMap(),
  );
  return render(<SailPrompt view={viewFor(state, 'chile')} legal={legalActions(state)} />);
}

/** Chile's Naval Movement Phase, turn 3: Blanco Encalada at `at` with an NADC for `area`, Peruvian warships where given; its prompt's interception risks. */
function blancoRisks(at: string, area: NavalArea, peruvians: Record<string, string>): string {
  const state = withStacks(
    navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-blanco-encalada': shipAt(at), ...Object.fromEntries(Object.entries(peruvians).map(([ship, hex]) => [ship, shipAt(hex)])) },
      control: Object.fromEntries(Object.values(peruvians).filter((hex) => getMap().hexes[hex]?.town).map((hex) => [hex, 'allied' as const])),
      // 7.8: a Supply Column in each Peruvian port, so that its warships may leave it to intercept.
      supply: Object.fromEntries(Object.values(peruvians).filter((hex) => getMap().hexes[hex]?.town?.port).map((hex, i) => [`sc-${i + 1}`, columnAt('peru', hex)])),
      nadc: { chile: [{ ship: 'cl-ship-blanco-encalada', area, forTurn: 3 }], allied: [] },
    }),
    getMap(),
  );
  render(<SailPrompt view={viewFor(state, 'chile')} legal={legalActions(state)} />);
  return screen.getByTestId('interception-risks').textContent!;
}

describe('the naval movement prompt (7.2, 7.8)', () => {
  it('4.1 / 7.2 a Chilean fleet with no NADC is told it may make for the Chile Holding Box, and its nearest goal is named as the box\'s entrance (it read "hex 2825", under the tray: table QA round 11)', () => {
    const state = withStacks(navalPosition({ turn: 3, side: 'chile', phase: 'navalMovement', ships: { 'cl-ship-cochrane': shipAt('2723') }, nadc: { chile: [], allied: [] } }), getMap());
    render(<SailPrompt view={viewFor(state, 'chile')} legal={legalActions(state)} />);
    const text = screen.getByTestId('sail-prompt').textContent!;
    expect(text).toContain('Almirante Cochrane at hex 2723 has no NADC and returns to a friendly port or the Chile Holding Box (4.1): click a lit port, or a lit hex of area I, from which it puts into the box.');
    expect(text).toMatch(/Nearest hex of its goal: hex 2825 in area I, \d+ hex(es)? away; from there it puts into the Chile Holding Box\./);
  });


  it('7.8 transports that cannot leave the Chile Holding Box are told which port lacks the Supply Column', () => {
    transportsInTheBox(0);
    expect(screen.getByTestId('no-provisions').textContent).toBe(
      'Loa and 1 more cannot leave the Chile Holding Box: no Supply Column there to provision the fleet (7.8). End their movement: they stay in port.',
    );
  });

  it('7.2 / 7.8 with a column in the box, the prompt names the fleet, its destination, the way and the column it will spend', () => {
    transportsInTheBox(1);
    expect(screen.queryByTestId('no-provisions')).toBeNull();
    const text = screen.getByTestId('sail-prompt').textContent!;
    expect(text).toContain('Loa and 1 more at the Chile Holding Box sail for naval area II');
    const nearest = /Nearest hex of its goal: (hex \d{4}), \d+ hex(es)? away\. Leaving port spends one Supply Column there \(7\.8\)\./.exec(text);
    expect(nearest).not.toBeNull();
    // 7.3: the risk is told of the way it was worked out on, named (not "that way", read as the hex clicked).
    expect(text).toContain(`No enemy warship can intercept on the way to ${nearest![1]} (7.3).`);
  });

  it('7.2 the way can be brought into view: a returning fleet\'s port may lie off screen (QA round 6)', () => {
    const { game: before } = useGameStore.getState();
    transportsInTheBox(1);
    fireEvent.click(screen.getByTestId('show-way'));
    const focus = useGameStore.getState().mapFocus;
    expect(focus?.hexes.length).toBeGreaterThan(0);
    expect(focus?.hexes.every((h) => /^\d{4}$/.test(h))).toBe(true);
    expect(useGameStore.getState().game).toBe(before);
  });

  it('7.9 after a battle short of its area, the ships left free are told they may stop with the ones held, or sail on', () => {
    // Cochrane escorts Loa for area VII; Huáscar intercepts them in 2814 (area VI); Loa is set aside.
    let s = act(convoyIntercepted(), { type: 'setAside', side: 'chile', ship: 'cl-ship-loa' }).state;
    s = withDice(s, [6, 6]);
    s = act(s, { type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' }).state;
    s = act(s, { type: 'fire', side: 'allied', ship: 'pe-ship-huascar', target: 'cl-ship-cochrane' }).state;
    expect(legalActions(s)).toContainEqual({ type: 'endMove', side: 'chile', stack: 's1' });
    render(<SailPrompt view={viewFor(s, 'chile')} legal={legalActions(s)} />);
    expect(screen.getByTestId('sail-prompt').textContent).toContain('click a lit hex to sail on, or end its movement.');
    expect(screen.getByTestId('after-battle').textContent).toBe(
      'A naval combat was fought here: the ships that fired or were fired upon stay in this hex (7.9). The others may end their movement here with them, short of area VII, or sail on.',
    );
  });

  it('7.2 one ship under way is named alone, and the prompt says "is"; a fleet of several, "are"', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VII', forTurn: 3 }], allied: [] },
    });
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
    render(<SailPrompt view={viewFor(s, 'chile')} legal={legalActions(s)} />);
    expect(screen.getByTestId('sail-prompt').textContent).toContain('Almirante Cochrane is under way in hex 2814: click a lit hex to sail on (7.2).');
  });

  it('7.2 short of its area with no battle, no such line: the stack sails on, and is not told it may end its movement', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-loa': shipAt('2915') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VII', forTurn: 3 }, { ship: 'cl-ship-loa', area: 'VII', forTurn: 3 }], allied: [] },
    });
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
    render(<SailPrompt view={viewFor(s, 'chile')} legal={legalActions(s)} />);
    expect(legalActions(s)).not.toContainEqual({ type: 'endMove', side: 'chile', stack: 's1' });
    expect(screen.getByTestId('sail-prompt').textContent).toContain('Cochrane and 1 more are under way in hex 2814: click a lit hex to sail on (7.2).');
    expect(screen.getByTestId('sail-prompt').textContent).not.toMatch(/end (its|their) movement/);
    expect(screen.queryByTestId('after-battle')).toBeNull();
  });

  it('7.6 leaving a blockaded port, the warships in the port are a blockade (no roll unless it is run), not a chance to intercept', () => {
    const state = blockadedAtCallao();
    render(<SailPrompt view={viewFor(state, 'allied')} legal={legalActions(state)} />);
    const risks = screen.getByTestId('interception-risks').textContent!;
    expect(risks).toContain('Almirante Cochrane in Callao (2007) blockades the port you leave: you are intercepted with no roll, unless you run the blockade');
    expect(risks).not.toMatch(/could intercept/);
  });

  it('7.4 / 7.5 Manco Cápac (−3) three hexes off the way may try, but no die can succeed: the prompt says so and what a failed try does, not "3 hexes, 0%" (QA round 17)', () => {
    const risks = blancoRisks('1909', 'IX', { 'pe-ship-manco-capac': '2007' });
    expect(risks).toBe('Manco Cápac in Callao (2007) may try to intercept at hex 1910, 3 hexes away, but no die roll can succeed (7.4); a failed try still brings the ships closer (7.5)');
    expect(risks).not.toMatch(/0%/);
  });

  it('7.3 a route into the enemy warship\'s hex: it may intercept with no roll if the enemy so chooses, not "for certain" (the bot may let the stack pass: QA round 17)', () => {
    const risks = blancoRisks('1205', 'VII', { 'pe-ship-huascar': '1909' });
    expect(risks).toBe('Huáscar in hex 1909 may intercept with no roll, if the enemy so chooses: the route enters its hex (7.3)');
  });

  it('7.6 enemy warships in the same open-sea hex (after a battle) are no blockade: the prompt gives the ordinary interception at the next hex (it warned of a blockade of "the port you leave")', () => {
    // Huáscar and Blanco Encalada share sea hex 2118 after a battle; Blanco, with no NADC, returns to port.
    const state = withStacks(
      navalPosition({
        turn: 2,
        side: 'chile',
        phase: 'navalMovement',
        ships: { 'cl-ship-blanco-encalada': shipAt('2118'), 'pe-ship-huascar': shipAt('2118') },
        nadc: { chile: [], allied: [] },
      }),
      getMap(),
    );
    expect(getMap().hexes['2118']?.terrain).toBe('sea');
    render(<SailPrompt view={viewFor(state, 'chile')} legal={legalActions(state)} />);
    const risks = screen.getByTestId('interception-risks').textContent!;
    expect(risks).not.toMatch(/blockade/);
    expect(risks).toMatch(/^Huáscar in hex 2118 could intercept at hex \d{4}: 1 hex, \d+% \(7\.3, 7\.4\)/);
  });

  it('7.6 the blockader\'s answer in the prompt reads "Intercept (no roll) — it succeeds" (it read "Roll the interception", and no die is thrown)', () => {
    let state = blockadedAtCallao();
    const to = legalActions(state).find((a) => a.type === 'sail');
    if (!to) throw new Error('a sail');
    state = act(state, to).state;
    state = act(state, { type: 'runBlockade', side: 'allied', run: false }).state;
    expect(state.pending.at(-1)).toMatchObject({ kind: 'interception', side: 'chile', rule: '7.6' });
    state = act(state, { type: 'intercept', side: 'chile', hex: '2007' }).state;
    expect(legalActions(state)).toContainEqual({ type: 'interceptRoll', side: 'chile', transports: false });
    useGameStore.setState({ game: state, start: null, actions: [], log: [], gameId: 'blockade-label', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' } });
    render(<PhasePanel />);
    const buttons = Array.from(screen.getByTestId('prompt').querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons).toContain('Intercept (no roll) — it succeeds');
    expect(buttons.join('|')).not.toContain('Roll the interception');
  });
});

