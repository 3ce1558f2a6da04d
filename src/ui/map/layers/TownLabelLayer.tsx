import { memo } from 'react';
import { t } from '../../i18n';
import { LABEL_FONT } from '../mapScale';
import { BADGE_R, GAP, otherSide, townLabels } from '../townLabels';
import type { LayerProps } from './layerProps';
import { VP_YELLOW } from './mapColours';

/**
 * Town names and Victory Points (5.1), above the counters and beside each hex (townLabels), with a white
 * halo. Each plate is scaled by the CSS variable --label-scale (mapScale.labelScale, set by MapView when
 * a zoom ends) so it reads at about 12 px at any zoom; MapView also hides the plates that would overlap
 * a more important one at that zoom (data-hidden), and names the plates put on the other side of their
 * hex at that zoom (`flipped`, hex ids; placeLabels). Memoised: drawn again only when the map, the
 * language (`lang`) or the flipped plates change.
 */
export const TownLabelLayer = memo(function TownLabelLayer({ map, geometry, flipped = '' }: LayerProps & { lang?: string; flipped?: string }) {
  const onOtherSide = new Set(flipped.split(' '));
  return (
    <g className="town-label-layer" data-layer="town-labels" pointerEvents="none">
      {townLabels(map, geometry).map(({ hex, town, anchors, side: ownSide }) => {
        const side = onOtherSide.has(hex) ? otherSide(ownSide) : ownSide;
        const anchor = anchors[side];
        const dir = side === 'west' ? -1 : 1;
        const badgeX = dir * (BADGE_R + GAP / 2);
        const nameX = town.vp > 0 ? dir * (2 * BADGE_R + GAP * 1.5) : dir * GAP;
        return (
          <g
            key={hex}
            className="town-label"
            data-town-label={town.name}
            data-label-hex={hex}
            style={{ transform: `translate(${anchor.x.toFixed(2)}px, ${anchor.y.toFixed(2)}px) scale(var(--label-scale, 1))` }}
          >
            {town.vp > 0 && (
              <g className="vp-circle" aria-label={t('mapKey.vpBadge', { town: town.name, vp: town.vp })}>
                <circle cx={badgeX} cy={0} r={BADGE_R} fill={VP_YELLOW} stroke="#6b5300" strokeWidth={1} />
                <text x={badgeX} y={0} dy="0.35em" textAnchor="middle" fontSize={LABEL_FONT * 0.8} fontWeight={700} fill="#3a2c00" fontFamily="sans-serif">
                  {town.vp}
                </text>
              </g>
            )}
            <text
              className="town-name"
              x={nameX}
              y={0}
              dy="0.35em"
              textAnchor={side === 'west' ? 'end' : 'start'}
              fontSize={LABEL_FONT}
              fontFamily="Georgia, serif"
              fontWeight={town.vp > 0 ? 700 : 400}
              fill="#1d1d1d"
              stroke="#fff"
              strokeWidth={3}
              strokeLinejoin="round"
              paintOrder="stroke"
            >
              {town.name}
            </text>
          </g>
        );
      })}
    </g>
  );
});
