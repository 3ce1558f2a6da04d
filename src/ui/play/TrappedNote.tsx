import { useTranslation } from 'react-i18next';
import { getMap, trappedStack, type GameState } from '../../engine';
import { unitsAt } from '../../engine/land/spaces';
import { hexName } from '../describe';
import './stacking.css';

/**
 * 8.10: while the side that scored no hit takes its losses, and no hex is open for it to retreat into:
 * once these are taken, every unit it has left there loses a step. The prompt asked only "choose the
 * unit that loses a step", and four more regiments were gone without a word (table QA round 15).
 */
export function TrappedNote({ game }: { game: GameState }) {
  const { t } = useTranslation();
  const pending = game.pending.at(-1);
  if (pending?.kind !== 'combatLosses') return null;
  const trapped = trappedStack(game, getMap(game.options));
  if (!trapped || trapped.side !== pending.side) return null;
  // Every unit there on its last step: all of them go, said plainly (QA round 16).
  const all = unitsAt(game, trapped.hex, trapped.side).every((u) => (game.units[u]?.steps ?? 0) <= 1);
  return (
    <p className="stacking-warning" role="status" data-testid="trapped-note">
      {t(all ? 'panel.trappedAll' : 'panel.trapped', { hex: hexName(trapped.hex) })}
    </p>
  );
}
