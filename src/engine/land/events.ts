import type { CombatAdvantage } from '../counters';
import type { HexId } from '../hex';
import type { ChitNote, ReasonCode } from '../message';
import type { Side } from '../side';
import type { Space } from './types';

/** Land operations' events (8.2–8.12), for the game log. */
export type LandEvent =
  | { readonly type: 'landMoved'; readonly side: Side; readonly pieces: readonly string[]; readonly from: Space; readonly to: Space; readonly cost: number; readonly mpLeft: number; readonly rule: string }
  | { readonly type: 'moveEnded'; readonly side: Side; readonly pieces: readonly string[]; readonly at: Space; readonly reason: ReasonCode; readonly rule: string }
  | { readonly type: 'stepLost'; readonly side: Side; readonly unit: string; readonly reason: ReasonCode; readonly rule: string }
  | { readonly type: 'supplyCaptured'; readonly side: Side; readonly columns: readonly string[]; readonly hex: HexId; readonly rule: string }
  | { readonly type: 'attackDeclared'; readonly side: Side; readonly from: HexId; readonly target: HexId; readonly units: readonly string[]; readonly amphibious: boolean; readonly rule: string }
  | { readonly type: 'combatSupplySpent'; readonly side: Side; readonly hex: HexId; readonly use: 'initiative' | 'extraDie'; readonly rule: string }
  | { readonly type: 'initiativeWon'; readonly side: Side; readonly attackerTotal: number; readonly defenderTotal: number; readonly rule: string }
  | { readonly type: 'combatAdvantageDrawn'; readonly side: Side; readonly chit: string; readonly effect: CombatAdvantage; readonly applied: boolean; readonly note: ChitNote; readonly rule: string }
  /**
   * 8.9 / 7.6: how many combat dice a side rolls, and why — one a unit, one for a Supply Column spent
   * on it (8.9), those a combat advantage chit gives (8.9), one for the defender of a landing (7.6).
   * Logged before that side's dice (the 7.6 die was rolled with no word of why: table QA round 15).
   */
  | { readonly type: 'combatDiceCount'; readonly side: Side; readonly role: 'attacker' | 'defender'; readonly count: number; readonly units: number; readonly supplyDie: boolean; readonly chitDice: number; readonly chit: string | null; readonly landingDie: boolean; readonly rule: string }
  | { readonly type: 'combatResolved'; readonly attacker: Side; readonly target: HexId; readonly attackerHits: number; readonly defenderHits: number; readonly rule: string }
  | { readonly type: 'retreated'; readonly side: Side; readonly units: readonly string[]; readonly from: HexId; readonly to: HexId; readonly rule: string }
  | { readonly type: 'advanced'; readonly side: Side; readonly unit: string; readonly to: HexId; readonly rule: string };
