import { t } from '../i18n';
import { pieceLabel } from '../describe';
import type { PieceView } from '../pieces/piecesByPlace';

/** At most this many pieces are named on a card (or by the hex cursor); the rest are counted. */
export const MAX_NAMED = 10;

/** A piece as the viewer's view has it: its name, a ship's NADC (face down when the view hides its area), cargo aboard. */
export function pieceLine(p: PieceView): string {
  const parts = [pieceLabel(p.id)];
  if (p.nadc === 'hidden') parts.push(t('mapKey.card.nadcHidden'));
  else if (p.nadc) parts.push(t('mapKey.card.nadcArea', { area: p.nadc }));
  if (p.cargo.length > 0) parts.push(t('mapKey.card.aboard', { pieces: p.cargo.map((c) => pieceLabel(c.id)).join(', ') }));
  return parts.join(' · ');
}
