import type { GameMap } from '../map/types';
import type { Side } from '../side';
import type { GameState } from '../state';
import type { Step } from '../step';
import { advance } from './moveStack';
import type { NavalCombat } from './types';
import { afloat, shipSide } from './seaGeometry';
import { updateStack } from './stacks';

/** 7.9: the naval combat under way (state.naval.combat), replaced; null closes it. */
export function withCombat(state: GameState, combat: NavalCombat | null): GameState {
  return { ...state, naval: { ...state.naval, combat } };
}

/** The ships of a side still in the battle: afloat in the hex, not set aside, still its own. */
export function present(state: GameState, combat: NavalCombat, side: Side): string[] {
  return combat.ships.filter((s) => {
    const l = state.ships[s]?.location;
    return !combat.setAside.includes(s) && afloat(state, s) && l?.kind === 'hex' && l.hex === combat.hex && shipSide(state, s) === side;
  });
}

/** After the battle (and any captures, 10.1): the record is closed and the moving stack re-plans its route from the battle hex. */
export function finishCombat(state: GameState, map: GameMap): Step {
  const c = state.naval.combat!;
  state = updateStack(withCombat(state, null), c.stack, { route: [] });
  return advance(state, map, c.stack);
}
