import { useTranslation } from 'react-i18next';
import type { GameState } from '../../engine';
import { piecesThatStay, type StayReason } from '../../engine/explain/piecesThatStay';
import { pieceLabel } from '../describe';

const REASONS: readonly StayReason[] = ['landed', 'built', 'moved'];

/**
 * 8.2 / 7.6: while a move is formed (formMove), the pieces in its space that cannot join it, and why:
 * the list of pieces to move left them out without a word — three regiments landed at Pisagua, a
 * Granaderos rebuilt in the Holding Box (table QA round 13).
 */
export function StayingNote({ game }: { game: GameState }) {
  const { t } = useTranslation();
  const pending = game.pending.at(-1);
  if (pending?.kind !== 'formMove') return null;
  const staying = piecesThatStay(game, pending.side, pending.from);
  if (staying.length === 0) return null;
  const groups = REASONS.flatMap((reason) => {
    const pieces = staying.filter((p) => p.reason === reason).map((p) => pieceLabel(p.piece));
    return pieces.length > 0 ? [t(`panel.stayReason.${reason}`, { pieces: pieces.join(', ') })] : [];
  });
  return (
    <p className="phase-hint" data-testid="staying-note">
      {t('panel.staying', { groups: groups.join('; ') })}
    </p>
  );
}
