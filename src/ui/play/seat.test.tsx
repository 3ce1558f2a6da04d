import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { applyAction, newGame, type Action, type GameState, type RollEvent, type Side } from '../../engine';
import { navalPosition, shipAt, withDice } from '../../engine/naval/testKit';
import { situation } from '../../engine/land/testKit';
import { HandoverCover } from '../HandoverCover';
import { RollBeforeHandover } from './RollBeforeHandover';
import { useGameStore, type LogEntry } from '../store';
import { handoverDue, rollsBeforeHandover } from './seat';

/** The actions applied in turn, with the log they write (as the store would). */
function play(state: GameState, ...actions: Action[]): { game: GameState; log: LogEntry[]; actions: Action[] } {
  let game = state;
  const log: LogEntry[] = [];
  for (const a of actions) {
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(`${a.type}: ${JSON.stringify(r.error)}`);
    game = r.state;
    log.push(...r.events.map((event) => ({ step: game.step, event })));
  }
  return { game, log, actions };
}

/** Cochrane at 2915 with an NADC for area VI; Unión (+2) and Pilcomayo (+1) at 2514, three hexes from 2814. */
const cochraneSails = () =>
  navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-union': shipAt('2514'), 'pe-ship-pilcomayo': shipAt('2514') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });

/** Cochrane sails from 2915 to 2814: the Allies are asked whether to intercept (7.3). */
const askedToIntercept = () => play(cochraneSails(), { type: 'sail', side: 'chile', stack: 's1', to: '2814' });

/** Cochrane sails from 2915 to 2814; Unión and Pilcomayo intercept and roll `die`. */
function intercepted(die: number) {
  return play(
    withDice(cochraneSails(), [die]),
    { type: 'sail', side: 'chile', stack: 's1', to: '2814' },
    { type: 'intercept', side: 'allied', hex: '2514' },
    { type: 'interceptRoll', side: 'allied', transports: false },
  );
}

function seat(r: { game: GameState; log: LogEntry[]; actions: Action[] }, viewer: Side, players: Record<Side, string> = { chile: 'human', allied: 'human' }) {
  useGameStore.setState({ game: r.game, start: null, actions: r.actions, log: r.log, gameId: 'seat-test', viewer, replay: null, players, rollSeen: null });
}

/** The Allies end their Administrative Phase: their 4.1 Supply Column roll, theirs to place. */
function alliedSupplyRoll(): RollEvent {
  const r = play(navalPosition({ turn: 1, side: 'allied', phase: 'administrative', ships: {} }), { type: 'endPhase', side: 'allied' });
  const roll = r.log.map((e) => e.event).find((e): e is RollEvent => e.type === 'roll' && e.purpose.code === 'roll.supplyAllotment');
  if (!roll || roll.side !== 'allied') throw new Error('no Allied supply roll');
  return roll;
}

