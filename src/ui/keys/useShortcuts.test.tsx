import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getMap } from '../../engine';
import { navalPosition } from '../../engine/naval/testKit';
import { MapView } from '../map/MapView';
import { actionLabel } from '../describe';
import { PhasePanel } from '../PhasePanel';
import { legalActionsOf, useGameStore } from '../store';
import { useKeys } from './keysStore';
import { focusPrompt } from './useShortcuts';

const store = useGameStore.getState;
const press = (key: string, init: KeyboardEventInit = {}) => act(() => { fireEvent.keyDown(document.body, { key, ...init }); });
const last = () => store().actions.at(-1);

/** The historical start played to Chile's Land Movement Phase (every earlier phase ended). */
function toChileLandMovement(seed: string) {
  act(() => store().startGame({ seed, setup: 'historical' }));
  act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
  act(() => store().takeOver('chile'));
  for (let i = 0; i < 5 && store().game.phase !== 'landMovement'; i++) {
    const end = legalActionsOf(store().game).find((a) => a.type === 'endPhase');
    act(() => store().dispatch(end!));
  }
  expect(store().game.phase).toBe('landMovement');
}

describe('keyboard shortcuts (issue 19)', () => {
  beforeEach(() => {
    useKeys.setState({ cursor: null, highlight: 0, helpOpen: false });
    act(() => store().startGame({ seed: 'keys-test', setup: 'manual' }));
  });

  it('E sends the legal endPhase (Finish set-up), Ctrl+Z undoes, each only from the legal list', () => {
    render(<MapView />);
    press('e'); // the set-up cannot be finished with nothing placed: endPhase is not legal, nothing is sent
    expect(store().actions).toHaveLength(0);
    act(() => store().dispatch({ type: 'historicalSetup', side: 'allied' }));
    press('z', { ctrlKey: true });
    expect(store().actions).toHaveLength(0);
    act(() => store().dispatch({ type: 'historicalSetup', side: 'allied' }));
    press('e');
    expect(last()).toEqual({ type: 'endPhase', side: 'allied' });
  });

  it('nothing is sent when it is not the viewer\'s move: the other player\'s (before the hand-over) or a bot\'s', () => {
    render(<MapView />);
    act(() => store().dispatch({ type: 'historicalSetup', side: 'allied' }));
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    // Chile to act, the Allied player still at the screen (the hand-over cover is due).
    const before = store().actions.length;
    press('e');
    press('z', { metaKey: true });
    press('n');
    expect(store().actions).toHaveLength(before);
    expect(useKeys.getState().cursor).toBeNull();
    // A bot plays Chile: the human at the screen sends nothing for it.
    act(() => store().startGame({ seed: 'keys-bot', setup: 'historical', players: { chile: 'random', allied: 'human' } }));
    act(() => store().dispatch({ type: 'endPhase', side: 'allied' }));
    const bots = store().actions.length;
    expect(store().viewer).toBe('allied');
    press('e');
    press('n');
    press('Enter');
    expect(store().actions).toHaveLength(bots);
  });

  it('N puts the cursor on a unit that can act, Enter on it acts exactly as a click on that hex', () => {
    toChileLandMovement('keys-enter');
    const { unmount } = render(<MapView />);
    press('n');
    const hex = useKeys.getState().cursor!;
    expect(legalActionsOf(store().game).some((a) => a.type === 'beginMove' && JSON.stringify(a).includes(hex))).toBe(true);
    expect(document.querySelector(`[data-cursor="${hex}"]`)).not.toBeNull();
    press('Enter');
    const byKey = last();
    expect(byKey?.type).toBe('beginMove');
    unmount();
    // The same game, the same hex clicked.
    toChileLandMovement('keys-enter');
    const { container } = render(<MapView />);
    fireEvent.click(container.querySelector(`[data-hex="${hex}"]`)!);
    expect(last()).toEqual(byKey);
  });

  it('the arrows move the cursor (Shift+arrows pan, the cursor stays); C hides it; Escape too', () => {
    render(<MapView />);
    // C shows the cursor on the hex last selected (at a manual set-up the first hex that can act is
    // where a piece may go: Pacasmayo, 1601).
    act(() => store().select('2008'));
    press('c');
    const at = useKeys.getState().cursor!;
    expect(at).toBe('2008');
    press('ArrowDown');
    expect(useKeys.getState().cursor).toBe('2009');
    press('ArrowRight', { shiftKey: true });
    expect(useKeys.getState().cursor).toBe('2009');
    press('ArrowRight');
    expect(useKeys.getState().cursor).toBe('2109');
    press('Escape');
    expect(useKeys.getState().cursor).toBeNull();
  });

  it('4.2 the hex cursor gives an NADC: Enter on the fleet picks it, the arrows go out to a lit sea hex, Enter there orders the fleet to its area, as a click on the area (QA round 6)', () => {
    act(() => store().startGame({ seed: 'keys-nadc', setup: 'historical' }));
    render(<MapView />);
    act(() => useKeys.getState().setCursor('2007')); // Callao, the Allied fleet
    press('Enter');
    expect(store().selectedHex).toBe('2007');
    press('ArrowLeft');
    const sea = useKeys.getState().cursor!;
    const area = getMap().hexes[sea]?.seaArea;
    expect(area).toBe('XII');
    press('Enter');
    const orders = store().game.nadc.allied;
    expect(orders.length).toBeGreaterThan(1);
    expect(orders.every((o) => o.area === area && o.forTurn === 1)).toBe(true);
    // The fleet stays picked: Enter again on the same area takes its chits back (as a second click on the area).
    expect(store().selectedHex).toBe('2007');
    press('Enter');
    expect(store().game.nadc.allied).toEqual([]);
  });

  it('4.2 Escape lets go of the stack picked for its NADC, before it hides the cursor ("Huáscar and 9 more at Callao" stayed: QA round 19)', () => {
    act(() => store().startGame({ seed: 'keys-nadc-escape', setup: 'historical' }));
    render(<><MapView /><PhasePanel /></>);
    act(() => useKeys.getState().setCursor('2007')); // Callao, the Allied fleet
    press('Enter');
    expect(screen.getByTestId('nadc-selection').textContent).toMatch(/at Callao/);
    press('Escape');
    expect(screen.queryByTestId('nadc-selection')).toBeNull();
    expect(store().selectedHex).toBeNull();
    expect(useKeys.getState().cursor).toBe('2007');
    press('Escape');
    expect(useKeys.getState().cursor).toBeNull();
    // A ship of the stack picked alone (the stack opened, then the ship): let go too, the stack stays open.
    act(() => store().select('2007'));
    act(() => store().showPlace('hex:2007'));
    act(() => store().selectPiece('pe-ship-huascar'));
    expect(screen.getByTestId('nadc-selection').textContent).toMatch(/Huáscar at Callao/);
    press('Escape');
    expect(screen.queryByTestId('nadc-selection')).toBeNull();
    expect(store().selectedPiece).toBeNull();
    expect(store().openPlace).toBe('hex:2007');
  });

  it('a choice of several: the highlight moves with the arrows, Enter confirms it', () => {
    toChileLandMovement('keys-choice');
    render(<><MapView /><PhasePanel /></>);
    const moves = legalActionsOf(store().game).filter((a) => a.type === 'beginMove').slice(0, 2);
    expect(moves).toHaveLength(2);
    act(() => store().offerChoice({ place: '2008', actions: moves }));
    const buttons = () => screen.getByTestId('choice').querySelectorAll('.actions button');
    expect(buttons()[0]!.className).toBe('highlighted');
    press('ArrowDown');
    expect(buttons()[1]!.className).toBe('highlighted');
    expect(buttons()[1]!.getAttribute('aria-current')).toBe('true');
    press('Enter');
    expect(last()).toEqual(moves[1]);
  });

  it('1–9 pick the prompt\'s numbered answers when no "which?" menu is open (2 did nothing on the four "Supply Column to …" buttons: QA round 19)', () => {
    const game = navalPosition({ turn: 7, side: 'allied', phase: 'administrative', boliviaInWar: true, pending: [{ kind: 'placeSupplyColumn', side: 'allied', rule: '4.1', remaining: 2, bolivianPlaced: false }] });
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'keys-supply', viewer: 'allied', replay: null, players: { chile: 'human', allied: 'human' }, lesson: null, choice: null, rules: null });
    render(<><MapView /><PhasePanel /></>);
    const answers = [...screen.getByTestId('prompt').querySelectorAll<HTMLButtonElement>('.actions button')];
    expect(answers.length).toBeGreaterThanOrEqual(4);
    expect(answers.every((b) => b.textContent!.startsWith('Supply Column to'))).toBe(true);
    // Each is numbered in order, and the number is said as its shortcut, not as part of its name.
    expect(answers.map((b) => b.dataset.promptKey)).toEqual(answers.map((_, i) => String(i + 1)));
    expect(answers[1]!.getAttribute('aria-keyshortcuts')).toBe('2');
    const second = answers[1]!.textContent;
    press('2');
    expect(last()?.type).toBe('placeSupplyColumn');
    expect(actionLabel(last()!, 'administrative')).toBe(second);
    // A "which?" menu open: its numbers are the keys, and the prompt's answers are not numbered meanwhile.
    const places = legalActionsOf(store().game).slice(0, 2);
    act(() => store().offerChoice({ place: '2008', actions: places }));
    expect(screen.getByTestId('prompt').querySelectorAll('button[data-prompt-key]')).toHaveLength(0);
    press('1');
    expect(last()).toEqual(places[0]);
  });

  it('R opens the rules (and no shortcut acts under them), ? the list of shortcuts; keys typed in a field are left alone', () => {
    render(<><MapView /><input aria-label="name" /></>);
    press('?');
    expect(screen.getByTestId('shortcuts-help').textContent).toContain('End the phase');
    press('Escape');
    expect(screen.queryByTestId('shortcuts-help')).toBeNull();
    act(() => { fireEvent.keyDown(screen.getByLabelText('name'), { key: 'r' }); });
    expect(store().rules).toBeNull();
    press('r');
    expect(store().rules).not.toBeNull();
    // Under the rules reference no shortcut acts on the board.
    act(() => store().dispatch({ type: 'historicalSetup', side: 'allied' }));
    press('e');
    expect(last()?.type).toBe('historicalSetup');
  });

  it('Enter on a focused checkbox presses no hex, though the cursor stands on one that can act (checkboxes let the other shortcuts through)', () => {
    act(() => useGameStore.setState({ rules: null }));
    toChileLandMovement('keys-checkbox-enter');
    render(<><MapView /><input type="checkbox" aria-label="Land operations" /></>);
    press('n');
    expect(useKeys.getState().cursor).not.toBeNull();
    const before = store().actions.length;
    act(() => { fireEvent.keyDown(screen.getByLabelText('Land operations'), { key: 'Enter' }); });
    expect(store().actions.length).toBe(before);
  });

  it('? works with a checkbox focused (the log\'s filter boxes counted as fields: QA round 5); a slider and a radio keep their arrows', async () => {
    const { typingIn } = await import('./useShortcuts');
    const input = (type: string) => Object.assign(document.createElement('input'), { type });
    expect(typingIn(input('checkbox'))).toBe(false);
    expect(typingIn(input('text'))).toBe(true);
    expect(typingIn(input('range'))).toBe(true);
    expect(typingIn(input('radio'))).toBe(true);
    act(() => useGameStore.setState({ rules: null }));
    render(<><MapView /><input type="checkbox" aria-label="Naval operations" /></>);
    act(() => { fireEvent.keyDown(screen.getByLabelText('Naval operations'), { key: '?' }); });
    expect(screen.getByTestId('shortcuts-help')).toBeTruthy();
  });

  it('N takes the focus to the map: Enter then acts on the cursor\'s hex, not on the button that had the focus (it opened a turn box: QA round 8)', () => {
    toChileLandMovement('keys-focus-map');
    render(<><MapView /><button type="button">Turn box 2</button></>);
    screen.getByRole('button', { name: 'Turn box 2' }).focus();
    press('n');
    expect(document.activeElement?.classList.contains('map-svg')).toBe(true);
    act(() => { fireEvent.keyDown(document.activeElement!, { key: 'Enter' }); });
    expect(last()?.type).toBe('beginMove');
  });

  it('8.2 E ends the land move in progress (it did nothing during one: QA round 8); Escape closes an opened stack', () => {
    toChileLandMovement('keys-stop-move');
    render(<MapView />);
    const begin = legalActionsOf(store().game).find((a) => a.type === 'beginMove')!;
    act(() => store().dispatch(begin));
    act(() => store().dispatch(legalActionsOf(store().game).find((a) => a.type === 'rollMove')!));
    expect(store().game.pending.at(-1)?.kind).toBe('landMove');
    press('e');
    expect(last()?.type).toBe('stopMove');
    act(() => store().showPlace('turnTrack:2'));
    press('Escape');
    expect(store().openPlace).toBeNull();
  });

  it('P takes the focus to the prompt\'s first answer, 18–33 Tabs from the map (QA round 8)', () => {
    toChileLandMovement('keys-prompt');
    render(<><MapView /><PhasePanel /></>);
    press('p');
    const focused = document.activeElement as HTMLElement;
    expect(focused.tagName).toBe('BUTTON');
    expect(screen.getByTestId('prompt').contains(focused)).toBe(true);
  });

  it('P passes over the rule citations and the recap pointer to an answer: "Since your last turn" or a "(4.1)" took the focus, and Enter opened the recap or the rules (QA round 17)', () => {
    act(() => store().startGame({ seed: 'keys-prompt-41', setup: 'manual' }));
    render(<><MapView /><PhasePanel /></>);
    // Both set-ups, then Chile's first player turn.
    for (const side of ['allied', 'chile'] as const) {
      act(() => store().dispatch({ type: 'historicalSetup', side }));
      act(() => store().dispatch({ type: 'endPhase', side }));
      act(() => store().takeOver(store().game.side));
    }
    // Chile ends its player turn: the Allies' begins with the allotment rolled for them (4.1 I), told in their prompt.
    for (let i = 0; i < 12 && store().game.side === 'chile'; i++) act(() => store().dispatch(legalActionsOf(store().game).find((a) => a.type === 'endPhase')!));
    act(() => store().takeOver('allied'));
    expect(store().game.phase).toBe('administrative');
    const prompt = screen.getByTestId('prompt');
    const answers = [...prompt.querySelectorAll('button')].filter((b) => !b.matches('.rule-link, .recap-pointer-button'));
    // The case QA met: the recap pointer (or a citation) stands before the first answer.
    const first = prompt.querySelector('button')!;
    expect(first.matches('.recap-pointer-button')).toBe(true);
    press('p');
    expect(document.activeElement).toBe(answers[0]);
  });
});

describe('P and the prompt\'s helpers', () => {
  it('P passes over a link-like helper in the prompt ("Show the way on the map", before a fleet\'s answers in the Naval Movement Phase: QA round 18)', () => {
    render(
      <section data-testid="prompt">
        <p>Huáscar sails for area X. <button type="button" className="log-link show-way">Show the way on the map</button></p>
        <div className="actions"><button type="button">Embark at Callao (2007)</button></div>
      </section>,
    );
    expect(focusPrompt()).toBe(true);
    expect(document.activeElement?.textContent).toBe('Embark at Callao (2007)');
  });
});
