import { Counter } from '../counters/Counter';
import type { PieceView } from './piecesByPlace';

/** A counter of the game at (x, y), carrying data-unit with its id (the UI contract; Counter sets it for units, ships and forts). */
export function PieceCounter({ piece, size, x, y }: { piece: PieceView; size: number; x: number; y: number }) {
  return (
    <g data-unit={piece.kind === 'supply' ? piece.id : undefined} data-kind={piece.kind}>
      <Counter def={piece.def} depleted={piece.depleted} damaged={piece.damaged} size={size} x={x} y={y} />
    </g>
  );
}
