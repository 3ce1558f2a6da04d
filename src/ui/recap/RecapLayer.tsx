import type { ReactNode } from 'react';
import type { Side } from '../../engine';
import type { HexGeometry } from '../map/hexGeometry';
import type { RecapItem } from './recapItems';
import { ArrowMarker, BattleMark, InterceptionMark, LandingMark, LossLabel, lossText, MovePath } from './RecapMarks';
import { recapText } from './recapText';
import { t } from '../i18n';
import { useRecapStore } from './recapStore';
import { useRecap } from './useRecap';

const SIDES: readonly Side[] = ['chile', 'allied'];

/** The hexes a move went through, as SVG points (the Holding Box is off the hex grid and left out). */
function points(geometry: HexGeometry, hexes: readonly string[]): string {
  return hexes
    .filter((h) => h !== 'holdingBox')
    .map((h) => geometry.center(h))
    .map((p) => `${p.x},${p.y}`)
    .join(' ');
}

/** One recap item on the map: a move's arrow, or a mark where a battle, landing or interception happened. */
function ItemMark({ item, geometry }: { item: RecapItem; geometry: HexGeometry }): ReactNode {
  const at = (hex: string) => geometry.center(hex);
  switch (item.kind) {
    case 'march':
    case 'voyage': {
      const path = item.path;
      if (path.filter((h) => h !== 'holdingBox').length < 2) return null;
      return <MovePath side={item.side} naval={item.kind === 'voyage'} points={points(geometry, path)} arrow={`recap-arrow-${item.side}`} />;
    }
    case 'landing': {
      const p = at(item.hex);
      return <LandingMark x={p.x} y={p.y} />;
    }
    case 'battle': {
      const p = at(item.hex);
      // 8.9: the steps each side lost (each hit is a step), Chile's first.
      const lost = SIDES.map((s) => item.steps[s]);
      return (
        <g>
          <BattleMark x={p.x} y={p.y} naval={false} />
          {lost.some((n) => n > 0) && (
            <LossLabel x={p.x} y={p.y} parts={SIDES.map((side, i) => ({ text: lossText(lost[i]!), side }))} title={t('recap.battleLoss', { chile: item.steps.chile, allied: item.steps.allied })} />
          )}
        </g>
      );
    }
    case 'navalBattle': {
      const p = at(item.hex);
      const sunk = item.sunk.chile.length + item.sunk.allied.length;
      return (
        <g>
          <BattleMark x={p.x} y={p.y} naval />
          {sunk > 0 && <LossLabel x={p.x} y={p.y} parts={[{ text: `⚓${sunk}` }]} title={t('recap.navalLoss', { chile: item.sunk.chile.length, allied: item.sunk.allied.length })} />}
        </g>
      );
    }
    case 'interception': {
      const p = at(item.hex);
      return <InterceptionMark x={p.x} y={p.y} side={item.side} />;
    }
    default:
      return null;
  }
}

/**
 * The recap on the map (issue 19): the opponent's moves as arrows, battles, landings and interceptions
 * marked where they happened — all at once, or up to the move the recap is showing, that one lit.
 */
export function RecapLayer({ geometry }: { geometry: HexGeometry }) {
  const items = useRecap();
  const cursor = useRecapStore((s) => s.cursor);
  if (!items || items.length === 0) return null;
  const shown = cursor === null ? items : items.slice(0, cursor + 1);
  return (
    <g className="recap-layer" data-testid="recap-layer">
      <defs>
        {SIDES.map((side) => (
          <ArrowMarker key={side} id={`recap-arrow-${side}`} side={side} />
        ))}
      </defs>
      {shown.map((item, i) => (
        <g key={i} className={cursor === i ? 'current' : undefined} data-recap-kind={item.kind}>
          <title>{recapText(item)}</title>
          <ItemMark item={item} geometry={geometry} />
        </g>
      ))}
    </g>
  );
}