describe('the roller sees his die before the hand-over (issue 18)', () => {
  it('7.5 the Allied player who rolled a failed interception sees it before the device goes to Chile', () => {
    seat(intercepted(1), 'allied');
    const step = rollsBeforeHandover(useGameStore.getState());
    expect(step).toMatchObject({ by: 'allied', next: 'chile', rolls: [{ dice: [1], result: 2 }] });
    // The board stays hidden: only the roll step, then the cover.
    expect(handoverDue(useGameStore.getState())).toBe(true);
    render(<HandoverCover />);
    expect(screen.getByTestId('roll-before-handover').textContent).toMatch(/You rolled 1, modified \+1: 2 \(7\.3\)\+1: .*Pilcomayo.* \(7\.4\)/);
    expect(screen.getByTestId('roll-step-verdict').textContent).toBe('Interception fails: 2 is not above 3 (7.5)');
    expect(screen.queryByTestId('handover')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hand the device to Chile' }));
    expect(rollsBeforeHandover(useGameStore.getState())).toBeNull();
    expect(screen.queryByTestId('roll-before-handover')).toBeNull();
    expect(screen.getByTestId('handover').textContent).toMatch(/Chile/);
  });

  it('no roll step for the next player, who sees the dice in the log once he has the device', () => {
    seat(intercepted(1), 'chile');
    expect(rollsBeforeHandover(useGameStore.getState())).toBeNull();
  });

  it('no roll step when no die was rolled (letting the stack pass) or when a bot plays the other side', () => {
    const s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-union': shipAt('2514') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    seat(play(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }, { type: 'declineInterception', side: 'allied', letPass: true }), 'allied');
    expect(handoverDue(useGameStore.getState())).toBe(true);
    expect(rollsBeforeHandover(useGameStore.getState())).toBeNull();
    seat(intercepted(1), 'allied', { chile: 'heuristic', allied: 'human' });
    expect(rollsBeforeHandover(useGameStore.getState())).toBeNull();
  });

  it('no roll step in a replay', () => {
    seat(intercepted(1), 'allied');
    useGameStore.setState({ replay: {} as never });
    expect(rollsBeforeHandover(useGameStore.getState())).toBeNull();
    useGameStore.setState({ replay: null });
  });

  describe('the dice of the next side\'s turn', () => {
    /** Chile ends its turn 1: the Allies' turn begins with their NADC orders; no die is thrown for them yet (4.1). */
    const chileEndsItsTurn = () => play(navalPosition({ turn: 1, side: 'chile', phase: 'victoryDetermination', ships: {} }), { type: 'endPhase', side: 'chile' });

    it('4.1 Chile ends its turn: no die is thrown for the Allies, whose Supply Column roll follows their own NADC orders', () => {
      const r = chileEndsItsTurn();
      expect(r.log.map((e) => e.event).filter((e) => e.type === 'roll')).toEqual([]);
      seat(r, 'chile');
      expect(handoverDue(useGameStore.getState())).toBe(true);
      expect(rollsBeforeHandover(useGameStore.getState())).toBeNull();
      render(<HandoverCover />);
      expect(screen.queryByTestId('roll-before-handover')).toBeNull();
      expect(screen.getByTestId('handover').textContent).toMatch(/Allies/);
    });

    it('4.1 / 8.2 dice of which the higher counts read "the higher of", not a sum', () => {
      const roll = alliedSupplyRoll();
      expect(roll.reading).toBe('highest');
      render(<RollBeforeHandover step={{ key: 'k', by: 'allied', next: 'chile', rolls: [roll], events: [roll] }} onDone={() => undefined} />);
      const high = Math.max(...roll.dice);
      expect(screen.getByTestId('roll-before-handover').textContent).toContain(`You rolled the higher of ${roll.dice.join(', ')} = ${high} (4.1)`);
    });
  });

  describe('how a roll reads on the dice screen', () => {
    /** The Allies' interception roll of intercepted(1) — a die of 1 and +1 for Pilcomayo — with the dice and modifiers given. */
    function allied(dice: number[], modifier: number | null, result: number): RollEvent {
      const roll = intercepted(1).log.map((e) => e.event).find((e): e is RollEvent => e.type === 'roll')!;
      return { ...roll, dice, modifiers: modifier === null ? [] : [{ ...roll.modifiers[0]!, value: modifier }], result };
    }
    const line = (roll: RollEvent, by: Side = 'allied') => {
      render(<RollBeforeHandover step={{ key: 'k', by, next: 'chile', rolls: [roll], events: [roll] }} onDone={() => undefined} />);
      return screen.getByTestId('roll-step-roll').querySelector('.roll-step-line')!.textContent!;
    };

    it('a negative result takes the same typographic minus as its modifier: "You rolled 1, modified −3: −2" (it read "= -2")', () => {
      expect(line(allied([1], -3, -2))).toBe('You rolled 1, modified −3: −2 (7.3)');
    });

    it('a lone die with no modifier is its own result: "You rolled 2" (it read "You rolled 2 = 2"); the other side\'s reads "Allies rolled 2"', () => {
      expect(line(allied([2], null, 2))).toBe('You rolled 2 (7.3)');
      cleanup();
      expect(line(allied([2], null, 2), 'chile')).toBe('Allies rolled 2 (7.3)');
      cleanup();
      // A modifier is not written like a die ("You rolled 2 + 2" read as two dice: table QA); two dice show their sum.
      expect(line(allied([2], 2, 4))).toBe('You rolled 2, modified +2: 4 (7.3)');
      cleanup();
      expect(line(allied([2, 3], null, 5))).toBe('You rolled 2 + 3 = 5 (7.3)');
    });

    it('in Spanish too: "Sacaste 1, modificado −3: −2", "Sacaste 2"', async () => {
      await i18n.changeLanguage('es');
      try {
        expect(line(allied([1], -3, -2))).toBe('Sacaste 1, modificado −3: −2 (7.3)');
        cleanup();
        expect(line(allied([2], null, 2))).toBe('Sacaste 2 (7.3)');
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  });

  describe('the hand-over in Spanish', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it('the cover names the Allies with their article and the players by their adjective, no verb agreeing with "Aliados"', async () => {
      await i18n.changeLanguage('es');
      // Chile sails past Unión and Pilcomayo: the Allies are to decide whether to intercept (7.3).
      seat(askedToIntercept(), 'chile');
      render(<HandoverCover />);
      const cover = screen.getByTestId('handover').textContent!;
      expect(cover).toContain('Pasa el dispositivo a los Aliados');
      expect(cover).toContain('Decisión pendiente de los Aliados:');
      expect(cover).toContain('lo que sigue es solo para los Aliados.');
      expect(screen.getByRole('button').textContent).toBe('Soy el jugador aliado — mostrar mi tablero');
      expect(cover).not.toMatch(/Aliados debe|jugador de aliado/);
    });

    it('the dice shown before the hand-over name the Allies with their article: "Tirada de los Aliados", "Pasa el dispositivo a los Aliados"', async () => {
      await i18n.changeLanguage('es');
      const roll = alliedSupplyRoll();
      render(<RollBeforeHandover step={{ key: 'k', by: 'chile', next: 'allied', rolls: [roll], events: [roll] }} onDone={() => undefined} />);
      const text = screen.getByTestId('roll-before-handover').textContent!;
      expect(text).toContain(`Tirada de los Aliados: el mayor de ${roll.dice.join(', ')} = ${roll.result}`);
      expect(screen.getByRole('button', { name: 'Pasa el dispositivo a los Aliados' })).toBeTruthy();
      expect(text).not.toMatch(/Aliados sacó|a Aliados/);
    });
  });
});

describe('the hand-over cover names the side in a sentence', () => {
  it('English: "Pass the device to the Allies" and "for the Allies only" (was "to Allies"), "Pass the device to Chile"', () => {
    const game = newGame({ seed: 'cover-words' });
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'cover-words', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, rollSeen: null });
    render(<HandoverCover />);
    expect(screen.getByRole('heading').textContent).toBe('Pass the device to the Allies');
    expect(screen.getByTestId('handover').textContent).toContain('for the Allies only');
    cleanup();
    const setUp = applyAction(game, { type: 'historicalSetup', side: 'allied' });
    if (!setUp.ok) throw new Error('the Allied set-up');
    const chileToAct = applyAction(setUp.state, { type: 'endPhase', side: 'allied' });
    if (!chileToAct.ok) throw new Error('Chile to act');
    useGameStore.setState({ game: chileToAct.state, viewer: 'allied' });
    render(<HandoverCover />);
    expect(screen.getByRole('heading').textContent).toBe('Pass the device to Chile');
  });

  it('English: a decision the Allies must take opens its sentence with the article, "The Allies must decide:" (it read "Allies must decide:")', () => {
    seat(askedToIntercept(), 'chile');
    render(<HandoverCover />);
    expect(screen.getByTestId('handover').textContent).toContain('The Allies must decide: ');
  });
});

describe('the loser of a land battle sees what his last loss led to before the hand-over (8.10)', () => {
  /** Chile takes Antofagasta (3123) from 3222, every land neighbour held: the Allies score no hit and cannot retreat. */
  function trappedAtAntofagasta() {
    const s = situation({
      phase: 'landCombat',
      units: { 'cl-inf-buin-1': ['3222'], 'cl-inf-2nd': ['3122'], 'cl-inf-3rd': ['3223'], 'cl-inf-4th': ['3124'], 'pe-inf-zepita': ['3123'], 'pe-inf-ayacucho': ['3123'] },
      dice: [6, 1, 6, 1, 1], chits: ['noEvent'],
    });
    return play(
      s,
      { type: 'beginAttack', side: 'chile', from: '3222', target: '3123' },
      { type: 'declareAttack', side: 'chile' },
      { type: 'takeLoss', side: 'allied', unit: 'pe-inf-zepita' },
    );
  }

  it('8.10 the Allied player whose stack could not retreat is shown every unit it cost, with no dice of his own (he saw only "choose the unit that loses a step": table QA round 15)', () => {
    seat(trappedAtAntofagasta(), 'allied');
    const step = rollsBeforeHandover(useGameStore.getState());
    expect(step?.forced?.map((e) => e.type)).toEqual(['eliminated', 'stepLost']);
    render(<HandoverCover />);
    expect(screen.getByRole('heading').textContent).toBe('What your answer led to');
    expect(screen.getByTestId('roll-step-forced').textContent).toMatch(/^No hex to retreat into: each of the 2 units left there lost a step\. \(8\.10\).*Zepita.*eliminated.*Ayacucho/);
    fireEvent.click(screen.getByRole('button', { name: 'Hand the device to Chile' }));
    expect(screen.getByTestId('handover').textContent).toMatch(/Chile/);
  });

  it('8.8–8.9 the attacker\'s dice before the hand-over are grouped by side as on the combat panel, with why that many, the chit drawn and the hits (a dozen dice stood one a row: table QA round 15)', () => {
    const declared = play(
      situation({
        phase: 'landCombat',
        units: { 'cl-inf-buin-1': ['3222'], 'cl-inf-2nd': ['3122'], 'cl-inf-3rd': ['3223'], 'cl-inf-4th': ['3124'], 'pe-inf-zepita': ['3123'], 'pe-inf-ayacucho': ['3123'] },
        dice: [6, 1, 6, 1, 1], chits: ['noEvent'],
      }),
      { type: 'beginAttack', side: 'chile', from: '3222', target: '3123' },
      { type: 'declareAttack', side: 'chile' },
    );
    seat(declared, 'chile');
    render(<HandoverCover />);
    const combat = screen.getByTestId('roll-step-combat');
    expect(combat.textContent).toMatch(/^Chile draws No Event \(8\.9\)/);
    expect(within(combat).getAllByTestId('combat-dice-count').map((e) => e.textContent)).toEqual([
      'Chile rolls 1 combat die: 1 unit (8.9)',
      'Allies roll 2 combat dice: 2 units (8.9)',
    ]);
    expect(within(combat).getAllByTestId('combat-roll')).toHaveLength(2);
    expect(combat.textContent).toContain('Combat in Antofagasta (3123): attacker 1 hit, defender 0 (8.9)');
  });

  it('8.10 no such step for the winner, nor for a loss that left a way out', () => {
    seat(trappedAtAntofagasta(), 'chile');
    expect(rollsBeforeHandover(useGameStore.getState())).toBeNull();
  });
});
