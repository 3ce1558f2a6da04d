import type { ParamsOf } from './vocabulary';

/** What the exact odds assume (src/engine/odds, each result's `assumptions`). */
export interface OddsMessageParams {
  readonly 'odds.interceptionAutomatic': ParamsOf<never>; // 7.3 note
  readonly 'odds.interceptionRoll': ParamsOf<never>; // 7.3, 7.4
  readonly 'odds.interceptionModifierEs': ParamsOf<never>; // 7.4 ES
  readonly 'odds.interceptionModifierEn': ParamsOf<never>; // 7.4
  readonly 'odds.interceptionFailedMoves': ParamsOf<never>; // 7.5
  readonly 'odds.attackExact': ParamsOf<never>; // 8.8, 8.9
  readonly 'odds.attackSupply': ParamsOf<never>; // 6.1, 8.9
  readonly 'odds.attackChits': ParamsOf<never>; // 8.9
  readonly 'odds.attackRetreat': ParamsOf<never>; // 8.10
  readonly 'odds.attackColumnsOnly': ParamsOf<never>; // 8.7 note, 8.12
  readonly 'odds.attackAmphibious': ParamsOf<never>; // 7.6
  readonly 'odds.moveOneRoll': ParamsOf<never>; // 8.2, 8.4
  readonly 'odds.moveAttrition': ParamsOf<never>; // 8.3
  readonly 'odds.moveCavalryBonus': ParamsOf<never>; // 8.2
  readonly 'odds.moveNoCavalryBonus': ParamsOf<never>; // 8.2
  readonly 'odds.raidIndependent': ParamsOf<never>; // 7.7
  readonly 'odds.raidFort': ParamsOf<never>; // 7.10
}
