import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../engine';
import { i18n } from '../i18n';
import { hexActions } from '../play/useHexActions';
import { useGameStore } from '../store';
import { CursorStatus } from './CursorStatus';
import { useKeys } from './keysStore';

const status = () => screen.getByTestId('cursor-status').textContent ?? '';
const cursorAt = (hex: string | null) => act(() => useKeys.getState().setCursor(hex));
const store = () => useGameStore.getState();

/** The Allies set up historically and give Huáscar an NADC (4.2); Chile sets up and is at the screen. */
function alliesOrderedHuascar(): { ship: string; area: string } {
  store().startGame({ seed: 'cursor-status', setup: 'manual' });
  const take = (type: string, pick: (a: ReturnType<typeof legalActions>[number]) => boolean = () => true) => {
    const a = legalActions(store().game).find((x) => x.type === type && pick(x));
    if (!a) throw new Error(`no ${type}`);
    act(() => store().dispatch(a));
    return a;
  };
  take('historicalSetup');
  const order = take('orderShip', (a) => a.type === 'orderShip' && a.ship === 'pe-ship-huascar') as Extract<ReturnType<typeof legalActions>[number], { type: 'orderShip' }>;
  take('endPhase');
  act(() => store().takeOver('chile'));
  take('historicalSetup');
  return { ship: order.ship, area: String(order.area) };
}

describe('the hex cursor\'s read-out for a screen reader (QA round 19c: "Cursor: hex 1907" and nothing more)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useKeys.setState({ cursor: null, highlight: 0, helpOpen: false });
  });

  it('names the hex and what the map and its card show there: terrain and MP, naval area, port, control, the pieces', () => {
    alliesOrderedHuascar();
    render(<CursorStatus />);
    expect(status()).toBe('');
    cursorAt('1907');
    expect(status()).toBe('Cursor: hex 1907. Not lit: nothing to do here now. Sea, naval area XII (2.2). No pieces here.');
    cursorAt('2007');
    const callao = status();
    expect(callao).toMatch(/^Cursor: Callao \(2007\)\. /);
    for (const fact of ['Desert: 3 MP to enter', 'Port of naval area X, XII (2.4)', 'Fort Callao standing', 'Controlled by Allies (3.0)', 'Here (21): Zepita regiment;', '… and 11 more.']) expect(callao).toContain(fact);
  });

  it("4.2 tells the pieces as the player at the screen sees them: the other side's NADC stays face down, his own is told", () => {
    const { area } = alliesOrderedHuascar();
    render(<CursorStatus />);
    cursorAt('2007');
    expect(status()).toContain('Huáscar · NADC face down');
    expect(status()).not.toContain(`NADC: area ${area}`);
    // The Allies at the screen (not their move): their own order is told; nothing is lit for them.
    act(() => store().takeOver('allied'));
    expect(status()).toContain(`Huáscar · NADC: area ${area}`);
    expect(status()).not.toMatch(/Lit|Not lit/);
  });

  it('says whether the hex is lit for what is picked, and what Enter does there: ships picked for an NADC, the NADC given to them (4.2)', () => {
    alliesOrderedHuascar();
    render(<CursorStatus />);
    // 4.2: Chile's ships at Antofagasta may be given an NADC: Enter picks them, as a click (N takes the cursor there; it read "not lit").
    expect([...hexActions(store().game, null).byPlace.keys()]).toContain('3123');
    cursorAt('3123');
    expect(status()).toMatch(/^Cursor: Antofagasta \(3123\)\. Lit — Enter: pick .+ for an NADC \(4\.1 I, 4\.2\)\. /);
    // The stack at Antofagasta picked for its NADC: a sea hex of a naval area it may be ordered to is lit.
    act(() => store().select('3123'));
    cursorAt('3023');
    expect(status()).toMatch(/^Cursor: hex 3023\. Lit — Enter: Give .+ the NADC II\. Sea, naval area II \(2\.2\)\./);
  });
});
