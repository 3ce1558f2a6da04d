import { t } from '../i18n';
import { useGameStore } from '../store';

/** The id of the hex under the pointer. The only part of the map that reads the hover, so a hover redraws nothing else (issue 22). */
export function HexReadout() {
  const hoverHex = useGameStore((s) => s.hoverHex);
  return (
    <div className="hex-readout" data-testid="hex-readout" aria-live="polite">
      {hoverHex ? t('map.hex', { hex: hoverHex }) : ' '}
    </div>
  );
}
