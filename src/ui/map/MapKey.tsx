import { useState, type ReactNode } from 'react';
import { HOLDING_BOX_MP, RAILROAD_MP, RIVER_HEXSIDE_MP, TERRAIN_DEFENCE, TERRAIN_MP, type GameMap, type Terrain } from '../../engine';
import { FORT_DEFENCE, RIVER_DEFENCE } from '../../engine/land/combatModifiers';
import { t } from '../i18n';
import { recapKeyRows } from '../recap/recapKeyRows';
import { useRecapStore } from '../recap/recapStore';
import { AREA_LINE, NATION_COLOUR, RIVER_BLUE, TERRAIN_FILL, VP_HELD_RING, VP_YELLOW } from './layers/mapColours';
import { terrainPatternId } from './layers/TerrainLayer';
import { Anchor, Fort } from './layers/TownLayer';
import { terrainName } from './terrainName';

const KEY = 'wotp.mapKey';
const W = 26;
const H = 18;

/** A window at least this wide has room for the key beside the theatre; a smaller one starts with it folded. */
const ROOMY = 1600;

function remembered(): boolean {
  try {
    const choice = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    if (choice) return choice === 'open';
  } catch {
    // no storage: the window decides
  }
  return typeof window !== 'undefined' && window.innerWidth >= ROOMY;
}

function Row({ swatch, label, detail, id }: { swatch: ReactNode; label: string; detail?: string; id: string }) {
  return (
    <li data-key-item={id}>
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
        {swatch}
      </svg>
      <span className="map-key-label">{label}</span>
      {detail && <span className="map-key-detail">{detail}</span>}
    </li>
  );
}

/**
 * The map key (issue 18): each terrain of the engine's 8.6 table that the map has, with its swatch (TerrainLayer's colours
 * and patterns), its MP cost and its 8.9 defence; river and railroad hexsides, impassable hexsides, port,
 * fort, Victory Points, naval areas and the Holding Box. Every number is read from the engine's tables.
 * While a recap is shown (issue 19), its marks on the map too (recapKeyRows).
 * Collapsible: folded at first on a window narrower than ROOMY, where it would cover the theatre; the
 * player's choice is remembered.
 */
export function MapKey({ map }: { map: GameMap }) {
  const [open, setOpen] = useState(remembered);
  const recapShown = useRecapStore((s) => s.span !== null);
  const toggle = () => {
    setOpen(!open);
    try {
      localStorage.setItem(KEY, open ? 'closed' : 'open');
    } catch {
      // not remembered: fine
    }
  };
  // Only the terrain the map has: clear is only under the rules option "Open terrain" (rules note 8.6; it was listed without it: table QA round 13).
  const terrains = (Object.keys(TERRAIN_MP) as Terrain[]).filter((terrain) => Object.values(map.hexes).some((h) => h.terrain === terrain));
  return (
    <aside className="map-key" data-testid="map-key" aria-label={t('mapKey.key.title')} data-open={open}>
      <button type="button" className="map-key-toggle" aria-expanded={open} onClick={toggle} title={open ? t('mapKey.key.hide') : t('mapKey.key.show')}>
        {t('mapKey.key.title')} {open ? '▾' : '▸'}
      </button>
      {open && (
        <ul className="map-key-list">
          {/* While a recap is shown its marks come first: they are what the player reads the map for then (below the map's symbols they were cut off: table QA round 3). */}
          {recapShown && (
            <>
              <li className="map-key-heading" data-key-item="recap">{t('recap.keyHeading')}</li>
              {recapKeyRows().map((row) => (
                <Row key={row.id} {...row} />
              ))}
            </>
          )}
          {terrains.map((terrain) => {
            const mp = TERRAIN_MP[terrain];
            const detail = mp === null ? t('mapKey.key.noEntry') : `${t('mapKey.key.terrainCost', { mp })} · ${t('mapKey.key.defence', { defence: TERRAIN_DEFENCE[terrain] })}`;
            return (
              <Row
                key={terrain}
                id={`terrain-${terrain}`}
                swatch={<rect x={1} y={1} width={W - 2} height={H - 2} rx={2} fill={`url(#${terrainPatternId(terrain)}) ${TERRAIN_FILL[terrain]}`} stroke="#8a7a5a" strokeWidth={0.8} />}
                label={terrainName(terrain)}
                detail={detail}
              />
            );
          })}
          <Row id="river" swatch={<line x1={2} y1={H / 2} x2={W - 2} y2={H / 2} stroke={RIVER_BLUE} strokeWidth={3} strokeLinecap="round" />} label={t('mapKey.key.river', { mp: RIVER_HEXSIDE_MP, defence: RIVER_DEFENCE })} />
          <Row
            id="railroad"
            swatch={
              <>
                <line x1={2} y1={H / 2} x2={W - 2} y2={H / 2} stroke="#222" strokeWidth={1.5} />
                <line x1={2} y1={H / 2} x2={W - 2} y2={H / 2} stroke="#222" strokeWidth={6} strokeDasharray="1.5 4" />
              </>
            }
            label={t('mapKey.key.railroad', { mp: RAILROAD_MP })}
          />
          <Row id="impassable" swatch={<line x1={2} y1={H / 2} x2={W - 2} y2={H / 2} stroke="#7a1f12" strokeWidth={4} strokeLinecap="round" />} label={t('mapKey.key.impassable')} />
          <Row id="port" swatch={<Anchor x={W / 2} y={H / 2} r={7} />} label={t('mapKey.key.port')} />
          <Row id="fort" swatch={<Fort x={W / 2} y={H / 2 + 1} r={7} />} label={t('mapKey.key.fort', { defence: FORT_DEFENCE })} />
          <Row
            id="vp"
            swatch={
              <>
                <circle cx={W / 2} cy={H / 2} r={7} fill={VP_YELLOW} stroke="#6b5300" />
                <text x={W / 2} y={H / 2} dy="0.35em" textAnchor="middle" fontSize={10} fontWeight={700} fill="#3a2c00" fontFamily="sans-serif">
                  2
                </text>
              </>
            }
            label={t('mapKey.key.vp')}
          />
          <Row
            id="vp-held"
            swatch={
              <>
                <circle cx={W / 2 - 7} cy={H / 2} r={5} fill={VP_YELLOW} stroke={VP_HELD_RING.chile} strokeWidth={2.5} />
                <circle cx={W / 2 + 7} cy={H / 2} r={5} fill={VP_YELLOW} stroke={VP_HELD_RING.allied} strokeWidth={2.5} />
              </>
            }
            label={t('mapKey.key.vpHeld')}
          />
          <Row
            id="naval-area"
            swatch={
              <>
                <line x1={2} y1={H - 3} x2={W - 2} y2={H - 3} stroke={AREA_LINE} strokeWidth={2} strokeDasharray="0.1 4" strokeLinecap="round" />
                <text x={W / 2} y={H - 7} textAnchor="middle" fontSize={10} fontWeight={700} fill={AREA_LINE} fontFamily="Georgia, serif" fillOpacity={0.7}>
                  V
                </text>
              </>
            }
            label={t('mapKey.key.navalArea')}
          />
          <Row
            id="holding-box"
            swatch={<rect x={2} y={3} width={W - 4} height={H - 6} rx={2} fill="#fff" stroke={NATION_COLOUR.chile} strokeWidth={2} />}
            label={t('mapKey.key.holdingBox', { mp: HOLDING_BOX_MP, entries: map.holdingBox.landEntries.join(' / ') })}
          />
          <li className="map-key-rules">{t('mapKey.key.rules')}</li>
        </ul>
      )}
    </aside>
  );
}
