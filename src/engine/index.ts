/**
 * The rules engine's public entry. Pure: no React, no DOM, no ambient randomness, no module-level mutable
 * state. The state is plain JSON; every roll comes from the seeded dice inside it.
 */
export { newGame, type NewGameOptions } from './newGame';
export { legalActions } from './legalActions';
export { activeSide } from './activeSide';
export { applyAction, applyListedAction, type ApplyResult } from './applyAction';
export { viewFor, type PlayerView } from './viewFor';
export { stateHash, hashText } from './stateHash';
export { canonicalJson } from './canonicalJson';
export { getMap } from './map/getMap';

export type { Action, ActionType, EndPhaseAction } from './actions';
export type { GameEvent } from './events';
export type { GameResult, GameState, VpRecord } from './state';
export type { PendingDecision } from './pending';
export { decisionMessage } from './decisionMessage';
export { message, type Message, type MessageCode, type MessageParams, type MessageOf } from './message';
export type { EngineError, ErrorCode, Result } from './result';
export type { Side } from './side';
export { SIDES, otherSide } from './side';
export { PHASES, GAME_TURNS, TURN_DATES, VICTORY_CHECK_TURNS, phaseInfo, type PhaseId } from './sequence/phases';
export { DEFAULT_OPTIONS, OPTION_INFO, type RulesOptions } from './rules/options';
export { scriptDice, isDiceSecret, DICE_SECRET_PATTERN, type Modifier, type RollEvent } from './dice';
export { rekeyDice } from './rekeyDice';
export { undoable } from './undoable';
export * from './hex';
export type { GameMap, MapHex, Town, Terrain, NavalArea, Nation, Hexside, MapExtent } from './map/types';
export { NAVAL_AREAS } from './map/types';
export { MAP_EXTENT } from './map/extent';
export { at, sameLocation, type Location } from './pieces/location';
export type { FortState, LandUnitState, NadcOrder, ShipState, SupplyColumnState } from './pieces/pieceState';
export { loadPosition } from './position/loadPosition';
export { savePosition } from './position/savePosition';
export { sideOf } from './sideOf';
export { controller } from './control/controller';
export { controlRecord } from './control/controlRecord';
export type { HexControl } from './control/hexControl';
// 8.2–8.12 land operations
export { reachableHexes, mayEnter, type Reach } from './land/reachableHexes';
export { movementCost, TERRAIN_MP, RIVER_HEXSIDE_MP, RAILROAD_MP, HOLDING_BOX_MP } from './land/movementCost';
export { TERRAIN_DEFENCE } from './land/combatModifiers';
export { HOLDING_BOX, type Space, type LandOps, type Battle, type LandDecision } from './land/types';
export type { LandAction } from './land/actions';
export type { LandEvent } from './land/events';
export { scriptChit } from './land/combatAdvantage';
export { drawOne, scriptDraws, seedFromText } from './dice';
// Game files (docs/game-files.md)
export { makeGameFile, parseGameFile, replayGameFile, startOf, type ReplayResult } from './gameFile/replayGameFile';
export { laterOptionsOf, optionsAsRecorded, startAsRecorded } from './gameFile/fileOptions';
export type { GameFile } from './gameFile/gameFileSchema';
export { chileVp } from './victory/chileVp';
export { VICTORY_CHECKS, FINAL_DRAW_FROM } from './victory/judgeVictory';
// Issue 11: exact odds from the dice, and "why not?" with the rule case
export {
  landMoveOdds, landAttackOdds, interceptionOdds, interceptionChance, navalShotOdds, raidOdds, combatHitChance, initiativeChance,
  type Distribution, type LandMoveOdds, type MoveReachOdds, type LandAttackOdds, type LandAttackChoices, type LandCombatOutcomes,
  type SideDice, type SideFactors, type CombatCase, type ChitCase, type WinnerBranch, type InterceptionOdds, type InterceptionOddsOptions, type ShotOdds, type RaidOdds,
} from './odds';
export { whyNot, whatHere, trappedStack, type Intent, type Explanation, type TrappedStack } from './explain';
