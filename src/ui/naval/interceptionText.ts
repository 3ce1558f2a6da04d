import type { Modifier } from '../../engine';
import type { InterceptionChoiceOdds } from '../../engine/odds';
import { hexName, pieceLabel, say } from '../describe';
import { t } from '../i18n';

/** An exact chance out of the six faces of a die: "4 in 6 (67%)". */
export function chanceText(p: number): string {
  const n = Math.round(p * 6);
  return t('interception.chance', { n, pct: `${Math.round(p * 100)}%` });
}

const sign = (v: number) => (v >= 0 ? '+' : '−');

/** The 7.4 modifier's value as the die shows it: "−2" ("+0" when there is none). */
export function modifierText(m: Modifier | null): string {
  return t('interception.modifier', { sign: sign(m?.value ?? 0), value: Math.abs(m?.value ?? 0) });
}

/** The 7.4 modifier and why: "−2: lowest speed modifier (Atahualpa)". */
export function modifierReason(m: Modifier): string {
  return t('interception.modifierReason', { sign: sign(m.value), value: Math.abs(m.value), reason: say(m) });
}

export const shipNames = (ships: readonly string[]): string => ships.map(pieceLabel).join(', ');

/** Every outcome of one choice, in words: success, then each 7.5 failure with its probability. */
export function outcomeLines(o: InterceptionChoiceOdds, target: string): string[] {
  if (o.automatic) return [t('interception.automatic')];
  const lines: string[] = [t('interception.success', { p: chanceText(o.pSuccess) })];
  for (const f of o.failures) {
    lines.push(f.moves === 0 ? t('interception.failureStay', { p: chanceText(f.p) }) : t('interception.failureMoves', { count: f.moves, place: hexName(target), p: chanceText(f.p) }));
  }
  return lines;
}
