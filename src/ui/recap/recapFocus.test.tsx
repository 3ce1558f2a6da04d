import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine';
import { revealView } from '../map/fitView';
import { MapView } from '../map/MapView';
import { i18n } from '../i18n';
import { useGameStore } from '../store';
import { itemHexes } from './recapItems';
import { RecapPanel } from './RecapPanel';
import { useRecapStore } from './recapStore';

/** The map's committed view (d3-zoom writes it on the content group as "translate(x,y) scale(k)"). */
function mapView(): { x: number; y: number; k: number } {
  const m = /translate\(([-\d.e]+),([-\d.e]+)\) scale\(([-\d.e]+)\)/.exec(screen.getByTestId('map-content').getAttribute('transform') ?? '');
  if (!m) throw new Error('no transform on the map');
  return { x: Number(m[1]), y: Number(m[2]), k: Number(m[3]) };
}

/** A hex's centre in drawing units, read from its polygon. */
function centre(container: HTMLElement, hex: string): { x: number; y: number } {
  const points = container.querySelector(`polygon[data-hex="${hex}"]`)!.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number));
  return { x: points.reduce((s, p) => s + p[0]!, 0) / points.length, y: points.reduce((s, p) => s + p[1]!, 0) / points.length };
}

/** The test DOM lays nothing out: usePanZoom reads the surface as 1000 × 700. */
const SURFACE = { width: 1000, height: 700 };
const onScreen = (p: { x: number; y: number }, v: { x: number; y: number; k: number }) => {
  const x = p.x * v.k + v.x;
  const y = p.y * v.k + v.y;
  return x >= 0 && x <= SURFACE.width && y >= 0 && y <= SURFACE.height;
};

/** A recap of the given events, shown as if they were the span's: logged at the game's step. */
function showRecap(events: GameEvent[]) {
  const { game, log } = useGameStore.getState();
  act(() => useGameStore.setState({ log: [...log, ...events.map((event) => ({ step: game.step, event }))] }));
  act(() => useRecapStore.getState().show({ kind: 'since', from: game.step - 1, to: game.step }));
}

describe('stepping through the recap brings each move into view on the map (table QA)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    act(() => useRecapStore.getState().close());
    useGameStore.getState().startGame({ seed: 'recap-focus', setup: 'historical' });
  });

  it('the next move asks the map for its hexes: a battle its hex and the hex it was fought from, a march its route', () => {
    render(<RecapPanel />);
    showRecap([
      { type: 'attackDeclared', side: 'chile', from: '3115', target: '3116', units: ['cl-inf-2nd'], amphibious: false, rule: '8.7' },
      { type: 'landMoved', side: 'allied', pieces: ['pe-inf-lima'], from: '2008', to: '2009', cost: 1, mpLeft: 3, rule: '8.2' },
    ] as GameEvent[]);
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(useGameStore.getState().mapFocus?.hexes).toEqual(['3116', '3115']);
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(useGameStore.getState().mapFocus?.hexes).toEqual(['2008', '2009']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(useGameStore.getState().mapFocus?.hexes).toEqual(['3116', '3115']);
  });

  it('a move off screen: the map pans to it and keeps its zoom; a move in sight leaves the map where it is', () => {
    const { container } = render(
      <>
        <MapView />
        <RecapPanel />
      </>,
    );
    const start = mapView();
    const hexes = [...container.querySelectorAll('polygon[data-hex]')].map((p) => p.getAttribute('data-hex')!);
    const away = hexes.find((h) => !onScreen(centre(container, h), start))!;
    const near = hexes.find((h) => {
      const c = centre(container, h);
      return onScreen({ x: c.x - 40, y: c.y - 40 }, start) && onScreen({ x: c.x + 40, y: c.y + 40 }, start);
    })!;
    expect(away, 'a hex off screen at the default view').toBeDefined();
    showRecap([
      { type: 'interception', side: 'allied', hex: near, success: false, rule: '7.3' },
      { type: 'interception', side: 'chile', hex: away, success: true, rule: '7.3' },
    ] as GameEvent[]);

    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(mapView()).toEqual(start);
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    const moved = mapView();
    expect(moved.k).toBeCloseTo(start.k);
    expect(onScreen(centre(container, away), moved)).toBe(true);
  });
});

describe('revealView (the map\'s answer to a focus request)', () => {
  const view = { k: 2, x: -100, y: -50 };
  it('leaves a view that shows the rectangle as it is', () => {
    expect(revealView(view, SURFACE, { x: 100, y: 100, width: 40, height: 40 })).toBe(view);
  });
  it('centres on a rectangle out of sight at the same zoom, and zooms out only as far as a rectangle too big needs', () => {
    expect(revealView(view, SURFACE, { x: 1000, y: 1000, width: 40, height: 40 })).toEqual({ k: 2, x: 500 - 1020 * 2, y: 350 - 1020 * 2 });
    const big = revealView(view, SURFACE, { x: 0, y: 2000, width: 100, height: 1000 });
    expect(big.k).toBeCloseTo((700 * 0.96) / 1000);
    expect(revealView({ k: 0.5, x: 0, y: -5000 }, SURFACE, { x: 0, y: 0, width: 40, height: 40 }).k).toBe(0.5);
  });
});

it('itemHexes: a march leaves the Holding Box out (it is off the hex grid)', () => {
  expect(itemHexes({ kind: 'march', side: 'chile', pieces: [], path: ['holdingBox', '3130'], cost: 2, attrition: { reduced: [], eliminated: [] } })).toEqual(['3130']);
});
