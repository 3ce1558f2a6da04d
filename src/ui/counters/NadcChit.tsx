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
  /**
   * 4.1: a chit whose ships sail in this turn's Naval Movement Phase ('sailing': solid, with a bow
   * wave), or one just given for a later turn ('given': a dashed edge and its turn), or neither.
   */
  readonly when?: 'sailing' | 'given';
  /** The turn a given chit is for (shown on it). */
  readonly forTurn?: number;
}

/** 2.3 / 4.1 Naval Area Destination Chit: its naval-area numeral face up, a plain "NADC" back face down. */
export function NadcChit({ chit, size: s, x, y, faceDown = false, when, forTurn }: NadcChitProps) {
  const { field, ink } = sideColours(chit.side);
  const owner = t(chit.side === 'chile' ? 'sides.chileAdj' : 'sides.alliedAdj');
  const edge = ink === '#ffffff' ? '#0b2a57' : ink;
  const given = when === 'given';
  const frame = (
    <>
      <rect width={s} height={s} rx={s * 0.08} fill={field} fillOpacity={given ? 0.78 : 1} stroke={edge} strokeWidth={Math.max(1, s * (given ? 0.06 : 0.03))} strokeDasharray={given ? `${s * 0.14} ${s * 0.08}` : undefined} />
      {when === 'sailing' && <path d={`M0,${s * 0.86} L${s},${s * 0.86} L${s},${s} L0,${s} Z`} fill="#f2c14e" data-mark="sailing" />}
      {given && forTurn !== undefined && (
        <text x={s * 0.94} y={s * 0.96} fontSize={s * 0.2} fontFamily="system-ui, sans-serif" fontWeight="bold" textAnchor="end" fill={ink} data-mark="given">
          {`T${forTurn}`}
        </text>
      )}
    </>
  );
  const whenAttr = when ?? undefined;
  if (faceDown) {
    return (
      <g transform={`translate(${x},${y})`} data-nadc-side={chit.side} data-face="down" data-when={whenAttr} role="img" aria-label={t('counter.nadcDown', { side: owner })}>
        {frame}
        <text x={s / 2} y={s * 0.58} fontSize={s * 0.22} fontFamily="system-ui, sans-serif" fontWeight="bold" textAnchor="middle" fill={ink}>
          NADC
        </text>
      </g>
    );
  }
  return (
    <g transform={`translate(${x},${y})`} data-nadc={chit.id} data-nadc-side={chit.side} data-face="up" data-when={whenAttr} role="img" aria-label={t('counter.nadcUp', { side: owner, area: chit.area })}>
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
