import { t } from '../i18n';
import { pieceLabel } from '../describe';
import type { PieceView } from '../pieces/piecesByPlace';

/** At most this many pieces are named on a card; the rest are counted. */
const MAX_NAMED = 10;

function pieceLine(p: PieceView): string {
  const parts = [pieceLabel(p.id)];
  if (p.nadc === 'hidden') parts.push(t('mapKey.card.nadcHidden'));
  else if (p.nadc) parts.push(t('mapKey.card.nadcArea', { area: p.nadc }));
  if (p.cargo.length > 0) parts.push(t('mapKey.card.aboard', { pieces: p.cargo.map((c) => pieceLabel(c.id)).join(', ') }));
  return parts.join(' · ');
}

/**
 * The pieces in a place, as the viewer's view has them (piecesByPlace of useView): names, a ship's
 * NADC face down when the view hides its area, cargo aboard.
 */
export function CardPieces({ pieces }: { pieces: readonly PieceView[] }) {
  if (pieces.length === 0) return <p className="card-nobody">{t('mapKey.card.nobody')}</p>;
  const named = pieces.slice(0, MAX_NAMED);
  return (
    <div className="card-pieces">
      <p>{t('mapKey.card.here', { count: pieces.length })}</p>
      <ul>
        {named.map((p) => (
          <li key={p.id} data-card-piece={p.id}>
            {pieceLine(p)}
          </li>
        ))}
        {pieces.length > MAX_NAMED && <li>{t('mapKey.card.more', { count: pieces.length - MAX_NAMED })}</li>}
      </ul>
    </div>
  );
}
