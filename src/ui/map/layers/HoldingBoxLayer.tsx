import { t } from '../../i18n';
import { memo } from 'react';
import { holdingBoxFrame } from '../holdingBoxFrame';
import type { LayerProps } from './layerProps';
import { AREA_LINE, NATION_COLOUR } from './mapColours';

/**
 * The Chile Holding Box (2.4, 7.6, 8.6), drawn off the southern edge below its entry hexes: a land link
 * to 3130 and 3231 (1 MP, 8.6) and a sea link to naval area I (2.4; it can't be blockaded). Printed
 * only: its click target is HoldingBoxTarget, on top of the map.
 */
export const HoldingBoxLayer = memo(function HoldingBoxLayer({ map, geometry }: LayerProps) {
  const s = geometry.size;
  const box = holdingBoxFrame(map, geometry);
  const { sea } = box;
  return (
    <g className="holding-box-layer" data-layer="holding-box">
      {box.entries.map(({ id, c }) => (
        <line key={id} data-entry={id} x1={c.x} y1={c.y} x2={c.x} y2={box.y} stroke="#5a4a2a" strokeWidth={s / 10} strokeDasharray={`${s / 4} ${s / 6}`} />
      ))}
      {sea && (
        <line data-sea-link={map.holdingBox.navalArea} x1={sea.x} y1={sea.y} x2={box.x + s * 0.4} y2={box.y} stroke={AREA_LINE} strokeWidth={s / 10} strokeDasharray={`0.1 ${s / 4}`} strokeLinecap="round" />
      )}
      <rect x={box.x} y={box.y} width={box.w} height={box.h} rx={s / 5} fill="#fff" stroke={NATION_COLOUR.chile} strokeWidth={s / 8} />
      <text x={box.x + box.w / 2} y={box.y + box.h * 0.38} textAnchor="middle" fontSize={s * 0.42} fontWeight={700} fill={NATION_COLOUR.chile}>
        {t('tray.holdingBox')}
      </text>
      <text x={box.x + box.w / 2} y={box.y + box.h * 0.72} textAnchor="middle" fontSize={s * 0.28} fill="#333">
        {t('map.holdingBoxNote', { area: map.holdingBox.navalArea, entries: map.holdingBox.landEntries.join(' / ') })}
      </text>
    </g>
  );
});
