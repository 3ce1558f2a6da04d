import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, type GameState, type Side } from '../../engine';
import { situation } from '../../engine/land/testKit';
import { i18n } from '../i18n';
import { MapView } from '../map/MapView';
import { useGameStore } from '../store';
import { twoAgainstTwo } from '../combat/navalBattle.testKit';
import { decisionHexes } from './decisionHexes';

/** The map's committed view (d3-zoom writes it on the content group as "translate(x,y) scale(k)"). */
function mapView(): { x: number; y: number; k: number } {
  const m = /translate\(([-\d.e]+),([-\d.e]+)\) scale\(([-\d.e]+)\)/.exec(screen.getByTestId('map-content').getAttribute('transform') ?? '');
  if (!m) throw new Error('no transform on the map');
  return { x: Number(m[1]), y: Number(m[2]), k: Number(m[3]) };
}

/** A hex's centre in drawing units, read from its polygon. */
function centre(hex: string): { x: number; y: number } {
  const points = document.querySelector(`polygon[data-hex="${hex}"]`)!.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number));
  return { x: points.reduce((s, p) => s + p[0]!, 0) / points.length, y: points.reduce((s, p) => s + p[1]!, 0) / points.length };
}

/** The test DOM lays nothing out: usePanZoom reads the surface as 1000 × 700. */
const onScreen = (hex: string, v = mapView()) => {
  const c = centre(hex);
  const x = c.x * v.k + v.x;
  const y = c.y * v.k + v.y;
  return x >= 0 && x <= 1000 && y >= 0 && y <= 700;
};

/** Far up the map, zoomed in: the player's own view, kept for him (the store's cameras), nowhere near the south. */
const UP_NORTH = { k: 3, x: 200, y: 200 };

/** The player at the screen plays `human`; the other side is the bot's. */
function play(game: GameState, human: Side, camera: { x: number; y: number; k: number } | null) {
  const other: Side = human === 'chile' ? 'allied' : 'chile';
  act(() =>
    useGameStore.setState({
      game, start: game, actions: [], log: [], viewer: human, players: { [human]: 'human', [other]: 'bot' } as Record<Side, string>, replay: null, lesson: null,
      selectedPiece: null, selectedHex: null, openPlace: null, choice: null, notice: null, mapFocus: null, cameras: camera ? { [human]: camera } : {},
    }),
  );
}

/** Chile's Land Combat Phase: a regiment beside Tocopilla (3220), held by a Bolivian battalion. */
const tocopilla = () => situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3221'], 'bo-inf-colorados': ['3220', 1] } });


describe('a decision whose targets are hexes comes into view on the map (tablet QA: "the map doesn\'t pan to where you need to tap")', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('8.7 the Land Combat Phase begins with its lit target (Tocopilla) out of sight: the map pans to it at the same zoom, once — the player\'s own panning afterwards is left alone', () => {
    const game = tocopilla();
    expect(decisionHexes(game)).toEqual(['3220']);
    play(game, 'chile', UP_NORTH);
    render(<MapView />);
    const seen = mapView();
    expect(seen.k).toBeCloseTo(UP_NORTH.k);
    expect(onScreen('3220', seen)).toBe(true);
    expect(seen).not.toEqual(UP_NORTH);
    // The player pans away; the same decision re-rendered does not bring the map back.
    const svg = document.querySelector('svg.map-svg')!;
    for (let i = 0; i < 20; i++) fireEvent.keyDown(svg, { key: 'ArrowUp' });
    const panned = mapView();
    expect(onScreen('3220', panned)).toBe(false);
    act(() => useGameStore.setState({ selectedHex: '3221', notice: 'x' }));
    expect(mapView()).toEqual(panned);
  });

  it('8.7 one of the lit targets in sight (Tocopilla), another far off (Lima): the map stays where the player has it', () => {
    const game = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3221'], 'bo-inf-colorados': ['3220', 1], 'cl-inf-2nd': ['2108'], 'pe-inf-zepita': ['2008'] } });
    expect(decisionHexes(game).sort()).toEqual(['2008', '3220']);
    play(game, 'chile', null);
    const first = render(<MapView />);
    const start = mapView();
    const c = centre('3220');
    first.unmount();
    // A view of its own, zoomed in on the south: Tocopilla in it, Lima not.
    const south = { k: 3, x: 500 - c.x * 3 + 60, y: 350 - c.y * 3 - 40 };
    expect(start).not.toEqual(south);
    play(game, 'chile', south);
    render(<MapView />);
    expect(onScreen('3220')).toBe(true);
    expect(onScreen('2008')).toBe(false);
    expect(mapView()).toEqual(south);
  });

  it('7.9 a naval battle\'s gunfire decision for the player at the screen brings the battle\'s hex into view (the battle at 1908 was never shown)', () => {
    const game = twoAgainstTwo();
    const top = game.pending.at(-1)!;
    expect(top.kind).toBe('navalFire');
    expect(legalActions(game).some((a) => a.type === 'fire')).toBe(true);
    play(game, top.side, UP_NORTH);
    render(<MapView />);
    expect(onScreen('2814')).toBe(true);
    expect(mapView().k).toBeCloseTo(UP_NORTH.k);
  });

  it('a bot\'s decision moves nothing: the map is the human\'s to look at', () => {
    const game = tocopilla();
    play(game, 'allied', UP_NORTH);
    render(<MapView />);
    expect(mapView()).toEqual(UP_NORTH);
  });
});
