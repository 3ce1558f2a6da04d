import type { LandKind } from '../../engine/counters/types';

interface Props {
  readonly kind: LandKind | 'supply';
  /** Box origin and size, in the counter's own coordinates. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly ink: string;
}

/**
 * NATO-style type symbol (2.5, ES 2.6 "Icono"): a frame with infantry ╳, cavalry ╱, artillery ●, and for a
 * supply column a bar across the foot of the frame.
 */
export function UnitSymbol({ kind, x, y, width, height, ink }: Props) {
  const stroke = Math.max(1, height * 0.08);
  const line = (x1: number, y1: number, x2: number, y2: number) => (
    <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={ink} strokeWidth={stroke} />
  );
  return (
    <g data-symbol={kind}>
      <rect x={x} y={y} width={width} height={height} fill="none" stroke={ink} strokeWidth={stroke} />
      {kind === 'infantry' && (
        <>
          {line(x, y, x + width, y + height)}
          {line(x, y + height, x + width, y)}
        </>
      )}
      {kind === 'cavalry' && line(x, y + height, x + width, y)}
      {kind === 'artillery' && <circle cx={x + width / 2} cy={y + height / 2} r={height * 0.2} fill={ink} />}
      {kind === 'supply' && line(x, y + height * 0.75, x + width, y + height * 0.75)}
    </g>
  );
}
