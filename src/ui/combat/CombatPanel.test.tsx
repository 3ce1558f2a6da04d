import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAction, legalActions, type Action, type GameState, type Side } from '../../engine';
import { navalPosition, shipAt, withDice } from '../../engine/naval/testKit';
import { lessonById, startLesson } from '../../lessons';
import { i18n } from '../i18n';
import { useGameStore, type LogEntry } from '../store';
import { CombatPanel } from './CombatPanel';
import { FirePicker } from './FirePicker';
import { useView } from '../pieces/useView';
import { mayAct } from '../play/seat';
import { useLegalActions } from '../store';

/** 7.9: the prompt's gunfire picker (only for the player at the screen's own decision, as PhasePanel gives it) above the combat panel. */
function ShotsAndPanel() {
  const { view } = useView();
  const legal = useLegalActions();
  const acting = useGameStore((s) => mayAct(s));
  return (
    <>
      <FirePicker view={view} legal={acting ? legal : []} />
      <CombatPanel />
    </>
  );
}

/** The gunfire picker's button for a target (one warship to fire: its targets are shown at once). */
const targetButton = (name: RegExp) => screen.getByRole('button', { name });

/** The actions applied in turn, and the log they write (as the store would). */
function play(state: GameState, ...actions: Action[]): { game: GameState; log: LogEntry[] } {
  let game = state;
  const log: LogEntry[] = [];
  for (const a of actions) {
    const r = applyAction(game, a);
    if (!r.ok) throw new Error(`${a.type}: ${JSON.stringify(r.error)}`);
    game = r.state;
    log.push(...r.events.map((event) => ({ step: game.step, event })));
  }
  return { game, log };
}

/**
 * The land-attack lesson's position (its Slaughter chit) with dice of our own: Chile's two regiments at
 * Pisagua forming an attack on the Zepita at Tarapacá. Declared, they win the initiative 7–4 (each
 * unit's +2, 8.8), draw Slaughter, and score one hit; the Zepita rolls 4, +2 for the mountain hex (8.9),
 * and scores one back (the lesson itself scripts a miss, so that the Zepita retreats).
 */
function formingAttack(): GameState {
  const start = startLesson(lessonById('land-attack')!);
  if (!start.ok) throw new Error('lesson position');
  const game = { ...start.value, dice: { ...start.value.dice, script: [3, 2, 6, 2, 3, 1, 4] } };
  return play(game, { type: 'beginAttack', side: 'chile', from: '3217', target: '3318' }).game;
}

/** The amphibious-landing lesson played to its Land Combat Phase: the two regiments landed at Pisagua must assault (7.6). */
function landedAtPisagua(): GameState {
  const lesson = lessonById('amphibious-landing')!;
  const start = startLesson(lesson);
  if (!start.ok) throw new Error('lesson position');
  return play(start.value, ...lesson.intended.filter((a) => a.type !== 'resolveAssault')).game;
}

/** 7.9: Cochrane, sailing from 2915 to 2814, is intercepted by Huáscar; Chile fires first (speed tie). */
function navalBattle(): { game: GameState; log: LogEntry[] } {
  const s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-huascar': shipAt('2814') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  return play(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }, { type: 'intercept', side: 'allied', hex: '2814' }, { type: 'interceptRoll', side: 'allied', transports: false });
}

/** 7.3–7.4: Cochrane sails from 2915 to 2814; Huáscar (+1), four hexes off in 2415, tries to intercept with `die`. */
function interceptionRolled(die: number): { game: GameState; log: LogEntry[] } {
  const s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-huascar': shipAt('2415') },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  return play(withDice(s, [die]), { type: 'sail', side: 'chile', stack: 's1', to: '2814' }, { type: 'intercept', side: 'allied', hex: '2415' }, { type: 'interceptRoll', side: 'allied', transports: false });
}

function seat(game: GameState, viewer: Side, players: Record<Side, string> = { chile: 'human', allied: 'human' }, log: LogEntry[] = []) {
  useGameStore.setState({ game, start: null, actions: [], log, gameId: 'combat-steps-test', viewer, replay: null, players, dismissedCards: { chile: [], allied: [], observer: [] } });
}

/** What `prefers-reduced-motion: reduce` answers (stubbed, so each test sets it). */
function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const rollButton = (name: RegExp) => within(screen.getByTestId('combat-odds')).getByRole('button', { name });

