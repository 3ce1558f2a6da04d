import 'fake-indexeddb/auto';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Action, type GameState } from '../../engine';
import { blockadedAtCallao, navalPosition, shipAt, squadronIntoAreaVI } from '../../engine/naval/testKit';
import { i18n } from '../i18n';
import { CursorStatus } from '../keys/CursorStatus';
import { useKeys } from '../keys/keysStore';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';
import { InterceptionPanel } from './InterceptionPanel';

/** Almirante Cochrane sails from 2915 into 2814; Unión (Allied) waits at `at`, alone unless `others` are given (ship: hex) (7.3). */
function unionAlone(at: string, others: Record<string, string> = {}): GameState {
  const s = navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-union': shipAt(at), ...Object.fromEntries(Object.entries(others).map(([ship, hex]) => [ship, shipAt(hex)])) },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
  });
  return next(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' });
}

/** 7.6: Huáscar sails out of Callao (2007) without running Cochrane's blockade: Chile is asked. */
function blockadeNotRun(): GameState {
  let s = blockadedAtCallao();
  s = next(s, legalActions(s).find((a) => a.type === 'sail')!);
  return next(s, { type: 'runBlockade', side: 'allied', run: false });
}

function next(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(a.type);
  return r.state;
}

/** Hot seat, `viewer` at the screen and asked whether to intercept: the prompt, the panel and the hex cursor on `hex`. */
function asked(game: GameState, viewer: 'chile' | 'allied', hex: string) {
  act(() => useGameStore.setState({ game, start: game, actions: [], log: [], gameId: 'intercept-same-words', viewer, players: { chile: 'human', allied: 'human' }, replay: null, lesson: null, rollSeen: null, selectedPiece: null, selectedHex: null, choice: null, notice: null }));
  render(
    <>
      <PhasePanel />
      <InterceptionPanel />
      <CursorStatus />
    </>,
  );
  act(() => useKeys.getState().setCursor(hex));
}

/** The words of each: the prompt's intercept button (its die mark aside), the panel's, and what Enter does on the hex. */
function words(hex: string) {
  const prompt = within(screen.getByTestId('prompt'))
    .getAllByRole('button')
    .map((b) => b.textContent!.replace(/^⚄ /, ''))
    .filter((w) => w.includes(hex));
  const panel = within(screen.getByTestId('interception-panel'))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((w) => /^(Intercept|Interceptar|Add|Añadir)/.test(w ?? ''));
  const readout = /(?:Lit|Resaltado) — Enter: ([^.]*)/.exec(screen.getByTestId('cursor-status').textContent ?? '')?.[1];
  return { prompt, panel, readout };
}

