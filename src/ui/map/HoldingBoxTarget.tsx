import { memo } from 'react';
import { t } from '../i18n';
import type { HoldingBoxFrame } from './holdingBoxFrame';

/**
 * The Chile Holding Box as a place to click (2.4, 8.6): a transparent shape over the printed box that
 * takes the map's click handler with the place 'holdingBox' (usePlaceClick), marked data-legal="true"
 * and highlighted when a legal action is aimed at it; pointing at it shows its card. Memoised on the
 * frame, `legal` and stable handlers, so a hover does not redraw it.
 */
export const HoldingBoxTarget = memo(function HoldingBoxTarget({ frame, legal, onClick, onHover }: { frame: HoldingBoxFrame; legal: boolean; onClick: (place: string) => void; onHover: (place: string | null) => void; lang: string }) {
  return (
    <rect
      className={`holding-box-target${legal ? ' legal' : ''}`}
      data-place="holdingBox"
      data-legal={legal ? 'true' : undefined}
      x={frame.x}
      y={frame.y}
      width={frame.w}
      height={frame.h}
      rx={frame.h / 12}
      onClick={() => onClick('holdingBox')}
      onMouseEnter={() => onHover('holdingBox')}
      onMouseLeave={() => onHover(null)}
    >
      <title>{t('tray.holdingBox')}</title>
    </rect>
  );
});
