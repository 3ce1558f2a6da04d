import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getMap, type GameMap } from '../../engine';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { createHexGeometry, type HexGeometry } from './hexGeometry';
import { HoldingBoxLayer, NavalAreaLayer, RailroadLayer, RiverLayer, TerrainLayer, TownLabelLayer, TownLayer } from './layers';
import { mapHexIds } from './mapHexIds';
import { badgeFontUnits, CounterLayer, counterUnits } from './CounterLayer';
import { RouteLayer } from './RouteLayer';
import { oncePerMap } from './oncePerMap';
import { warmMap } from './warmMap';
import { HighlightLayer } from './HighlightLayer';
import { useHexActions } from '../play/useHexActions';
import { usePlaceClick } from '../play/usePlaceClick';
import { useDecisionInSight } from '../play/useDecisionInSight';
import { useView } from '../pieces/useView';
import { usePanZoom, type ViewMemory } from './usePanZoom';
import { HexCard } from './HexCard';
import { MapKey } from './MapKey';
import { HoldingBoxTarget } from './HoldingBoxTarget';
import { holdingBoxFrame } from './holdingBoxFrame';
import { focusRect, hexesRect, theatreRects, type Rect } from './fitBounds';
import { fitClearOfControls, keepClearOfControls, type Size } from './fitClearOfControls';
import { fitView } from './fitView';
import { badgeScale, counterScale, labelScale } from './mapScale';
import { placeLabels, townLabels } from './townLabels';
import { useLongPress } from './useLongPress';
import './map.css';
import { SelectedHex } from './SelectedHex';
import { NavalOrdersLayer } from '../naval/NavalOrdersLayer';
import { RecapLayer } from '../recap/RecapLayer';
import { HexCursor } from '../keys/HexCursor';
import { useKeys } from '../keys/keysStore';
import { ShortcutsHelp } from '../keys/ShortcutsHelp';
import { useShortcuts } from '../keys/useShortcuts';

const HEX_SIZE = 20;
/**
 * Where hexes are drawn, and the default view's rectangles, once per page rather than once per mount: in
 * hot seat the board is mounted anew at every hand-over (it is not rendered under the cover), and the
 * theatre's rectangles took 24–36 ms to work out (a rectangle for each of ~600 hexes from honeycomb-grid's
 * corners), and every hex's shape was made anew from honeycomb-grid. Both are pure functions of the map
 * and the hex size (docs/benchmarks.md, "The board at a hand-over").
 */
const GEOMETRY = createHexGeometry(HEX_SIZE);
const theatreOf = oncePerMap(theatreRects);

/**
 * The printed map's share of the first board, worked out before it is mounted (warmMap, and the default
 * view's rectangles): the app calls it in an idle moment of the new-game screen (App.tsx), so that the
 * first map after "Start the war" comes sooner (docs/benchmarks.md, "Fewer elements on the map").
 */
export function warmMapView(map: GameMap = getMap()): void {
  warmMap(map, GEOMETRY);
  theatreOf(map, GEOMETRY);
}

/** The space kept between the map's controls and the land of the default view, px. */
const CONTROLS_GAP = 6;

/** The map's controls' box measured from the surface's top left, px, with a gap (none when they are not laid out). */
function controlsCorner(surface: HTMLElement | null, controls: HTMLElement | null): Size {
  const c = controls?.getBoundingClientRect();
  const s = surface?.getBoundingClientRect();
  if (!c || !s || c.width === 0 || c.height === 0) return { width: 0, height: 0 };
  return { width: c.right - s.left + CONTROLS_GAP, height: c.bottom - s.top + CONTROLS_GAP };
}

/** The boxes of `over` (what lies over the map: its controls, its key) from the surface's top left, px (none when not laid out). */
function boxesOver(surface: HTMLElement | null, over: readonly (Element | null | undefined)[]): Rect[] {
  const s = surface?.getBoundingClientRect();
  if (!s) return [];
  return over.flatMap((el) => {
    const b = el?.getBoundingClientRect();
    return b && b.width > 0 && b.height > 0 ? [{ x: b.left - s.left, y: b.top - s.top, width: b.width, height: b.height }] : [];
  });
}

/** The printed map: terrain, rivers, railroads, naval areas, towns and the Holding Box (drawn once). */
const PrintedMap = memo(function PrintedMap({ map, geometry, lang }: { map: GameMap; geometry: HexGeometry; lang: string }) {
  return (
    <g className="printed-map" pointerEvents="none">
      <TerrainLayer map={map} geometry={geometry} />
      <NavalAreaLayer map={map} geometry={geometry} />
      <RiverLayer map={map} geometry={geometry} />
      <RailroadLayer map={map} geometry={geometry} />
      <TownLayer map={map} geometry={geometry} lang={lang} />
      <HoldingBoxLayer map={map} geometry={geometry} lang={lang} />
    </g>
  );
});

