import { COMBAT_ADVANTAGE_CHITS, landUnit, type CombatAdvantage, type CombatAdvantageChit } from '../counters';
import { drawOne, scriptDraws, type DiceState } from '../dice';
import { message, type ChitNote, type ChitNoteCode } from '../message';
import type { GameState } from '../state';
import type { Battle } from './types';

/** The notes that name the unit the chit helps. */
type UnitNote = 'chit.leaderBonus' | 'chit.twoDice' | 'chit.extraDie' | 'chit.threeDice';

/** What the drawn chit does to one combat (8.9). */
export interface AdvantageEffect {
  readonly chit: CombatAdvantageChit;
  /** Extra dice for the side that drew it (Earthworks, Cavalry Charge, Tactical Surprise: 1; Slaughter, Canister: 2). */
  readonly extraDice: number;
  /** Inspiring Leader: +2 to one unit's die. */
  readonly leaderBonus: number;
  readonly applied: boolean;
  /** What the chit did, as a code: the unit it names, or why it was ignored. */
  readonly note: ChitNote;
}

/**
 * 8.9: apply the chit drawn by the initiative winner. One unit's extra dice or +2 (every unit of a
 * side rolls one die with the same modifiers, so which unit is named only shows in the log); a chit
 * that does not fit (Earthworks for the attacker, Cavalry Charge or Tactical Surprise for the
 * defender, Cavalry Charge without attacking cavalry, Canister without artillery) is ignored, not redrawn.
 */
export function advantageEffect(state: GameState, battle: Battle, winnerRole: 'attacker' | 'defender', chit: CombatAdvantageChit): AdvantageEffect {
  const units = winnerRole === 'attacker' ? battle.attackers : battle.defenders;
  const first = (kind?: 'cavalry' | 'artillery') => units.find((u) => kind === undefined || landUnit(u).kind === kind);
  const none = (why: Exclude<ChitNoteCode, UnitNote>): AdvantageEffect => ({ chit, extraDice: 0, leaderBonus: 0, applied: false, note: message(why, {}) });
  const give = (extraDice: number, leaderBonus: number, unit: string, what: UnitNote): AdvantageEffect => ({ chit, extraDice, leaderBonus, applied: true, note: message(what, { unit }) });
  switch (chit.effect) {
    case 'inspiringLeader':
      return give(0, 2, first()!, 'chit.leaderBonus');
    case 'earthworks':
      return winnerRole === 'defender' ? give(1, 0, first()!, 'chit.twoDice') : none('chit.ignoredAttackerDrew');
    case 'cavalryCharge': {
      if (winnerRole !== 'attacker') return none('chit.ignoredDefenderDrew');
      const cav = first('cavalry');
      return cav ? give(1, 0, cav, 'chit.twoDice') : none('chit.ignoredNoCavalry');
    }
    case 'tacticalSurprise':
      return winnerRole === 'attacker' ? give(1, 0, first()!, 'chit.extraDie') : none('chit.ignoredDefenderDrew');
    case 'slaughter':
      return give(2, 0, first()!, 'chit.threeDice');
    case 'canister': {
      const art = first('artillery');
      return art ? give(2, 0, art, 'chit.threeDice') : none('chit.ignoredNoArtillery');
    }
    case 'noEvent':
      return none('chit.noEffect');
  }
}

/** 8.9: draw one chit blindly from the cup of 13 (it goes back after the combat, so the cup is always full). */
export function drawChit(dice: DiceState): { chit: CombatAdvantageChit; dice: DiceState } {
  const d = drawOne(dice, COMBAT_ADVANTAGE_CHITS.length);
  return { chit: COMBAT_ADVANTAGE_CHITS[d.index]!, dice: d.dice };
}

/** Tests and lessons: make the next chit drawn one with this effect. */
export function scriptChit(dice: DiceState, effect: CombatAdvantage): DiceState {
  return scriptDraws(dice, [COMBAT_ADVANTAGE_CHITS.findIndex((c) => c.effect === effect)]);
}
