import { t } from '../i18n';
import type { NadcChitDef } from '../../engine/counters/types';
import { sideColours } from './nationColours';

export interface NadcChitProps {
  readonly chit: NadcChitDef;
  readonly size: number;
  readonly x: number;
  readonly y: number;
  /** 4.1: the chit may lie face down under its stack; then its numeral is not in the DOM at all. */
  readonly faceDown?: boolean;
}

/** 2.3 / 4.1 Naval Area Destination Chit: its naval-area numeral face up, a plain "NADC" back face down. */
export function NadcChit({ chit, size: s, x, y, faceDown = false }: NadcChitProps) {
  const { field, ink } = sideColours(chit.side);
  const owner = t(chit.side === 'chile' ? 'sides.chileAdj' : 'sides.alliedAdj');
  const frame = <rect width={s} height={s} rx={s * 0.08} fill={field} stroke={ink === '#ffffff' ? '#0b2a57' : ink} strokeWidth={Math.max(1, s * 0.03)} />;
  if (faceDown) {
    return (
      <g transform={`translate(${x},${y})`} data-nadc-side={chit.side} data-face="down" role="img" aria-label={t('counter.nadcDown', { side: owner })}>
        {frame}
        <text x={s / 2} y={s * 0.58} fontSize={s * 0.22} fontFamily="system-ui, sans-serif" fontWeight="bold" textAnchor="middle" fill={ink}>
          NADC
        </text>
      </g>
    );
  }
  return (
    <g transform={`translate(${x},${y})`} data-nadc={chit.id} data-nadc-side={chit.side} data-face="up" role="img" aria-label={t('counter.nadcUp', { side: owner, area: chit.area })}>
      {frame}
      <text x={s / 2} y={s * 0.22} fontSize={s * 0.13} fontFamily="system-ui, sans-serif" textAnchor="middle" fill={ink}>
        NADC
      </text>
      <text x={s / 2} y={s * 0.72} fontSize={chit.area.length > 3 ? s * 0.3 : s * 0.4} fontFamily="Georgia, serif" fontWeight="bold" textAnchor="middle" fill={ink} data-field="area">
        {chit.area}
      </text>
    </g>
  );
}
