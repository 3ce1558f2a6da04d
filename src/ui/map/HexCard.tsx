import { useLayoutEffect, useRef, useState } from 'react';
import { getMap, HOLDING_BOX_MP } from '../../engine';
import { t } from '../i18n';
import { useView } from '../pieces/useView';
import { useGameStore } from '../store';
import { CardPieces } from './CardPieces';
import { hexFacts } from './hexFacts';
import { HexFactsList } from './HexFactsList';

/**
 * The card of the place under the pointer (or long-pressed on a touch screen): a hex's terrain, MP cost
 * and defence, hexsides, Victory Points, port, fort, control and the pieces there — or the Chile
 * Holding Box and what is in it. It reads only the viewer's view, so it shows nothing that side may not
 * see. The only part of the map that reads the hover, so a hover redraws no layer (issue 22). It stands
 * in the bottom corner away from the place pointed at, and lets the pointer through (but for its close
 * button), so it never hides the place it describes nor takes the hover from it.
 */
export function HexCard() {
  const place = useGameStore((s) => s.hoverHex);
  const closeCard = useGameStore((s) => s.closeCard);
  const { view, places } = useView();
  const ref = useRef<HTMLElement>(null);
  const [corner, setCorner] = useState<'left' | 'right'>('left');
  useLayoutEffect(() => {
    const card = ref.current;
    const mapView = card?.parentElement;
    if (!card || !mapView || !place) return;
    const target = mapView.querySelector(place === 'holdingBox' ? '[data-place="holdingBox"]' : `[data-hex="${place}"]`);
    if (!target) return;
    const r = target.getBoundingClientRect();
    const m = mapView.getBoundingClientRect();
    setCorner(r.x + r.width / 2 < m.x + m.width / 2 ? 'right' : 'left');
  }, [place]);
  if (!place) return null;
  const map = getMap(view.options);
  const isBox = place === 'holdingBox';
  const facts = isBox ? null : hexFacts(map, view, place);
  if (!isBox && !facts) return null;
  const pieces = places.get(isBox ? 'holdingBox' : `hex:${place}`) ?? [];
  return (
    <section ref={ref} className={`hex-card at-${corner}`} data-testid="hex-card" data-card-place={place} aria-label={t('mapKey.card.label')} aria-live="polite">
      <header>
        <h3>
          {isBox || !facts?.town ? null : <span className="card-town">{facts.town.name}</span>}
          <span className="card-hex" data-testid="hex-readout">{isBox ? t('tray.holdingBox') : t('map.hex', { hex: place })}</span>
        </h3>
        <button type="button" className="hex-card-close" onClick={closeCard} aria-label={t('mapKey.card.close')}>
          ×
        </button>
      </header>
      {facts ? (
        <HexFactsList facts={facts} />
      ) : (
        <p className="card-note">{t('mapKey.card.boxNote', { area: map.holdingBox.navalArea, entries: map.holdingBox.landEntries.join(', '), mp: HOLDING_BOX_MP })}</p>
      )}
      <CardPieces pieces={pieces} />
    </section>
  );
}
