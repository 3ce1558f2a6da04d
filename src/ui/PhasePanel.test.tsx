import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhasePanel } from './PhasePanel';
import { useGameStore } from './store';
import { applyAction, legalActions, raidOdds } from '../engine';
import { navalPosition, shipAt } from '../engine/naval/testKit';
import { situation } from '../engine/land/testKit';
import { act as playOut } from '../engine/testing/play';
import { i18n } from './i18n';
import { lessonById, startLesson } from '../lessons';

describe('the phase panel', () => {
  beforeEach(() => {
    useGameStore.getState().startGame({ seed: 'panel-test', setup: 'manual' });
  });

  it('3.1 shows the turn, the side setting up and the current phase', () => {
    render(<PhasePanel />);
    expect(screen.getByTestId('turn').textContent).toContain('Turn 1');
    expect(screen.getByText('Allies player turn')).toBeTruthy();
    expect(screen.getByTestId('prompt').textContent).toContain('Set-up');
  });

  it('4.1 offers one button per legal action and advances the phase when clicked', () => {
    render(<PhasePanel />);
    for (let i = 0; i < 2; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Historical set-up' }));
      fireEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
      // Hot seat: the next player takes the device (the App shows the hand-over cover meanwhile).
      act(() => useGameStore.getState().takeOver('chile'));
    }
    expect(useGameStore.getState().game.phase).toBe('administrative');
    fireEvent.click(screen.getByRole('button', { name: 'End Administrative Phase' }));
    expect(useGameStore.getState().game.phase).toBe('consumeSupply');
    expect(screen.getByTestId('prompt').textContent).toContain('Consume Supply Columns Phase');
    expect(screen.getByTestId('log').textContent).toContain('Consume Supply Columns Phase');
    expect(screen.getByTestId('log').textContent).toContain('Supply Column allotment');
  });

  it('6.3 the prompt names the picked piece only while one of its actions is aimed at a lit hex (a ship picked for its NADC stayed named after the orders: QA round 7)', () => {
    render(<PhasePanel />);
    for (let i = 0; i < 2; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Historical set-up' }));
      fireEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
      act(() => useGameStore.getState().takeOver(useGameStore.getState().game.side));
    }
    fireEvent.click(screen.getByRole('button', { name: 'End Administrative Phase' }));
    expect(useGameStore.getState().game.phase).toBe('consumeSupply');
    // The recruit (6.3) of the Santiago battalion is placed on a lit hex: picked, it is named.
    act(() => useGameStore.getState().selectPiece('cl-inf-santiago'));
    expect(screen.getByTestId('prompt').textContent).toContain('Selected: ');
    // A unit with nothing to place (its replenishment is a button, 6.2): nothing says it is picked.
    act(() => useGameStore.getState().selectPiece('cl-inf-buin-1'));
    expect(screen.getByTestId('prompt').textContent).not.toContain('Selected: ');
  });

  it('3.1 once taken, the historical set-up is no longer among the prompt\'s buttons (it would change nothing); a piece moved, it is offered again', () => {
    render(<PhasePanel />);
    const buttons = () => Array.from(screen.getByTestId('prompt').querySelectorAll(':scope > .actions button')).map((b) => b.textContent);
    expect(buttons()).toContain('Historical set-up');
    fireEvent.click(screen.getByRole('button', { name: 'Historical set-up' }));
    expect(buttons()).toContain('Finish set-up');
    expect(buttons()).not.toContain('Historical set-up');
    // Still a legal action, in the list of every other one.
    expect(legalActions(useGameStore.getState().game).some((a) => a.type === 'historicalSetup')).toBe(true);
    // A piece placed elsewhere: the historical set-up would put it back, and is offered again.
    const game = useGameStore.getState().game;
    const move = legalActions(game).find((a) => a.type === 'setupPlace' && applyAction(game, a).ok && JSON.stringify(applyAction(game, a)) !== JSON.stringify(applyAction(game, { type: 'historicalSetup', side: a.side })))!;
    act(() => useGameStore.getState().dispatch(move));
    expect(buttons()).toContain('Historical set-up');
  });

  it('8.2 the answer pressed gone, the focus goes to the prompt\'s heading, never to the next answer\'s button (keyed by place, "Enter hex 3223" became "Enter hex 3324" under the focus: QA round 8)', async () => {
    render(<PhasePanel />);
    for (let i = 0; i < 2; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Historical set-up' }));
      fireEvent.click(screen.getByRole('button', { name: 'Finish set-up' }));
      act(() => useGameStore.getState().takeOver(useGameStore.getState().game.side));
    }
    for (let i = 0; i < 5 && useGameStore.getState().game.phase !== 'landMovement'; i++) {
      act(() => useGameStore.getState().dispatch(legalActions(useGameStore.getState().game).find((a) => a.type === 'endPhase')!));
    }
    const game = () => useGameStore.getState().game;
    act(() => useGameStore.getState().dispatch(legalActions(game()).find((a) => a.type === 'beginMove')!));
    act(() => useGameStore.getState().dispatch(legalActions(game()).find((a) => a.type === 'rollMove')!));
    const steps = () => screen.getAllByRole('button').filter((b) => /^Enter /.test(b.textContent ?? ''));
    expect(steps().length).toBeGreaterThan(0);
    const button = steps()[0]!;
    button.focus();
    fireEvent.click(button);
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(document.activeElement).toBe(screen.getByTestId('prompt-heading'));
  });

  it('8.10 holding ground instead of retreating says it eliminates a unit of one step ("Stay: deplete Peruvian Inf Bn 1": QA round 8)', () => {
    // Chile's Buin and 2nd hit Zepita once (now one step) and are not hit: the Allies must retreat or hold.
    let s = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'cl-inf-2nd': ['3419'], 'pe-inf-zepita': ['3520'] }, dice: [6, 1, 6, 1, 1], chits: ['noEvent'] });
    s = playOut(s, { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' }).state;
    s = playOut(s, { type: 'toggleAttacker', side: 'chile', unit: 'cl-inf-2nd' }).state;
    s = playOut(s, { type: 'declareAttack', side: 'chile' }).state;
    expect(s.pending.at(-1)?.kind).toBe('retreat');
    expect(s.units['pe-inf-zepita']!.steps).toBe(1);
    act(() => useGameStore.setState({ game: s, start: s, actions: [], log: [], viewer: 'allied', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null }));
    render(<PhasePanel />);
    expect(screen.getByRole("button", { name: /^Stay: .* is eliminated \(a unit of one step\)$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Stay: deplete/ })).toBeNull();
  });

  it('the answer to a click (why nothing can be done there) stands under the prompt\'s heading, before the buttons (it was under the list of every action: table QA round 3)', () => {
    render(<PhasePanel />);
    act(() => useGameStore.getState().say('Units recruited or rebuilt this turn in Ancón (2006) may be replenished from the next turn (6.3, 6.4)'));
    const notice = screen.getByRole('status');
    const buttons = screen.getByTestId('prompt').querySelector('.actions')!;
    expect(notice.compareDocumentPosition(buttons) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('prompt-heading').compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the engine\'s error and rule case when an action is refused', () => {
    render(<PhasePanel />);
    act(() => useGameStore.getState().dispatch({ type: 'endPhase', side: 'chile' }));
    expect(screen.getByRole('alert').textContent).toContain('4.1');
  });

  it('8.7–8.11 the Land Combat Phase opens with what to do (it had only "Attack …" buttons), gone once an attack is begun', () => {
    const start = startLesson(lessonById('land-attack')!);
    if (!start.ok) throw new Error('lesson position');
    const store = useGameStore.getState;
    act(() => useGameStore.setState({ game: start.value, start: start.value, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null }));
    expect(store().game.phase).toBe('landCombat');
    render(<PhasePanel />);
    expect(screen.getByTestId('phase-hint').textContent).toBe(
      'Attack an enemy beside your units: click a lit enemy hex on the map (or its button below), choose the units that attack together, and see the odds before you roll (8.7–8.11).',
    );
    const attack = legalActions(store().game).find((a) => a.type === 'beginAttack')!;
    act(() => store().dispatch(attack));
    expect(screen.queryByTestId('phase-hint')).toBeNull();
  });

  it('8.2–8.6 the Land Movement Phase opens with a line that says what to do (it had only "Move from …" buttons), gone once a move is begun', async () => {
    const store = useGameStore.getState;
    act(() => store().startGame({ seed: 'panel-test', setup: 'historical' }));
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    act(() => store().takeOver('chile'));
    act(() => store().dispatch({ type: 'endPhase', side: 'chile' }));
    while (store().game.phase !== 'landMovement') act(() => store().dispatch({ type: 'endPhase', side: 'chile' }));
    render(<PhasePanel />);
    const hint = screen.getByTestId('phase-hint');
    expect(hint.textContent).toBe(
      'Move your land units: click one of your lit stacks on the map (or its button below), choose the units that go together and roll — the higher die gives their MP — then click lit hexes to enter them (8.2–8.6).',
    );
    // It opens the prompt, before the buttons.
    const prompt = screen.getByTestId('prompt');
    expect(hint.compareDocumentPosition(prompt.querySelector('.actions button')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    try {
      expect(screen.getByTestId('phase-hint').textContent).toMatch(/^Mueve tus unidades terrestres: haz clic .*\(8\.2–8\.6\)\.$/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
    const begin = legalActions(store().game).find((a) => a.type === 'beginMove')!;
    act(() => store().dispatch(begin));
    expect(screen.queryByTestId('phase-hint')).toBeNull();
  });

  it('4.1 a phase entered with nothing to do is passed and said; one that waits says so in one line, with one Continue button', () => {
    const store = useGameStore.getState;
    act(() => store().startGame({ seed: 'panel-test', setup: 'historical' }));
    render(<PhasePanel />);
    // 4.2: the Allies are asked for their turn-1 NADCs first.
    expect(screen.getByTestId('nadc-prompt').textContent).toContain('NADCs for turn 1 (4.2)');
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    act(() => store().takeOver('chile'));
    act(() => store().dispatch({ type: 'endPhase', side: 'chile' }));
    // 4.1: the Administrative Phase's prompt says that ending it rolls for the Supply Columns, after the orders.
    expect(screen.getByTestId('nadc-prompt').textContent).toContain('end the phase: then you roll for your Supply Columns (4.1)');
    for (const phase of ['administrative', 'consumeSupply', 'navalMovement'] as const) {
      expect(store().game.phase).toBe(phase);
      act(() => store().dispatch({ type: 'endPhase', side: 'chile' }));
    }
    // IV. Naval Combat: no Chilean warship can raid anything, so it is passed, and the player told.
    expect(store().game.phase).toBe('landMovement');
    expect(screen.getByRole('status').textContent).toBe('Chile: nothing to do in the Naval Combat Phase, passed on (4.1).');
    // Taken back with the end of the Naval Movement Phase, the same ending in a lesson (which passes
    // nothing) leaves Chile in the Naval Combat Phase, told so in one line, with one button.
    act(() => store().undo());
    act(() => useGameStore.setState({ lesson: { id: 'a-lesson', events: [], cursor: 0, begun: true } }));
    act(() => store().dispatch({ type: 'endPhase', side: 'chile' }));
    expect(screen.getByTestId('idle').textContent).toContain('Nothing to do for Chile in the Naval Combat Phase.');
    expect(screen.getByTestId('prompt').querySelectorAll('.actions button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continue — End Naval Combat Phase' }));
    expect(store().game.phase).toBe('landMovement');
  });

  it('in Spanish the prompt names the Allies with their article: "Les toca a los Aliados" (the pronoun agrees: table QA round 11)', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      render(<PhasePanel />);
      expect(screen.getByTestId('prompt-heading').textContent).toMatch(/^Les toca a los Aliados — Fase de Despliegue/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('8.4 note: alike Supply Columns in a move are one button that says a click leaves one behind, not all of them (QA round 9: "(×4)" left one where all four were meant)', () => {
    let s = situation({ phase: 'landMovement', units: { 'cl-cav-granaderos': ['3123'] }, supply: { 'sc-1': ['chile', '3123'], 'sc-2': ['chile', '3123'], 'sc-3': ['chile', '3123'], 'sc-4': ['chile', '3123'] } });
    s = playOut(s, { type: 'beginMove', side: 'chile', from: '3123' }).state;
    act(() => useGameStore.setState({ game: s, start: s, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null }));
    render(<PhasePanel />);
    fireEvent.click(screen.getByRole('button', { name: /^✓ 4 × .+: moving \(click to leave one behind\)$/ }));
    expect(screen.getByRole('button', { name: /^✓ 3 × .+: moving \(click to leave one behind\)$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /: left behind \(click to include\)$/ })).toBeTruthy();
  });

  describe('at the table', () => {
    const scrolled: Element[] = [];
    beforeEach(() => {
      // The test DOM (happy-dom) lays nothing out: record which element asks to be shown.
      Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
        scrolled.push(this);
      });
      scrolled.length = 0;
    });
    afterEach(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });

    /** A historical game at Chile's turn-1 Administrative Phase, hot seat, Chile holding the device. */
    function chileTurnOne() {
      const store = useGameStore.getState;
      act(() => store().startGame({ seed: 'panel-test', setup: 'historical' }));
      act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
      act(() => store().takeOver('chile'));
      act(() => store().dispatch({ type: 'endPhase', side: 'chile' }));
      expect(store().game.phase).toBe('administrative');
      return store;
    }

    it('4.1 the next phase\'s prompt is brought into sight when the player who scrolled down to end a phase ends it, and only then', () => {
      const store = chileTurnOne();
      render(<PhasePanel />);
      expect(scrolled).toHaveLength(0); // the first prompt is where the panel opens
      fireEvent.click(screen.getByRole('button', { name: 'End Administrative Phase' }));
      expect(store().game.phase).toBe('consumeSupply');
      expect(scrolled).toEqual([screen.getByTestId('prompt-heading')]);
      expect(screen.getByTestId('prompt-heading').textContent).toContain('Consume Supply Columns Phase');
      // A refused action changes nothing to do: the panel stays where the player has it.
      act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
      expect(scrolled).toHaveLength(1);
    });

    it('4.1 after a bot\'s turn, the player\'s first prompt is brought into sight (he may have scrolled down to read the bot\'s dice)', () => {
      const store = useGameStore.getState;
      act(() => store().startGame({ seed: 'panel-test', setup: 'historical', players: { chile: 'human', allied: 'heuristic' } }));
      render(<PhasePanel />);
      expect(screen.getByTestId('bot-lock')).toBeTruthy(); // the Allied bot sets up first
      expect(scrolled).toHaveLength(0);
      // The bot finishes its set-up: Chile's turn to act.
      const r = applyAction(store().game, { type: 'endPhase', side: 'allied' });
      if (!r.ok) throw new Error(r.error.code);
      act(() => useGameStore.setState({ game: r.state }));
      expect(screen.getByTestId('prompt-heading').textContent).toContain('Chile to act');
      expect(scrolled).toEqual([screen.getByTestId('prompt-heading')]);
    });

    it('6.0 embarkations that read the same (alike Supply Columns in the Chile Holding Box) are one button with their number', () => {
      const store = chileTurnOne();
      act(() => store().dispatch({ type: 'endPhase', side: 'chile' }));
      act(() => store().dispatch({ type: 'endPhase', side: 'chile' }));
      expect(store().game.phase).toBe('navalMovement');
      render(<PhasePanel />);
      const more = screen.getByText(/^Every other legal action/).closest('details')!;
      fireEvent.click(more.querySelector('summary')!);
      act(() => more.dispatchEvent(new Event('toggle')));
      const columnsAboard = [...more.querySelectorAll('button')].map((b) => b.textContent ?? '').filter((text) => /Supply Column/.test(text));
      expect(columnsAboard.length).toBeGreaterThan(0);
      // Each transport once, with the number of columns that could board it.
      expect(new Set(columnsAboard).size).toBe(columnsAboard.length);
      expect(columnsAboard.every((text) => /\(×\d+\)$/.test(text))).toBe(true);
    });
  });

  it('7.6 a raid\'s button gives its odds, as an attack\'s does (they were only in the odds panel, far below): Blanco Encalada (gunfire 6) on a battalion at Pisagua', () => {
    const game = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalCombat',
      ships: { 'cl-ship-blanco-encalada': shipAt('3217') },
      units: { 'pe-inf-gen-bn-1': { location: { kind: 'hex', hex: '3217' }, steps: 1 } },
      control: { '3217': 'allied' },
    });
    const raid = legalActions(game).find((a) => a.type === 'raid');
    expect(raid).toBeDefined();
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'raid-odds', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' } });
    render(<PhasePanel />);
    const o = raidOdds('cl-ship-blanco-encalada', 'pe-inf-gen-bn-1');
    const label = Array.from(screen.getByTestId('prompt').querySelectorAll('button')).map((b) => b.textContent ?? '').find((x) => x.includes(' raids '));
    expect(label).toMatch(new RegExp(`: hit ${Math.round(o.pHit * 100)}%$`));
  });

  it('8.4 note / 8.7 each piece\'s toggle says whether it is in the move or the attack, and is pressed when it is (the buttons read "Include / leave …" either way)', () => {
    const start = startLesson(lessonById('land-attack')!);
    if (!start.ok) throw new Error('lesson position');
    const store = useGameStore.getState;
    act(() => useGameStore.setState({ game: start.value, start: start.value, actions: [], log: [], viewer: 'chile', players: { chile: 'human', allied: 'human' }, replay: null, lesson: null }));
    act(() => store().dispatch(legalActions(store().game).find((a) => a.type === 'beginAttack')!));
    render(<PhasePanel />);
    const toggles = () => Array.from(screen.getByTestId('prompt').querySelectorAll('button[aria-pressed]'));
    expect(toggles().length).toBeGreaterThan(1);
    expect(toggles().every((b) => b.getAttribute('aria-pressed') === 'true' && b.textContent!.startsWith('✓ ') && b.textContent!.includes(': attacking'))).toBe(true);
    const first = toggles()[0]!;
    const name = first.textContent!.slice(2, first.textContent!.indexOf(': attacking'));
    act(() => fireEvent.click(first));
    const out = toggles().find((b) => b.textContent!.startsWith(`${name}: not attacking`))!;
    expect(out.getAttribute('aria-pressed')).toBe('false');
  });

  it('8.3 a step of attrition on a one-step unit says it eliminates it ("Attrition: …" read the same whether the unit lost a step or was gone)', () => {
    const lesson = lessonById('first-turn-walkthrough')!;
    const start = startLesson(lesson);
    if (!start.ok) throw new Error('lesson start');
    let game = start.value;
    // The walkthrough's actions up to Daza's attrition after the doubles (8.3).
    for (const a of lesson.intended) {
      if (a.type === 'takeAttrition') break;
      const r = applyAction(game, a);
      if (!r.ok) throw new Error(a.type);
      game = r.state;
    }
    const attrition = legalActions(game).filter((a) => a.type === 'takeAttrition');
    expect(attrition.length).toBeGreaterThan(1);
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'attrition-label', viewer: game.side, replay: null, players: { chile: 'human', allied: 'human' } });
    render(<PhasePanel />);
    const labels = Array.from(screen.getByTestId('prompt').querySelectorAll('button')).map((b) => b.textContent ?? '').filter((x) => x.startsWith('Attrition: '));
    expect(labels.length).toBe(attrition.length);
    for (const a of attrition) {
      if (a.type !== 'takeAttrition') continue;
      const one = game.units[a.piece]?.steps === 1;
      expect(labels.some((l) => l.endsWith(' — eliminated')) || !one).toBe(true);
    }
    expect(labels.filter((l) => l.endsWith(' — eliminated')).length).toBe(attrition.filter((a) => a.type === 'takeAttrition' && game.units[a.piece]?.steps === 1).length);
    expect(labels.filter((l) => l.endsWith(' — eliminated')).length).toBeGreaterThan(0);
  });
});

