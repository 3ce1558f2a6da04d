import { hexName } from '../describe';
import { t } from '../i18n';
import type { HexFacts } from '../map/hexFacts';
import { hexFactLines } from '../map/hexFactLines';
import { MAX_NAMED, pieceLine } from '../map/pieceLine';
import type { PieceView } from '../pieces/piecesByPlace';

/** Sentences run together: a full stop after each that ends without one. */
const sentences = (parts: readonly string[]): string => parts.map((p) => (/[.:;!?]$/.test(p) ? p : `${p}.`)).join(' ');

/**
 * What the hex cursor's hex shows a sighted player, for a screen reader (QA round 19c: it said only
 * "Cursor: hex 1907"): its name, whether it is lit and what Enter does there (`lit`, null when the
 * player may not act), the long-press card's facts (terrain and MP, naval area, port, fort, control…,
 * hexFactLines) and the pieces there as the viewer's view has them (an NADC face down stays face down).
 */
export function cursorReadout(hex: string, facts: HexFacts | null, pieces: readonly PieceView[], lit: string | null): string {
  const parts: string[] = [t('keys.cursorAt', { place: hexName(hex) })];
  if (lit) parts.push(lit);
  if (facts) parts.push(...hexFactLines(facts).map((l) => l.text));
  if (pieces.length === 0) parts.push(t('mapKey.card.nobody'));
  else {
    const named = pieces.slice(0, MAX_NAMED).map(pieceLine);
    if (pieces.length > MAX_NAMED) named.push(t('mapKey.card.more', { count: pieces.length - MAX_NAMED }));
    parts.push(`${t('mapKey.card.here', { count: pieces.length })} ${named.join('; ')}`);
  }
  return sentences(parts);
}
