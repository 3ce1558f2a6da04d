import { useTranslation } from 'react-i18next';
import type { Action, PlayerView } from '../../engine';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { columnPlaces } from '../../engine/supply/columnPlaces';
import { GAME_TURNS } from '../../engine/sequence/phases';
import { pieceLabel } from '../describe';

/**
 * 6.5 at the table: before the repair die, the chance that the player can pay what it asks (the die
 * asks that many Supply Columns from one place: the most he has in one place decides); after it, when
 * no place of his holds that many, why "pay" is not offered — the prompt said "pay 5 Supply Columns
 * now, or wait 5 game turns" with only the wait to click (QA round 5).
 */
export function RepairNote({ view, legal }: { view: PlayerView; legal: readonly Action[] }) {
  const { t } = useTranslation();
  const side = view.viewer === 'observer' ? null : view.viewer;
  if (!side) return null;
  const most = Math.max(0, ...columnPlaces(publicRecords(view), side).map((p) => p.count));
  const pending = view.pending.at(-1);
  if (pending?.kind === 'repairChoice') {
    const canPay = legal.some((a) => a.type === 'repairPay');
    // 6.5 / 2.x: a wait that ends after the last game turn is a ship that never sails again (QA round 7:
    // "wait 6 game turns" was offered on turn 9 as if it would come back).
    const back = view.turn + pending.roll;
    const afterTheGame = back > GAME_TURNS ? t('placesPrompt.repairAfterGame', { ship: pieceLabel(pending.ship), turn: back, last: GAME_TURNS }) : null;
    if (canPay && !afterTheGame) return null;
    return (
      <p className="notice" data-testid="repair-note">
        {canPay ? afterTheGame : t('placesPrompt.repairCannotPay', { ship: pieceLabel(pending.ship), count: pending.roll, most })}
        {!canPay && afterTheGame ? ` ${afterTheGame}` : null}
      </p>
    );
  }
  const repairs = legal.filter((a): a is Extract<Action, { type: 'repair' }> => a.type === 'repair');
  if (pending || repairs.length === 0) return null;
  const faces = Math.min(6, most);
  return (
    <p data-testid="repair-note">
      {faces === 0
        ? t('placesPrompt.repairOddsNone', { ships: repairs.map((a) => pieceLabel(a.ship)).join(', ') })
        : t('placesPrompt.repairOdds', { ships: repairs.map((a) => pieceLabel(a.ship)).join(', '), most, faces, pct: Math.round((faces / 6) * 100) })}
    </p>
  );
}
