import { useTranslation } from 'react-i18next';
import type { Action, GameState, HexId } from '../../engine';
import { unitsAt } from '../../engine/land/spaces';
import { stackingLimit } from '../../engine/stacking/stackingLimit';
import { hexName } from '../describe';
import './stacking.css';

/**
 * 8.10 / 8.1: while a side chooses where to retreat, the hexes offered where the retreating stack and
 * the units already there would be over the stacking limit, and by how many: the excess is eliminated
 * as the side's next Administrative Phase begins. "Retreat to Tacna" was offered with no word that it
 * made ten units there, four of them lost at the next turn's start (table QA round 15).
 */
export function RetreatStackingNote({ game, legal }: { game: GameState; legal: readonly Action[] }) {
  const { t } = useTranslation();
  const pending = game.pending.at(-1);
  if (pending?.kind !== 'retreat') return null;
  const over = legal.flatMap((a): { hex: HexId; units: number; limit: number }[] => {
    if (a.type !== 'retreat') return [];
    const units = unitsAt(game, a.to, pending.side).length + pending.units.filter((u) => game.units[u]?.location.kind === 'hex').length;
    const limit = stackingLimit(game, a.to);
    return units > limit ? [{ hex: a.to, units, limit }] : [];
  });
  if (over.length === 0) return null;
  return (
    <ul className="stacking-warning" data-testid="retreat-stacking" role="status">
      {over.map(({ hex, units, limit }) => (
        <li key={hex}>{t('phaseHint.retreatOverStacks', { hex: hexName(hex), units, limit, count: units - limit })}</li>
      ))}
    </ul>
  );
}
