import { useTranslation } from 'react-i18next';
import type { Action } from '../../engine';
import { advanceRoom } from '../../engine/land/battle';
import { pieceLabel } from '../describe';
import { legalActionsOf, useGameStore } from '../store';

type AdvanceUnit = Extract<Action, { type: 'advanceUnit' }>;

/**
 * 8.11: the winners advance into the emptied hex one unit at a time (the engine's decision asks unit by
 * unit); a player who wants every unit that may go to advance clicked once a unit (QA round 6). One
 * button sends them in turn, each from the legal list as it then stands, as far as stacking allows.
 */
export function AdvanceAll({ legal }: { legal: readonly Action[] }) {
  const { t } = useTranslation();
  const game = useGameStore((s) => s.game);
  const dispatch = useGameStore((s) => s.dispatch);
  const units = legal.filter((a): a is AdvanceUnit => a.type === 'advanceUnit');
  const battle = game.land.battle;
  if (game.pending.at(-1)?.kind !== 'advance' || units.length < 2 || !battle) return null;
  const count = Math.min(units.length, advanceRoom(game, battle));
  if (count < 2) return null;
  const advanceAll = () => {
    for (const a of units) {
      const now = legalActionsOf(useGameStore.getState().game);
      const same = now.find((l) => l.type === 'advanceUnit' && l.unit === a.unit && l.side === a.side);
      if (!same) break;
      dispatch(same);
    }
  };
  return (
    <div className="actions advance-all">
      <button type="button" data-testid="advance-all" onClick={advanceAll}>
        {t('panel.advanceAll', { count })}
        {/* 8.1: who the stacking limit leaves behind, named (the artillery stayed in Callao unsaid: QA round 8). */}
        {count < units.length && ` — ${t('panel.advanceAllLeaves', { count: units.length - count, units: units.slice(count).map((a) => pieceLabel(a.unit)).join(', ') })}`}
      </button>
    </div>
  );
}
