/** Exact odds from the dice (issue 11 part 3): one concept per file. */
export * from './distribution';
export { landMoveOdds, movementThrows, type LandMoveOdds, type MoveReachOdds } from './landMoveOdds';
export {
  landAttackOdds, combatHitChance, initiativeChance, outcomesOf,
  type LandAttackOdds, type LandAttackChoices, type LandCombatOutcomes, type SideDice, type SideFactors, type CombatCase, type ChitCase, type WinnerBranch,
} from './landAttackOdds';
export { interceptionOdds, interceptionChance, type InterceptionOdds, type InterceptionOddsOptions } from './interceptionOdds';
export { navalShotOdds, type ShotOdds } from './navalShotOdds';
export { raidOdds, raidModifierOf, type RaidOdds } from './raidOdds';
export {
  interceptionChoiceOdds, interceptionQuestionOdds,
  type InterceptionChoiceOdds, type InterceptionQuestionOdds, type InterceptionFace,
} from './interceptionQuestion';
