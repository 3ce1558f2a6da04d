import { memo, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getMap, type GameMap } from '../../engine';
import { t } from '../i18n';
import { useGameStore } from '../store';
import { createHexGeometry, type HexGeometry } from './hexGeometry';
import { HoldingBoxLayer, NavalAreaLayer, RailroadLayer, RiverLayer, TerrainLayer, TownLayer } from './layers';
import { mapHexIds } from './mapHexIds';
import { CounterLayer } from './CounterLayer';
import { RouteLayer } from './RouteLayer';
import { HighlightLayer } from './HighlightLayer';
import { useHexActions } from '../play/useHexActions';
import { usePlaceClick } from '../play/usePlaceClick';
import { useView } from '../pieces/useView';
import { usePanZoom } from './usePanZoom';
import { HexReadout } from './HexReadout';
import { SelectedHex } from './SelectedHex';
import { NavalOrdersLayer } from '../naval/NavalOrdersLayer';

const HEX_SIZE = 20;

/** The printed map: terrain, rivers, railroads, naval areas, towns and the Holding Box (drawn once). */
const PrintedMap = memo(function PrintedMap({ map, geometry }: { map: GameMap; geometry: HexGeometry; lang: string }) {
  return (
    <g className="printed-map" pointerEvents="none">
      <TerrainLayer map={map} geometry={geometry} />
      <NavalAreaLayer map={map} geometry={geometry} />
      <RiverLayer map={map} geometry={geometry} />
      <RailroadLayer map={map} geometry={geometry} />
      <TownLayer map={map} geometry={geometry} />
      <HoldingBoxLayer map={map} geometry={geometry} />
    </g>
  );
});

/** One transparent, clickable polygon per hex on top of the printed map: the UI contract's data-hex. */
const HexGrid = memo(function HexGrid({ map, geometry, onClick }: { map: GameMap; geometry: HexGeometry; onClick: (hex: string) => void; lang: string }) {
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
        >
          <title>{t('map.hex', { hex: id })}</title>
        </polygon>
      ))}
    </g>
  );
});

/**
 * The hex map: pannable and zoomable, hex ids shown on hover. The map reads no hover or selection itself
 * (HexReadout and SelectedHex do), and its layers are memoised on stable props, so pointing at a hex
 * redraws no layer (issue 22, src/ui/map/hoverRenders.test.tsx).
 */
export function MapView() {
  const { i18n } = useTranslation();
  const map = getMap();
  const geometry = useMemo(() => createHexGeometry(HEX_SIZE), []);
  const bounds = useMemo(() => {
    const ids = mapHexIds(map.extent);
    const xs = ids.flatMap((id) => geometry.corners(id).map((c) => c.x));
    const ys = ids.flatMap((id) => geometry.corners(id).map((c) => c.y));
    const pad = HEX_SIZE * 2;
    // Room below the southern edge for the Chile Holding Box (HoldingBoxLayer).
    const below = HEX_SIZE * 5;
    return { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, width: Math.max(...xs) - Math.min(...xs) + 2 * pad, height: Math.max(...ys) - Math.min(...ys) + pad + below };
  }, [map, geometry]);
  const svgRef = useRef<SVGSVGElement>(null);
  const contentRef = useRef<SVGGElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const pz = usePanZoom(surfaceRef, svgRef, contentRef, bounds);
  const { view, places } = useView();
  const actions = useHexActions();
  const onPlaceClick = usePlaceClick(actions, (key) => (places.get(key)?.length ?? 0) > 0);
  // The grid and the counters are memoised: they call through a ref, so they need not re-render when the handler changes.
  const latest = useRef(onPlaceClick);
  latest.current = onPlaceClick;
  const clickRef = useRef((hex: string) => latest.current(hex));

  const onKey = (e: KeyboardEvent) => {
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
      >
        <g ref={contentRef} data-testid="map-content">
          <g transform={`translate(${-bounds.x},${-bounds.y})`}>
            <PrintedMap map={map} geometry={geometry} lang={i18n.language} />
            <HighlightLayer actions={actions} geometry={geometry} lang={i18n.language} />
            <HexGrid map={map} geometry={geometry} onClick={clickRef.current} lang={i18n.language} />
            <RouteLayer view={view} geometry={geometry} />
            <CounterLayer places={places} geometry={geometry} onClick={clickRef.current} lang={i18n.language} />
            <NavalOrdersLayer geometry={geometry} />
            <SelectedHex geometry={geometry} />
          </g>
        </g>
      </svg>
      </div>
      <div className="map-controls">
        <button type="button" onClick={() => pz.zoomBy(1.25)} aria-label={t('map.zoomIn')}>+</button>
        <button type="button" onClick={() => pz.zoomBy(0.8)} aria-label={t('map.zoomOut')}>−</button>
        <button type="button" onClick={() => pz.fit()} aria-label={t('map.fit')}>⤢</button>
      </div>
      <HexReadout />
    </div>
  );
}
