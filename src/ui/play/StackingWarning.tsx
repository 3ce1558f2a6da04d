import { useTranslation } from 'react-i18next';
import { PHASES, type GameState, type PlayerView, type Side } from '../../engine';
import { piecesThatStay } from '../../engine/explain/piecesThatStay';
import { unitsAt } from '../../engine/land/spaces';
import { overstackedHexes } from '../../engine/stacking/overstackedHexes';
import { stackingLimit } from '../../engine/stacking/stackingLimit';
import { publicRecords } from '../../engine/naval/viewGeometry';
import { hexName } from '../describe';
import { useGameStore, useLegalActions } from '../store';
import './stacking.css';

/**
 * 8.1: the acting player's own hexes over the stacking limit, while he can still move units out. The
 * limit is enforced only at his next Administrative Phase, where he must eliminate the excess; nothing
 * said so until then (table QA round 4: two recruits landed at Antofagasta, which held six, and the
 * game asked for two units at the next turn's start). Not shown in the Administrative Phase itself,
 * where the engine's own decision asks for the eliminations. In the set-up too, where the pieces placed
 * may still be placed elsewhere.
 */
export function StackingWarning({ view, side }: { view: PlayerView; side: Side | null }) {
  const { t } = useTranslation();
  const game = useGameStore((s) => s.game);
  const legal = useLegalActions();
  if (!side || view.viewer !== side || view.phase === 'administrative') return null;
  // While a retreat is chosen, a hex it may go to is told with the retreat's numbers (RetreatStackingNote),
  // not twice in two boxes that pushed the retreat buttons below the fold (QA round 16).
  const retreatTo = new Set(legal.flatMap((a) => (a.type === 'retreat' ? [a.to] : [])));
  const over = overstackedHexes(publicRecords(view), side).filter((o) => !retreatTo.has(o.hex));
  if (over.length === 0) return null;
  return (
    <ul className="stacking-warning" data-testid="stacking-warning" role="status">
      {over.map(({ hex, excess }) => {
        const limit = stackingLimit(publicRecords(view), hex);
        // 3.2–3.5 / 8.1: in a set-up placed by hand, the pieces may still go elsewhere (a learner put all
        // eleven Bolivian units at La Paz, the first place 3.3 names, and lost two of them as his first
        // Administrative Phase began: table QA round 19).
        const key = view.phase === 'setup' ? 'phaseHint.overStackedSetup' : movableOut(game, side, hex) > 0 ? 'phaseHint.overStacked' : 'phaseHint.overStackedStuck';
        return <li key={hex}>{t(key, { hex: hexName(hex), units: limit + excess, limit, count: excess })}</li>;
      })}
    </ul>
  );
}

const LAND_MOVEMENT = PHASES.findIndex((p) => p.id === 'landMovement');

/**
 * 8.2 / 7.6: how many of the side's land units in `hex` can still move out before its next
 * Administrative Phase: none once its own Land Movement Phase is over, or in the other side's player
 * turn (the Administrative Phase comes first in its own); else those not held by 8.2 or 7.6. "Move 3
 * units out by then" was said of nine regiments just landed at Lima, and to the Allies over-stacked by
 * a retreat in Chile's turn (table QA round 15).
 */
function movableOut(game: GameState, side: Side, hex: string): number {
  if (game.side !== side || PHASES.findIndex((p) => p.id === game.phase) > LAND_MOVEMENT) return 0;
  const staying = new Set(piecesThatStay(game, side, hex).map((p) => p.piece));
  return unitsAt(game, hex, side).filter((u) => !staying.has(u)).length;
}