/**
 * One transparent, clickable polygon per hex on top of the printed map: the UI contract's data-hex. No
 * `<title>` in them: 899 more elements at every mount of the board (each hot-seat hand-over), worded
 * again on a language switch, for a browser tooltip that repeated the hex card's "Hex 2008"
 * (docs/benchmarks.md, "Fewer elements on the map").
 */
const HexGrid = memo(function HexGrid({ map, geometry, onClick }: { map: GameMap; geometry: HexGeometry; onClick: (hex: string) => void }) {
  const hover = useGameStore((s) => s.hover);
  return (
    <g className="hex-grid">
      {mapHexIds(map.extent).map((id) => (
        <polygon
          key={id}
          data-hex={id}
          className="hex"
          points={geometry.polygon(id)}
          onMouseEnter={() => hover(id)}
          onMouseLeave={() => hover(null)}
          onClick={() => onClick(id)}
        />
      ))}
    </g>
  );
});

/**
 * The hex map: pannable and zoomable, opening on the land and its coastal sea from Callao to
 * Antofagasta (fitView). The map reads no hover or selection itself (HexCard and SelectedHex do), and its
 * layers are memoised on stable props, so pointing at a hex redraws no layer (issue 22, src/ui/map/hoverRenders.test.tsx). When a zoom ends, the
 * town labels and the counters are rescaled through CSS variables (mapScale) and the labels that would
 * overlap are hidden, without a React render.
 */
