import { NADC_CHITS } from '../../engine/counters';
import { otherSide, type PlayerView, type Side } from '../../engine';
import { revealedAreas, revealedEarlier } from '../../engine/naval/nadcRevealed';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { NadcChit } from '../counters/NadcChit';
import { sideWithArticle } from '../describe';
import { t } from '../i18n';

type Order = PlayerView['nadc']['chile'][number];

/**
 * 4.1 I: what a chit by a ship in the opened stack is, in words: which turn's order, its area or its
 * back, and what the other side sees of it. Worked out from the player's view alone: the other side's
 * chit shows its area only where the view gives it (revealed as its stack set out: docs/rules-notes.md
 * 7.2), and the player's own is said to be face up to the other side only where that side's view,
 * built by the same rule (viewFor.ts), would show it.
 */
export function nadcSlotTitle(view: PlayerView, side: Side, order: Order): string {
  const owner = t(side === 'chile' ? 'sides.chileAdj' : 'sides.alliedAdj');
  const now = order.forTurn === view.turn;
  const which = now ? t('stack.nadc.now', { side: owner, turn: order.forTurn }) : t('stack.nadc.later', { side: owner, turn: order.forTurn });
  const face = order.area === null ? t('stack.nadc.faceDown') : t('stack.nadc.area', { area: order.area });
  if (view.viewer !== side) return `${which}: ${face}${order.area === null ? '' : ` — ${t('stack.nadc.revealed')}`}`;
  const other = sideWithArticle(otherSide(side));
  const records = publicRecords(view);
  const seen = now && (revealedAreas(records).has(order.ship) || (order.area !== null && revealedEarlier(records, side, { ...order, area: order.area })));
  return `${which}: ${face} — ${t(seen ? 'stack.nadc.seenUp' : 'stack.nadc.seenDown', { side: other })}`;
}

const CHIT = 26;

/**
 * A ship's chit in the opened stack, with a caption under it: "this turn", or the turn it is for. The
 * two chits a ship may carry — this turn's and the next turn's (4.1 I) — stood side by side unlabelled
 * (QA round 19a, MINOR-5).
 */
export function NadcSlot({ view, side, order }: { view: PlayerView; side: Side; order: Order }) {
  const chit = NADC_CHITS.find((c) => c.side === side && (order.area === null || c.area === order.area));
  if (!chit) return null;
  const later = order.forTurn > view.turn;
  const title = nadcSlotTitle(view, side, order);
  return (
    <span className="nadc-slot" role="img" aria-label={title} title={title} data-nadc-turn={order.forTurn}>
      <svg width={CHIT} height={CHIT} viewBox={`0 0 ${CHIT} ${CHIT}`} aria-hidden="true">
        <NadcChit chit={chit} size={CHIT} x={0} y={0} faceDown={order.area === null} when={later ? 'given' : undefined} forTurn={later ? order.forTurn : undefined} />
      </svg>
      <small aria-hidden="true">{later ? t('stack.nadc.captionLater', { turn: order.forTurn }) : t('stack.nadc.captionNow')}</small>
    </span>
  );
}
