import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Counter } from '../counters/Counter';
import type { PieceView } from './piecesByPlace';

/**
 * A counter of the game at (x, y), carrying data-unit with its id (the UI contract; Counter sets it for units, ships and forts).
 * Memoised: a piece's PieceView is the same object for as long as the game state is (useView), so a box or
 * the turn track drawn again for another reason (a hex picked on the map) draws none of its counters again;
 * each counter's words for a screen reader go through i18next (selectionRenders.test.tsx). It follows the
 * language itself (useTranslation), as its parents no longer draw it again on a switch.
 */
export const PieceCounter = memo(function PieceCounter({ piece, size, x, y }: { piece: PieceView; size: number; x: number; y: number }) {
  useTranslation();
  return (
    <g data-unit={piece.kind === 'supply' ? piece.id : undefined} data-kind={piece.kind}>
      <Counter def={piece.def} depleted={piece.depleted} damaged={piece.damaged} size={size} x={x} y={y} />
    </g>
  );
});