describe('7.3 / 7.6 the prompt\'s intercept button says what the interception panel\'s button and the map\'s read-out say (issue 20: the prompt left out "(no roll)")', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useKeys.setState({ cursor: null, highlight: 0, helpOpen: false });
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('warships in the hex entered (7.3): "(no roll)" in all three, and the prompt adds only that it succeeds', () => {
    asked(unionAlone('2814'), 'allied', '2814');
    const { prompt, panel, readout } = words('2814');
    expect(readout).toBe('Intercept with the warships in hex 2814 (no roll)');
    expect(prompt).toEqual(['Intercept with the warships in hex 2814 (no roll) — it succeeds']);
    expect(panel).toEqual(['Intercept (no roll)']);
  });

  it('warships in the hex entered (7.3), in Spanish: "(sin tirada)" in all three', async () => {
    await i18n.changeLanguage('es');
    asked(unionAlone('2814'), 'allied', '2814');
    const { prompt, panel, readout } = words('2814');
    expect(readout).toBe('Interceptar con los buques de guerra del hex 2814 (sin tirada)');
    expect(prompt).toEqual(['Interceptar con los buques de guerra del hex 2814 (sin tirada) — tiene éxito']);
    expect(panel).toEqual(['Interceptar (sin tirada)']);
  });

  it('a blockade not run (7.6): the blockaders\' button says "(no roll)" as the panel\'s does', () => {
    asked(blockadeNotRun(), 'chile', '2007');
    const { prompt, panel, readout } = words('2007');
    expect(prompt).toEqual([`${readout} — it succeeds`]);
    expect(panel).toEqual(['Intercept (no roll)']);
    expect(readout).toBe('Intercept with the warships in Callao (2007) (no roll)');
  });

  it('the die follows (one hex of warships, three hexes away): the prompt\'s words are the read-out\'s, in English and in Spanish', async () => {
    asked(unionAlone('2514'), 'allied', '2514');
    let w = words('2514');
    expect(w.readout).toBe('Intercept with the warships in hex 2514: roll the die');
    expect(w.prompt).toEqual([`${w.readout} — succeeds 5 in 6 (83%)`]);
    expect(w.panel).toEqual(['Intercept: roll the die']);
    await act(() => i18n.changeLanguage('es'));
    act(() => useKeys.getState().setCursor(null));
    act(() => useKeys.getState().setCursor('2514'));
    w = words('2514');
    expect(w.readout).toBe('Interceptar con los buques de guerra del hex 2514: tirar el dado');
    expect(w.prompt[0]!.startsWith(`${w.readout} — `)).toBe(true);
  });

  /** The roll button of the prompt (its die mark aside) and of the panel, once warships are declared, the transports' aside. */
  function rollWords() {
    const roll = /^(Roll|Tirar|Intercept \(|Interceptar \()/;
    const prompt = within(screen.getByTestId('prompt'))
      .getAllByRole('button')
      .map((b) => b.textContent!.replace(/^⚄ /, ''))
      .filter((w) => roll.test(w));
    const panel = within(screen.getByTestId('interception-declared'))
      .getAllByRole('button')
      .map((b) => b.textContent ?? '')
      .filter((w) => roll.test(w));
    return { prompt, panel };
  }

  it('the warships in the hex entered declared, another hex\'s still to add: the prompt\'s roll button says "Intercept (no roll)" as the panel\'s, and that it succeeds, as its transports twin does (it read "Intercept (no roll)" alone)', async () => {
    const game = next(unionAlone('2814', { 'pe-ship-pilcomayo': '2514' }), { type: 'intercept', side: 'allied', hex: '2814' });
    expect(legalActions(game)).toContainEqual({ type: 'interceptRoll', side: 'allied', transports: false });
    asked(game, 'allied', '2514');
    let w = rollWords();
    expect(w.panel).toEqual(['Intercept (no roll)']);
    expect(w.prompt).toEqual(['Intercept (no roll) — it succeeds']);
    await act(() => i18n.changeLanguage('es'));
    w = rollWords();
    expect(w.panel).toEqual(['Interceptar (sin tirada)']);
    expect(w.prompt).toEqual(['Interceptar (sin tirada) — tiene éxito']);
  });

  it('warships declared three hexes away, the transports still a choice: the prompt\'s roll button says "Roll the die" as the panel\'s, and adds its odds (it read "Roll the interception — succeeds 5 in 6")', async () => {
    const game = next(unionAlone('2514', { 'pe-ship-oroya': '2514' }), { type: 'intercept', side: 'allied', hex: '2514' });
    expect(legalActions(game)).toContainEqual({ type: 'interceptRoll', side: 'allied', transports: false });
    asked(game, 'allied', '2514');
    let w = rollWords();
    expect(w.panel).toEqual(['Roll the die']);
    expect(w.prompt).toEqual(['Roll the die — succeeds 5 in 6 (83%)']);
    await act(() => i18n.changeLanguage('es'));
    w = rollWords();
    expect(w.panel).toEqual(['Tirar el dado']);
    expect(w.prompt).toEqual(['Tirar el dado — éxito 5 de 6 (83\u00a0%)']);
  });

  /** The transports' roll button of the prompt (its die mark aside) and of the panel. */
  function transportsWords() {
    const prompt = within(screen.getByTestId('prompt'))
      .getAllByRole('button')
      .map((b) => b.textContent!.replace(/^⚄ /, ''))
      .filter((w) => /transport/.test(w));
    const panel = within(screen.getByTestId('interception-panel'))
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((w) => /transport/.test(w ?? ''));
    return { prompt, panel };
  }

  it('the transports may go along from the hex entered (7.3): "(no roll)" on both buttons, and the prompt adds only that it succeeds (it read "Roll the interception (transports go along) — no roll: it succeeds")', async () => {
    const game = next(unionAlone('2814', { 'pe-ship-oroya': '2814' }), { type: 'intercept', side: 'allied', hex: '2814' });
    expect(legalActions(game)).toContainEqual({ type: 'interceptRoll', side: 'allied', transports: true });
    asked(game, 'allied', '2814');
    let w = transportsWords();
    expect(w.panel).toEqual(['Intercept, the transports going along (no roll)']);
    expect(w.prompt).toEqual([`${w.panel[0]} — it succeeds`]);
    await act(() => i18n.changeLanguage('es'));
    w = transportsWords();
    expect(w.panel).toEqual(['Interceptar, con los transportes (sin tirada)']);
    expect(w.prompt).toEqual([`${w.panel[0]} — tiene éxito`]);
  });

  it('the transports may go along from the hex entered (7.3): the panel\'s odds for them say no roll is needed, as the warships\' own do (it read "With the transports: 6 in 6 (100%)")', async () => {
    const game = next(unionAlone('2814', { 'pe-ship-oroya': '2814' }), { type: 'intercept', side: 'allied', hex: '2814' });
    asked(game, 'allied', '2814');
    const declared = () => screen.getByTestId('interception-declared').textContent;
    expect(declared()).toContain('With the transports: no roll, the interception succeeds');
    expect(declared()).not.toContain('6 in 6');
    await act(() => i18n.changeLanguage('es'));
    expect(declared()).toContain('Con los transportes: sin tirada, la intercepción tiene éxito');
    expect(declared()).not.toContain('6 de 6');
  });

  it('the transports may go along from three hexes away (7.3, 7.4): both buttons say the die follows, the prompt adds its odds', async () => {
    const game = next(unionAlone('2514', { 'pe-ship-oroya': '2514' }), { type: 'intercept', side: 'allied', hex: '2514' });
    expect(legalActions(game)).toContainEqual({ type: 'interceptRoll', side: 'allied', transports: true });
    asked(game, 'allied', '2514');
    let w = transportsWords();
    expect(w.panel).toEqual(['Intercept, the transports going along: roll the die']);
    expect(w.prompt).toHaveLength(1);
    expect(w.prompt[0]).toMatch(/^Intercept, the transports going along: roll the die — succeeds \d in 6 \(\d+%\)$/);
    await act(() => i18n.changeLanguage('es'));
    w = transportsWords();
    expect(w.panel).toEqual(['Interceptar, con los transportes: tirar el dado']);
    expect(w.prompt[0]!.startsWith(`${w.panel[0]} — éxito `)).toBe(true);
  });

  it('another hex\'s warships may still be added: no roll is promised, in the prompt as on the map', () => {
    asked(squadronIntoAreaVI(), 'allied', '2514');
    const { prompt, readout } = words('2514');
    expect(readout).toBe('Intercept with the warships in hex 2514');
    expect(prompt).toEqual(['Intercept with the warships in hex 2514 — succeeds 4 in 6 (67%)']);
  });
});