export function MapView() {
  const { i18n } = useTranslation();
  // The map of the game's options (8.6 openTerrain); the flag alone is selected, and getMap returns the
  // same object for the same option, so the memoised layers don't redraw.
  const openTerrain = useGameStore((s) => s.game.options.openTerrain);
  const map = getMap({ openTerrain });
  const geometry = GEOMETRY;
  const theatre = theatreOf(map, GEOMETRY);
  const box = holdingBoxFrame(map, geometry);
  const labels = townLabels(map, geometry);
  const focus = useMemo(() => focusRect(geometry, theatre), [geometry, theatre]);
  const keepClear = useMemo(() => keepClearOfControls(map, geometry, labels, focus), [map, geometry, labels, focus]);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  // The default view keeps the land and the town names clear of the zoom buttons (QA: Callao and Lima under them on a tablet upright and a phone).
  const fit = useCallback(
    (surface: Size) => fitClearOfControls(surface, controlsCorner(surfaceRef.current, controlsRef.current), keepClear, (s) => fitView(s, theatre, focus)),
    [theatre, focus, keepClear],
  );
  const labelsRef = useRef<SVGGElement>(null);
  const [flippedLabels, setFlippedLabels] = useState('');
  const countersRef = useRef<SVGGElement>(null);
  const onCommit = useCallback(
    (k: number) => {
      const ls = labelScale(k);
      const { hidden, flipped } = placeLabels(labels, ls);
      // A plate put on the other side of its hex is drawn so (a re-render of the labels only when that changes).
      setFlippedLabels([...flipped].sort().join(' '));
      const el = labelsRef.current;
      if (el) {
        el.style.setProperty('--label-scale', ls.toFixed(3));
        for (const plate of el.querySelectorAll('[data-label-hex]')) plate.toggleAttribute('data-hidden', hidden.has(plate.getAttribute('data-label-hex') ?? ''));
      }
      const cs = counterScale(k, counterUnits(geometry));
      countersRef.current?.style.setProperty('--counter-scale', cs.toFixed(3));
      countersRef.current?.style.setProperty('--badge-scale', badgeScale(k, badgeFontUnits(geometry), cs).toFixed(3));
    },
    [labels, geometry],
  );
  const svgRef = useRef<SVGSVGElement>(null);
  const contentRef = useRef<SVGGElement>(null);
  // Hot seat: each player finds the map as he left it, never where the other was looking (the map is
  // not drawn under the hand-over cover, so it is drawn anew for whoever takes the device).
  const memory = useMemo<ViewMemory>(
    () => ({
      load: () => {
        const s = useGameStore.getState();
        return s.cameras[s.viewer] ?? null;
      },
      save: (v) => {
        const s = useGameStore.getState();
        s.keepCamera(s.viewer, v);
      },
    }),
    [],
  );
  // A drag or a wheel moves the map under a still pointer: the hex card of the hex the gesture began on
  // stayed open (QA round 6). Hovers wait until the pointer moves on after it (the store's hoverQuiet).
  const quietHover = useGameStore((s) => s.quietHover);
  const pz = usePanZoom(surfaceRef, svgRef, contentRef, fit, onCommit, memory, quietHover);
  // The store's focusMap (the recap's moves, issue 19) brings hexes into view; heard without a render.
  const reveal = useRef(pz.reveal);
  reveal.current = pz.reveal;
  useEffect(() => useGameStore.subscribe((s, prev) => {
    if (s.mapFocus && s.mapFocus !== prev.mapFocus && s.mapFocus.hexes.length > 0) reveal.current(hexesRect(geometry, s.mapFocus.hexes));
  }), [geometry]);
  // The decision at hand, if its targets are hexes out of sight, comes into view once (tablet QA).
  // A hex under the map's controls or its key is out of reach too.
  useDecisionInSight((hexes) => {
    const over = boxesOver(surfaceRef.current, [controlsRef.current, surfaceRef.current?.parentElement?.querySelector('.map-key')]);
    pz.revealAny(hexes.map((h) => hexesRect(geometry, [h])), over);
  });
  const hover = useGameStore((s) => s.hover);
  // A long press's card stays as the finger lifts (the gesture's end quiets hovers, not it).
  const pinHover = useGameStore((s) => s.pinHover);
  const longPress = useLongPress(pinHover);
  const { view, places } = useView();
  // 3.0: who holds each VP hex, for the rings of the VP circles (strings, so the labels redraw only when it changes).
  const chileHeld = view.control.chile.join(' ');
  const alliedHeld = view.control.allied.join(' ');
  const actions = useHexActions();
  const onPlaceClick = usePlaceClick(actions, (key) => (places.get(key)?.length ?? 0) > 0);
  // The grid and the counters are memoised: they call through a ref, so they need not re-render when the handler changes.
  const latest = useRef(onPlaceClick);
  latest.current = onPlaceClick;
  const clickRef = useRef((hex: string) => latest.current(hex));
  // Issue 19: the keyboard's shortcuts; Enter on the cursor's hex is this same click.
  useShortcuts(clickRef.current, actions);

  const onKey = (e: KeyboardEvent) => {
    // With the hex cursor shown, the arrows move it (useShortcuts); Shift+arrows still pan.
    if (e.key.startsWith('Arrow') && !e.shiftKey && useKeys.getState().cursor) return;
    const step = 60;
    const keys: Record<string, () => void> = {
      '+': () => pz.zoomBy(1.25), '=': () => pz.zoomBy(1.25), '-': () => pz.zoomBy(0.8),
      ArrowLeft: () => pz.panBy(step, 0), ArrowRight: () => pz.panBy(-step, 0),
      ArrowUp: () => pz.panBy(0, step), ArrowDown: () => pz.panBy(0, -step), '0': () => pz.fit(),
    };
    const f = keys[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };

  return (
    <div className="map-view">
      <div className="map-surface" ref={surfaceRef}>
      <svg
        ref={svgRef}
        className="map-svg"
        role="application"
        aria-label={t('map.label')}
        tabIndex={0}
        onKeyDown={onKey}
        {...longPress}
      >
        <g ref={contentRef} data-testid="map-content">
          <g>
            <PrintedMap map={map} geometry={geometry} lang={i18n.language} />
            <HighlightLayer actions={actions} geometry={geometry} lang={i18n.language} />
            <HexGrid map={map} geometry={geometry} onClick={clickRef.current} />
            <HoldingBoxTarget frame={box} legal={actions.byPlace.has('holdingBox') || actions.reach.has('holdingBox')} onClick={clickRef.current} onHover={hover} lang={i18n.language} />
            <RouteLayer view={view} geometry={geometry} />
            <g ref={countersRef} className="counters-scaled">
              <CounterLayer places={places} geometry={geometry} onClick={clickRef.current} onHover={hover} lang={i18n.language} />
            </g>
            <NavalOrdersLayer geometry={geometry} onPlaceClick={clickRef.current} />
            <RecapLayer geometry={geometry} />
            <g ref={labelsRef} className="labels-scaled">
              <TownLabelLayer map={map} geometry={geometry} lang={i18n.language} flipped={flippedLabels} chileHeld={chileHeld} alliedHeld={alliedHeld} />
            </g>
            <SelectedHex geometry={geometry} />
            <HexCursor geometry={geometry} />
          </g>
        </g>
      </svg>
      </div>
      <div className="map-controls" ref={controlsRef}>
        <button type="button" onClick={() => pz.zoomBy(1.25)} aria-label={t('map.zoomIn')}>+</button>
        <button type="button" onClick={() => pz.zoomBy(0.8)} aria-label={t('map.zoomOut')}>−</button>
        <button type="button" onClick={() => pz.fit()} aria-label={t('map.fit')} title={t('map.fit')}>⤢</button>
        <ShortcutsHelp />
      </div>
      <MapKey map={map} />
      <HexCard />
    </div>
  );
}