describe('combat shown step by step: odds first, then the dice, then the result card (issue 18)', () => {
  it('8.8 before the roll, the attacker at the screen sees the exact odds beside the button that rolls', () => {
    seat(formingAttack(), 'chile');
    render(<CombatPanel />);
    const odds = screen.getByTestId('combat-odds');
    expect(odds.textContent).toMatch(/Initiative won by Chile: \d+%/);
    expect(odds.textContent).toMatch(/Hits by Allies: 0: \d+%/);
    expect(rollButton(/^Attack$/)).toBeTruthy();
    expect(screen.queryByTestId('combat-dice')).toBeNull();
    expect(screen.queryByTestId('combat-card')).toBeNull();
  });

  it("issue 17: no odds of another's decision — not for the other player at the screen, not for a bot's", () => {
    seat(formingAttack(), 'allied');
    const { unmount } = render(<CombatPanel />);
    expect(screen.queryByTestId('combat-odds')).toBeNull();
    unmount();
    seat(formingAttack(), 'allied', { chile: 'heuristic', allied: 'human' });
    render(<CombatPanel />);
    expect(screen.queryByTestId('combat-odds')).toBeNull();
  });

  it('8.8–8.9 after the roll: each side\'s dice, each modifier with its reason and rule case, the hits; then the card with the losses', () => {
    reducedMotion(false);
    seat(formingAttack(), 'chile');
    render(<CombatPanel />);
    fireEvent.click(rollButton(/^Attack$/));
    const dice = screen.getByTestId('combat-dice');
    // The initiative: each regiment's +2 (8.8); the defender's dice: +2 for the terrain (8.9).
    expect(dice.textContent).toMatch(/Chile: Initiative/i);
    const mods = within(dice).getAllByTestId('combat-mods').map((m) => m.textContent);
    expect(mods.some((m) => /\+2.*\(8\.8\)/.test(m ?? ''))).toBe(true);
    expect(mods.some((m) => /\+2.*\(8\.9\)/.test(m ?? ''))).toBe(true);
    expect(within(dice).getAllByText('(8.9)').length).toBeGreaterThan(0);
    expect(dice.querySelectorAll('.cs-hit')).toHaveLength(2);
    // Lightly animated.
    expect(dice.classList.contains('cs-rolling')).toBe(true);
    const card = screen.getByTestId('combat-card');
    expect(within(card).getByTestId('combat-hits').textContent).toBe('Hits scored: Chile 1, Allies 1');
    expect(within(card).getByTestId('combat-losses').textContent).toMatch(/Allies .*loses a step/);
    // Chile still has a step to lose, on a unit of its choice: the card says so while the decision waits.
    expect(card.textContent).toMatch(/Chile: still to take 1 step loss/);
    expect(card.getAttribute('data-over')).toBe('false');
  });

  it('the dice roll in once: shown again after the panel let them go, they stand still (issue 20: a bot turn re-rolled them at every move)', () => {
    cleanup();
    reducedMotion(false);
    seat(formingAttack(), 'chile');
    render(<CombatPanel />);
    fireEvent.click(rollButton(/^Attack$/));
    expect(screen.getByTestId('combat-dice').classList.contains('cs-rolling')).toBe(true);
    expect(screen.getByTestId('combat-card').classList.contains('cs-appearing')).toBe(true);
    // The battle ends; the card (and with it the dice) goes, then comes back: the same roll, no second tumble.
    act(() => useGameStore.getState().dispatch({ type: 'takeLoss', side: 'chile', unit: 'cl-inf-2nd' }));
    act(() => useGameStore.getState().dispatch({ type: 'endPhase', side: 'chile' }));
    fireEvent.click(within(screen.getByTestId('combat-card')).getByRole('button', { name: /Dismiss/ }));
    expect(screen.queryByTestId('combat-dice')).toBeNull();
    act(() => useGameStore.setState({ dismissedCards: { chile: [], allied: [], observer: [] } }));
    expect(screen.getByTestId('combat-dice').classList.contains('cs-rolling')).toBe(false);
    expect(screen.getByTestId('combat-card').classList.contains('cs-appearing')).toBe(false);
  });

  it('prefers-reduced-motion: reduce — the dice and the card appear without the animation class', () => {
    reducedMotion(true);
    seat(formingAttack(), 'chile');
    render(<CombatPanel />);
    fireEvent.click(rollButton(/^Attack$/));
    expect(screen.getByTestId('combat-dice').classList.contains('cs-rolling')).toBe(false);
    expect(screen.getByTestId('combat-card').classList.contains('cs-appearing')).toBe(false);
  });

  it('the card stays after the battle is over, through other actions, until dismissed; each player at the screen dismisses his own', () => {
    seat(formingAttack(), 'chile');
    render(<CombatPanel />);
    fireEvent.click(rollButton(/^Attack$/));
    // Chile takes the step loss: both sides scored hits, so nobody retreats (8.10), and the battle is over.
    act(() => useGameStore.getState().dispatch({ type: 'takeLoss', side: 'chile', unit: 'cl-inf-2nd' }));
    expect(useGameStore.getState().game.land.battle).toBeNull();
    const card = screen.getByTestId('combat-card');
    expect(card.getAttribute('data-over')).toBe('true');
    expect(within(card).getByTestId('combat-losses').textContent).toMatch(/Chile .*loses a step/);
    expect(card.textContent).toMatch(/No retreat/);
    // The phase ends: the card is still there.
    act(() => useGameStore.getState().dispatch({ type: 'endPhase', side: 'chile' }));
    expect(screen.getByTestId('combat-card')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('combat-card')).getByRole('button', { name: /Dismiss/ }));
    expect(screen.queryByTestId('combat-card')).toBeNull();
    // Hot seat: the other player, at the screen after the hand-over, still sees the card until he dismisses it.
    act(() => useGameStore.setState({ viewer: 'allied' }));
    expect(screen.getByTestId('combat-card')).toBeTruthy();
  });

  it('7.9–7.10 naval: the shot\'s odds first, then its die with the armour modifier and its case, then the card: the target damaged', () => {
    const { game, log } = navalBattle();
    seat(withDice(game, [3]), 'chile', undefined, log);
    render(<ShotsAndPanel />);
    // Cochrane (gunfire 6) at Huáscar (armour +2): a hit on 1–3 — 50%, the natural 1 sinking her; in
    // the prompt's picker, not in the combat panel as well (table QA round 11: every pair twice).
    expect(screen.getByTestId('fire-picker').textContent).toContain('Huáscar (armour 2) · hit 50%: damaged 33%, sunk 17%');
    expect(screen.queryByTestId('combat-odds')).toBeNull();
    fireEvent.click(targetButton(/^Huáscar/));
    const dice = screen.getByTestId('combat-dice');
    expect(within(dice).getByTestId('combat-mods').textContent).toMatch(/\+2 .*Huáscar.*\(7\.9\)/);
    expect(dice.querySelector('[data-result="5"]')).not.toBeNull();
    // 5 is below Cochrane's gunfire 6: the die says what it did.
    expect(within(dice).getByTestId('combat-verdict').textContent).toBe('damaged');
    const card = screen.getByTestId('combat-card');
    expect(card.textContent).toMatch(/Cochrane fired at Huáscar: damaged/);
    expect(card.textContent).toMatch(/Damaged: Huáscar/);
    // Huáscar fires next: the Allies' decision, so Chile at the screen sees no odds for it.
    expect(screen.queryByTestId('fire-picker')).toBeNull();
  });

  it("7.9 the naval stage says who intercepted whom: Cochrane, Chile's, was intercepted by the Allies (it read 'Chile intercepted', as if Chile had intercepted)", async () => {
    const { game, log } = navalBattle();
    seat(game, 'chile', undefined, log);
    const { container } = render(<CombatPanel />);
    const stage = () => container.querySelector('.combat-stage')?.textContent ?? '';
    expect(stage()).toMatch(/^The Allies intercept Chile's ships · shots alternate/);
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(stage()).toMatch(/^Los Aliados interceptan los buques de Chile · /);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('7.9 the naval panel says who fires first and why: a tie (Cochrane +1, Huáscar +1) gives it to the side intercepted; Unión (+2) would give it to the Allies', () => {
    const { game, log } = navalBattle();
    seat(game, 'chile', undefined, log);
    const { unmount } = render(<CombatPanel />);
    expect(screen.getByTestId('combat-first-fire').textContent).toBe('First fire: Chile, the side intercepted. The fastest warships of both sides are equally fast (+1) (7.9 note).');
    unmount();
    const s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-union': shipAt('2814') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    const fast = play(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }, { type: 'intercept', side: 'allied', hex: '2814' }, { type: 'interceptRoll', side: 'allied', transports: false });
    // The engine agrees: the Allies are asked for the first shot.
    expect(fast.game.pending.at(-1)).toMatchObject({ kind: 'navalFire', side: 'allied' });
    seat(fast.game, 'allied', undefined, fast.log);
    render(<CombatPanel />);
    expect(screen.getByTestId('combat-first-fire').textContent).toBe('First fire: Allies. Unión (+2) is the fastest warship in the battle (7.9; the higher speed modifier is the faster, rules notes 7.4 / 7.9).');
  });

  it('7.9 one block of dice, the last shot\'s, through a battle of several shots: the dice and the card never shared a key (the old dice stayed on screen, one more at every shot)', () => {
    const { game, log } = navalBattle();
    seat(withDice(game, [3, 4]), 'chile', undefined, log);
    render(<ShotsAndPanel />);
    fireEvent.click(targetButton(/^Huáscar/));
    expect(screen.getAllByTestId('combat-dice')).toHaveLength(1);
    // Huáscar answers (the Allies' shot): new dice, the card still up.
    const shot = legalActions(useGameStore.getState().game).find((a) => a.type === 'fire');
    if (!shot) throw new Error('no shot for Huáscar');
    act(() => useGameStore.getState().dispatch(shot));
    const blocks = screen.getAllByTestId('combat-dice');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.textContent).toMatch(/^The dice\s*Allies: gunfire of Huáscar/);
    expect(screen.getAllByTestId('combat-card')).toHaveLength(1);
  });

  it('8.7 a new attack\'s odds stand alone: no dice nor result card of an earlier naval battle under them (its gunfire read as the attack\'s dice: table QA round 15)', () => {
    // A naval battle earlier in this player turn, fought to a shot, in the log.
    const log: LogEntry[] = [
      { step: 5, event: { type: 'navalCombatBegan', hex: '2814', ships: ['cl-ship-cochrane', 'pe-ship-huascar'], rule: '7.9' } },
      { step: 6, event: { type: 'roll', purpose: { code: 'roll.gunfire', params: { ship: 'cl-ship-cochrane', target: 'pe-ship-huascar' } }, rule: '7.9', side: 'chile', dice: [2], reading: 'sum', modifiers: [], result: 2, scripted: false } },
      { step: 6, event: { type: 'gunfire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-ship-huascar', outcome: 'miss', critical: false, rule: '7.10' } },
      { step: 6, event: { type: 'navalCombatEnded', hex: '2814', rule: '7.9' } },
    ];
    const game = formingAttack();
    seat({ ...game, step: Math.max(game.step, 7) }, 'chile', { chile: 'human', allied: 'human' }, log);
    render(<CombatPanel />);
    expect(screen.getByTestId('combat-odds')).toBeTruthy();
    expect(screen.queryByTestId('combat-dice')).toBeNull();
    expect(screen.queryByTestId('combat-card')).toBeNull();
  });

  it("7.6 a landing's assault: its odds first, then the Allies roll a die for each defending unit and one more, and are told why", () => {
    const game = landedAtPisagua();
    const hex = game.amphibiousAssaults[0]!.hex;
    const defenders = Object.entries(game.units).filter(([id, u]) => !id.startsWith('cl-') && u.location.kind === 'hex' && u.location.hex === hex);
    seat(game, 'chile');
    render(<CombatPanel />);
    expect(screen.getByTestId('combat').querySelector('h2')?.textContent).toMatch(/^Assault at Pisagua/);
    expect(screen.getByTestId('combat-odds').textContent).toMatch(/Initiative won by Chile: \d+%/);
    fireEvent.click(rollButton(/Pisagua/));
    const defending = within(screen.getByTestId('combat-dice'))
      .getAllByTestId('combat-roll')
      .filter((g) => /^Allies: land combat \(defending\)/.test(g.textContent ?? ''));
    expect(defending.reduce((n, g) => n + g.querySelectorAll('.cs-die').length, 0)).toBe(defenders.length + 1);
    // Why one die more: said with the dice, with its case (the card gave no reason: table QA round 15).
    const n = defenders.length;
    expect(within(defending[0]!).getByTestId('combat-dice-count').textContent).toBe(
      `Allies roll ${n + 1} combat dice: ${n} unit${n === 1 ? '' : 's'} (8.9), 1 against the landing (7.6)`,
    );
  });

  it("7.3 / 7.4 the dice card after an interception shows its die, the speed modifier with the ship that gives it, the distance to beat and the outcome (it said only that the Allies intercepted: QA)", async () => {
    const { game, log } = interceptionRolled(5);
    seat(game, 'chile', { chile: 'human', allied: 'heuristic' }, log);
    render(<CombatPanel />);
    const dice = screen.getByTestId('combat-dice');
    const roll = within(dice).getByTestId('combat-roll');
    expect(roll.textContent).toMatch(/^Allies: interception at 4 hexes \(7\.3\)/);
    expect(roll.querySelector('[data-result]')?.getAttribute('data-result')).toBe('6');
    expect(within(roll).getByTestId('combat-mods').textContent).toBe('+1 lowest speed modifier (Huáscar) (7.4)');
    expect(within(roll).getByTestId('combat-verdict').textContent).toBe('needed more than 4 — interception: naval combat at hex 2814');
    expect(screen.getByTestId('combat-interception').textContent).toBe("Allies try to intercept at 4 hexes in hex 2814: success (7.3)");
    // The ships about to fight are still listed: only fire says what became of them.
    expect(screen.getByTestId('combat').textContent).toMatch(/Almirante Cochrane/);
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(within(screen.getByTestId('combat-dice')).getByTestId('combat-verdict').textContent).toMatch(/^hacía falta más de 4 — intercepción: combate naval en /);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
