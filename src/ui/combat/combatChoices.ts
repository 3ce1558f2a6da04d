import { getMap, landAttackOdds, navalShotOdds, type Action, type GameState, type LandAttackOdds, type ShotOdds } from '../../engine';
import { SHIP_CAPTURE_TABLE, type CaptureResult } from '../../engine/naval/shipCapture';

type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

/** 10.1: the chance of each line of the capture table (one die). */
export type CaptureOdds = Readonly<Record<CaptureResult, number>>;

/**
 * A choice that commits the acting side to a combat roll, with the exact odds of that roll: a land
 * attack declared, a Supply Column use (6.1 / 8.9), a 7.6 landing's assault, a shot (7.9 / 7.10), a
 * capture attempt (10.1).
 */
export type CombatChoice =
  | { readonly kind: 'land'; readonly action: ActionOf<'declareAttack' | 'combatSupply' | 'resolveAssault'>; readonly odds: LandAttackOdds }
  | { readonly kind: 'shot'; readonly action: ActionOf<'fire'>; readonly odds: ShotOdds }
  | { readonly kind: 'capture'; readonly action: ActionOf<'attemptCapture'>; readonly odds: CaptureOdds };

export const CAPTURE_ODDS: CaptureOdds = Object.fromEntries(SHIP_CAPTURE_TABLE.map((r) => [r.result, (r.max - r.min + 1) / 6])) as Record<CaptureResult, number>;

/** The units of the side's 7.6 landing in `hex` still there (they make the assault). */
function landedUnits(game: GameState, side: ActionOf<'resolveAssault'>['side'], hex: string): string[] {
  const entry = game.amphibiousAssaults.find((a) => a.side === side && a.hex === hex);
  return (entry?.units ?? []).filter((u) => {
    const l = game.units[u]?.location;
    return l?.kind === 'hex' && l.hex === hex;
  });
}

/**
 * The combat choices among the legal actions of the side to act, each with its odds (the same functions
 * OddsPanel used: landAttackOdds, navalShotOdds, and the 10.1 table). Call it only for the player at the
 * screen's own decision: never for a bot's, nor for the other player's.
 */
export function combatChoices(game: GameState, legal: readonly Action[]): CombatChoice[] {
  const map = getMap(game.options);
  const pending = game.pending.at(-1);
  const battle = game.land.battle;
  const out: CombatChoice[] = [];
  for (const action of legal) {
    switch (action.type) {
      case 'declareAttack':
        if (pending?.kind === 'formAttack' && pending.units.length > 0) out.push({ kind: 'land', action, odds: landAttackOdds(game, map, pending.from, pending.target, pending.units) });
        break;
      case 'combatSupply':
        if (battle && pending?.kind === 'combatSupply') {
          const use = { initiative: action.initiative, extraDie: action.extraDie };
          const choices = pending.role === 'attacker' ? { attackerSupply: use } : { defenderSupply: use };
          out.push({ kind: 'land', action, odds: landAttackOdds(game, map, battle.from, battle.target, battle.attackers, choices) });
        }
        break;
      case 'resolveAssault': {
        const units = landedUnits(game, action.side, action.hex);
        if (units.length > 0) out.push({ kind: 'land', action, odds: landAttackOdds(game, map, action.hex, action.hex, units, { amphibious: true }) });
        break;
      }
      case 'fire':
        out.push({ kind: 'shot', action, odds: navalShotOdds(action.ship, action.target, game.ships[action.target]?.damaged ?? false) });
        break;
      case 'attemptCapture':
        out.push({ kind: 'capture', action, odds: CAPTURE_ODDS });
        break;
      default:
        break;
    }
  }
  return out;
}
