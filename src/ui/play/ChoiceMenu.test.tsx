import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../engine';
import { useKeys } from '../keys/keysStore';
import { MapView } from '../map/MapView';
import { ANTOFAGASTA, atAntofagasta } from './coastFixtures';
import { PhasePanel } from '../PhasePanel';
import { useGameStore } from '../store';

const sent: Action[] = [];
const game = atAntofagasta();
const embarks = legalActions(game).filter((a) => a.type === 'embark');
/** The buttons' words, without the number key shown on each (aria-hidden: not part of its name). */
const buttons = () => within(screen.getByTestId('choice')).getAllByRole('button').map((b) => [...b.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('choice-key'))).map((n) => n.textContent).join(''));
const heading = () => screen.getByTestId('choice').querySelector('p')!.textContent;

describe('the choice at a port: what goes aboard, then the transport (7.1)', () => {
  beforeEach(() => {
    sent.length = 0;
    useKeys.setState({ cursor: null, highlight: 0, helpOpen: false });
    useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'choice-test', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, rollSeen: null, choice: null });
    useGameStore.setState({ dispatch: (a: Action) => void sent.push(a) });
    act(() => useGameStore.getState().offerChoice({ place: ANTOFAGASTA, actions: embarks }));
  });

  it('7.1 one button per piece, then one per transport with where it sails (its NADC, or in port without one)', () => {
    render(<PhasePanel />);
    expect(heading()).toBe('What goes aboard at Antofagasta (3123)? (7.1)');
    expect(buttons()).toEqual(['1st Buin regiment', '2nd regiment', 'Chilean Supply Column', 'Cancel']);
    fireEvent.click(screen.getByRole('button', { name: '2nd regiment' }));
    expect(heading()).toBe('2nd regiment: aboard which transport? (7.1)');
    expect(buttons()).toEqual(['Embark 2nd regiment aboard Loa (NADC III)', 'Embark 2nd regiment aboard Rímac (no NADC: stays in port)', 'Cancel']);
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /aboard Loa/ }));
    expect(sent).toEqual([{ type: 'embark', side: 'chile', transport: 'cl-ship-loa', piece: 'cl-inf-2nd' }]);
  });

  it('7.1 / 4.1 III a transport whose NADC is for next turn says so, not "no NADC" (QA round 19, MINOR-1)', () => {
    const ordered = { ...game, nadc: { ...game.nadc, chile: [...game.nadc.chile, { ship: 'cl-ship-rimac', area: 'III' as const, forTurn: 6 }] } };
    useGameStore.setState({ game: ordered });
    render(<PhasePanel />);
    fireEvent.click(screen.getByRole('button', { name: '2nd regiment' }));
    expect(buttons()).toEqual(['Embark 2nd regiment aboard Loa (NADC III)', 'Embark 2nd regiment aboard Rímac (its NADC is for turn 6: it sails next turn)', 'Cancel']);
  });

  it('7.1 / 7.2 a port offering a sail as well as embarkations is headed by its place, not "What goes aboard?" over a "Sail with …" button (table QA round 11)', () => {
    const sail: Action = { type: 'sail', side: 'chile', stack: 's1', to: ANTOFAGASTA };
    act(() => useGameStore.getState().offerChoice({ place: ANTOFAGASTA, actions: [sail, ...embarks] }));
    render(<PhasePanel />);
    expect(heading()).toBe('Antofagasta (3123): which?');
  });

  it('7.1 by the keyboard: a number picks what goes aboard, Enter the highlighted transport', () => {
    render(
      <>
        <MapView />
        <PhasePanel />
      </>,
    );
    act(() => {
      fireEvent.keyDown(document.body, { key: '3' });
    });
    expect(heading()).toBe('Chilean Supply Column: aboard which transport? (7.1)');
    expect(sent).toEqual([]);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Enter' });
    });
    expect(sent).toEqual([{ type: 'embark', side: 'chile', transport: 'cl-ship-loa', piece: 'sc-1' }]);
  });

  it('issue 19: each of the first nine buttons shows the number key that picks it, outside its name', () => {
    render(<PhasePanel />);
    const all = within(screen.getByTestId('choice')).getAllByRole('button');
    const offered = all.slice(0, -1); // the last is Cancel
    expect(offered.map((b) => b.querySelector('.choice-key')?.textContent)).toEqual(offered.map((_, i) => String(i + 1)));
    expect(offered.map((b) => b.getAttribute('aria-keyshortcuts'))).toEqual(offered.map((_, i) => String(i + 1)));
    expect(all.at(-1)!.querySelector('.choice-key')).toBeNull();
  });
});

describe('a choice opened from the map comes into view (QA round 19c: below a tablet\'s sheet fold, the tap looked dead)', () => {
  it('scrolls the menu into its panel\'s view, smoothly, and leaves the focus where it was', () => {
    const calls: ScrollIntoViewOptions[] = [];
    const proto = Element.prototype as { scrollIntoView?: unknown; getBoundingClientRect: () => DOMRect };
    const rect = proto.getBoundingClientRect;
    proto.scrollIntoView = (o: ScrollIntoViewOptions) => void calls.push(o);
    proto.getBoundingClientRect = () => ({ top: 2000, bottom: 2100, height: 100, left: 0, right: 10, width: 10, x: 0, y: 2000, toJSON: () => ({}) }) as DOMRect;
    try {
      useGameStore.setState({ game, start: null, actions: [], log: [], gameId: 'choice-test', viewer: 'chile', replay: null, players: { chile: 'human', allied: 'human' }, rollSeen: null, choice: null });
      render(<PhasePanel />);
      const before = document.activeElement;
      act(() => useGameStore.getState().offerChoice({ place: ANTOFAGASTA, actions: embarks }));
      expect(calls).toEqual([{ block: 'nearest', behavior: 'smooth' }]);
      expect(document.activeElement).toBe(before);
    } finally {
      delete proto.scrollIntoView;
      proto.getBoundingClientRect = rect;
    }
  });
});
