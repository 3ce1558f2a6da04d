import { NADC_CHITS } from '../../engine/counters';
import type { Nation } from '../../engine';
import { t } from '../i18n';
import { NadcChit } from '../counters/NadcChit';
import { pieceLabel, placeName } from '../describe';
import { useGameStore } from '../store';
import { PieceCounter } from './PieceCounter';
import type { PieceView } from './piecesByPlace';
import { useView } from './useView';

const SIZE = 44;

function placeTitle(key: string): string {
  const [kind, arg] = key.split(':');
  if (kind === 'hex') return placeName({ kind: 'hex', hex: arg! });
  if (kind === 'holdingBox') return t('tray.holdingBox');
  if (kind === 'recruitPool') return t('stack.recruitPool', { nation: t(`counter.nation.${arg as Nation}`) });
  if (kind === 'turnTrack') return t('stack.turnBox', { turn: arg ?? '' });
  if (kind === 'deadPile') return t('stack.deadPile', { side: arg === 'chile' ? t('sides.chile') : t('sides.allied') });
  return key;
}

function PieceRow({ piece, depth = 0 }: { piece: PieceView; depth?: number }) {
  const selected = useGameStore((s) => s.selectedPiece === piece.id);
  const selectPiece = useGameStore((s) => s.selectPiece);
  const chit = piece.nadc && piece.nadc !== 'hidden' ? NADC_CHITS.find((c) => c.area === piece.nadc && c.side === (piece.nation === 'chile' ? 'chile' : 'allied')) : null;
  const hiddenChit = NADC_CHITS.find((c) => c.side === (piece.nation === 'chile' ? 'chile' : 'allied'));
  return (
    <>
      <li className={`stack-row${selected ? ' selected' : ''}`} style={{ marginLeft: depth * 18 }}>
        <svg width={SIZE + (piece.nadc ? SIZE * 0.7 : 0)} height={SIZE} viewBox={`0 0 ${SIZE + (piece.nadc ? SIZE * 0.7 : 0)} ${SIZE}`} aria-hidden={false}>
          <PieceCounter piece={piece} size={SIZE} x={0} y={0} />
          {piece.nadc && chit && <NadcChit chit={chit} size={SIZE * 0.6} x={SIZE + 4} y={SIZE * 0.2} />}
          {piece.nadc === 'hidden' && hiddenChit && <NadcChit chit={hiddenChit} size={SIZE * 0.6} x={SIZE + 4} y={SIZE * 0.2} faceDown />}
        </svg>
        <button type="button" className="piece-name" aria-pressed={selected} onClick={() => selectPiece(selected ? null : piece.id)}>
          {pieceLabel(piece.id)}
        </button>
      </li>
      {piece.cargo.map((c) => (
        <PieceRow key={c.id} piece={c} depth={depth + 1} />
      ))}
    </>
  );
}

/** The opened stack: every counter in the hex or box, with cargo and NADC chits (face down to the opponent). */
export function StackPanel() {
  const openPlace = useGameStore((s) => s.openPlace);
  const open = useGameStore((s) => s.showPlace);
  const { places } = useView();
  if (!openPlace) return null;
  const pieces = places.get(openPlace) ?? [];
  return (
    <section className="stack-panel" aria-label={t('stack.label')} data-testid="stack-panel">
      <header>
        <h2>{placeTitle(openPlace)}</h2>
        <button type="button" onClick={() => open(null)} aria-label={t('stack.close')}>×</button>
      </header>
      {pieces.length === 0 ? <p>{t('stack.empty')}</p> : <ul>{pieces.map((p) => <PieceRow key={p.id} piece={p} />)}</ul>}
    </section>
  );
}
