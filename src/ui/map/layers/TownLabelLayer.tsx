import { memo } from 'react';
import type { Side } from '../../../engine';
import { t } from '../../i18n';
import { LABEL_FONT } from '../mapScale';
import { BADGE_R, GAP, otherSide, townLabels } from '../townLabels';
import type { LayerProps } from './layerProps';
import { VP_HELD_RING, VP_YELLOW } from './mapColours';

const BADGE_LABEL = { chile: 'mapKey.vpBadgeChile', allied: 'mapKey.vpBadgeAllied' } as const;

/** A town's VP (5.1) in a yellow circle, ringed in the colour of the side that holds the hex (3.0), if any. */
function VpCircle({ x, town, vp, held }: { x: number; town: string; vp: number; held: Side | null }) {
  return (
    <g className="vp-circle" data-held={held ?? undefined} aria-label={t(held ? BADGE_LABEL[held] : 'mapKey.vpBadge', { town, vp })}>
      <circle cx={x} cy={0} r={BADGE_R} fill={VP_YELLOW} stroke={held ? VP_HELD_RING[held] : '#6b5300'} strokeWidth={held ? 2.5 : 1} />
      <text x={x} y={0} dy="0.35em" textAnchor="middle" fontSize={LABEL_FONT * 0.8} fontWeight={700} fill="#3a2c00" fontFamily="sans-serif">
        {vp}
      </text>
    </g>
  );
}

/**
 * Town names and Victory Points (5.1), above the counters and beside each hex (townLabels), with a white
 * halo. Each plate is scaled by the CSS variable --label-scale (mapScale.labelScale, set by MapView when
 * a zoom ends) so it reads at about 12 px at any zoom; MapView also hides the plates that would overlap
 * a more important one at that zoom (data-hidden), and names the plates put on the other side of their
 * hex at that zoom (`flipped`, hex ids; placeLabels). A VP circle is ringed in the colour of the side
 * that holds its hex (3.0: `chileHeld` and `alliedHeld`, hex ids), as the paper game's control markers
 * (QA round 17: every circle read alike, whoever held it). Memoised: drawn again only when the map, the
 * language (`lang`), the flipped plates or the holders change.
 */
export const TownLabelLayer = memo(function TownLabelLayer({ map, geometry, flipped = '', chileHeld = '', alliedHeld = '' }: LayerProps & { lang?: string; flipped?: string; chileHeld?: string; alliedHeld?: string }) {
  const onOtherSide = new Set(flipped.split(' '));
  const chile = new Set(chileHeld.split(' '));
  const allied = new Set(alliedHeld.split(' '));
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
            {town.vp > 0 && <VpCircle x={badgeX} town={town.name} vp={town.vp} held={chile.has(hex) ? 'chile' : allied.has(hex) ? 'allied' : null} />}
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
