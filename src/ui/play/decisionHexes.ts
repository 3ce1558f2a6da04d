import type { GameState } from '../../engine';
import { legalActionsOf, sideToAct, viewOf } from '../store';
import { actionTarget } from './actionTarget';
import { pieceLocator } from './pieceLocator';

/** The actions whose lit hexes are the targets of an attack, or of its sequel (8.7–8.11, 7.6, 7.9, 10.2). */
const AIMED = new Set(['beginAttack', 'resolveAssault', 'retreat', 'raid', 'infernalMachine', 'fire']);

/**
 * The hexes the decision or phase at hand is about, when they are hexes on the map: a naval battle's
 * hex (7.9), a blockade's (7.6), a land battle's two hexes (8.7–8.11), and the lit targets of an attack
 * (8.7, 7.6, 10.2). Empty when it has none (a land move and an interception bring themselves into view:
 * useMoveInSight, InterceptionPanel). Read from the acting side's own view and its legal actions.
 */
export function decisionHexes(game: GameState): string[] {
  const hexes: string[] = [];
  const top = game.pending.at(-1);
  if (game.naval.combat) hexes.push(game.naval.combat.hex);
  if (top?.kind === 'runBlockade' || top?.kind === 'catchRunners') hexes.push(top.hex);
  const battle = game.land.battle;
  if (battle) hexes.push(battle.target, battle.from);
  if (top?.kind === 'formAttack') hexes.push(top.target, top.from);
  const side = sideToAct(game);
  if (side) {
    const locate = pieceLocator(viewOf(game, side));
    for (const a of legalActionsOf(game)) {
      if (!AIMED.has(a.type)) continue;
      const place = actionTarget(a, locate).place;
      if (place) hexes.push(place);
    }
  }
  return [...new Set(hexes)].filter((h) => h !== 'holdingBox');
}
