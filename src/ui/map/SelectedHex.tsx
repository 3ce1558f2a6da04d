import { useGameStore } from '../store';
import type { HexGeometry } from './hexGeometry';

/** The outline of the hex last clicked (its own component, so a click redraws no layer). */
export function SelectedHex({ geometry }: { geometry: HexGeometry }) {
  const selectedHex = useGameStore((s) => s.selectedHex);
  return selectedHex ? <polygon className="hex-selected" points={geometry.polygon(selectedHex)} /> : null;
}
