import type { HexGeometry } from '../map/hexGeometry';
import { useKeys } from './keysStore';

/** The keyboard's hex cursor on the map (issue 19): Enter acts on this hex as a click would. */
export function HexCursor({ geometry }: { geometry: HexGeometry }) {
  const cursor = useKeys((s) => s.cursor);
  if (!cursor) return null;
  return (
    <g className="hex-cursor" data-cursor={cursor} pointerEvents="none">
      <polygon className="hex-cursor-halo" points={geometry.polygon(cursor)} />
      <polygon className="hex-cursor-line" points={geometry.polygon(cursor)} />
    </g>
  );
}
