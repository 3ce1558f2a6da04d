import { useGameStore } from '../store';
import type { HexGeometry } from './hexGeometry';

/** The outline of the hex last clicked, or of a link's hex (its own component, so a click redraws no layer). */
export function SelectedHex({ geometry }: { geometry: HexGeometry }) {
  const hex = useGameStore((s) => s.selectedHex ?? s.lookedAt);
  return hex ? <polygon className="hex-selected" points={geometry.polygon(hex)} /> : null;
}
