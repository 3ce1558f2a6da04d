import { t } from '../i18n';
import type { PieceView } from '../pieces/piecesByPlace';
import { MAX_NAMED, pieceLine } from './pieceLine';

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
