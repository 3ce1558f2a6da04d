import { LAND_UNITS } from '../counters';
import { areAdjacent } from '../hex';
import { BATTLE_KINDS, withEntry } from '../decisions/registry';
import { isLandHex } from '../land/movementCost';
import { columnsAt } from '../land/spaces';
import type { Battle, BattleStage } from '../land/types';
import type { GameMap } from '../map/types';
import { message, type Message } from '../message';
import { topPending } from '../pending';
import { otherSide } from '../side';
import { sideOf } from '../sideOf';
import type { GameState } from '../state';

const LAND_UNIT_SIDE = new Map(LAND_UNITS.map((u) => [u.id, sideOf(u.nation)]));
const STAGES: readonly BattleStage[] = ['attackerSupply', 'defenderSupply', 'fight', 'losses', 'retreat', 'advance', 'done'];
const before = (stage: BattleStage, other: BattleStage) => STAGES.indexOf(stage) < STAGES.indexOf(other);

/**
 * The land combat under way (8.7–8.11, state.land.battle) against the pieces and the pending decisions:
 * its units exist and are of the right sides, they stand where the record says until losses are taken,
 * the stage is the one the decision on top belongs to, and a decision of a battle needs a battle.
 * Returns the first problem, or null.
 */
export function battleProblem(state: GameState, map: GameMap): Message | null {
  const b = state.land.battle;
  const battleDecisions = [...state.pending.entries()].filter(([, d]) => BATTLE_KINDS.includes(d.kind));
  if (!b) return battleDecisions.length > 0 ? message('position.battle.decisionWithoutBattle', { path: `pending.${battleDecisions[0]![0]}` }) : null;
  const problem = recordProblem(state, map, b);
  if (problem) return problem;
  // battle.ts runBattle: a battle rests only on one of its own decisions, which its stage follows.
  const top = topPending(state.pending);
  if (!top || !BATTLE_KINDS.includes(top.kind)) return message('position.battle.noDecisionPending', {});
  if (battleDecisions.length > 1 && new Set(battleDecisions.map(([, d]) => d.side)).size !== battleDecisions.length) return message('position.battle.lossesTwice', {});
  for (const [i, d] of battleDecisions) {
    // Each battle decision's entry says how it fits the battle (decisions/<kind>.ts fitsBattle).
    const bad = withEntry(d, (entry, decision) => entry.fitsBattle?.(state, b, decision, `pending.${i}`) ?? null);
    if (bad) return bad;
  }
  return null;
}

function recordProblem(state: GameState, map: GameMap, b: Battle): Message | null {
  if (state.phase !== 'landCombat') return message('position.battle.outsidePhase', { current: state.phase });
  if (b.attacker !== state.side) return message('position.battle.attackerNotPhasing', { side: b.attacker });
  if (!isLandHex(map, b.from) || !isLandHex(map, b.target)) return message('position.battle.notLandHexes', { from: b.from, to: b.target });
  if (b.amphibious ? b.from !== b.target : b.from !== b.target && !areAdjacent(b.from, b.target)) return message('position.battle.notAdjacent', { from: b.from, to: b.target });
  const defender = otherSide(b.attacker);
  const all = [...b.attackers, ...b.defenders];
  if (new Set(all).size !== all.length) return message('position.record.namedTwice', { path: 'land.battle' });
  for (const [ids, side, role] of [[b.attackers, b.attacker, 'attackers'], [b.defenders, defender, 'defenders']] as const) {
    const path = `land.battle.${role}`;
    for (const id of ids) {
      if (!state.units[id]) return message('position.record.unitNotInPlay', { path, id });
      if (LAND_UNIT_SIDE.get(id) !== side) return message('position.record.unitWrongSide', { path, unit: id, side });
    }
  }
  const notAttacker = b.advanced.find((u) => !b.attackers.includes(u));
  if (notAttacker !== undefined) return message('position.battle.advancedNotAttacker', { unit: notAttacker });
  if (b.advanced.length > 0 && b.stage !== 'done') return message('position.battle.advancedBeforeDone', {});
  // 8.7 note: a battle against Supply Columns alone has no dice; it starts at the advance.
  if (b.columnsOnly !== (b.defenders.length === 0)) return message('position.battle.columnsOnlyMismatch', {});
  if (b.columnsOnly && before(b.stage, 'advance')) return message('position.battle.columnsOnlyWithDice', {});
  if (before(b.stage, 'losses') && (b.hits.attacker > 0 || b.hits.defender > 0)) return message('position.battle.hitsBeforeFight', {});
  if (!before('fight', b.stage) && !b.columnsOnly) {
    // Until the fight, every unit stands where it was when the attack was declared.
    const misplaced = [...b.attackers.map((u) => [u, b.from] as const), ...b.defenders.map((u) => [u, b.target] as const)].find(([u, hex]) => !at(state, u, hex));
    if (misplaced) return message('position.battle.unitNotInHex', { unit: misplaced[0], hex: misplaced[1] });
  }
  if (!before('fight', b.stage)) {
    // 6.1 / 8.9: each Supply Column use spends a column of the side in its hex.
    for (const role of ['attacker', 'defender'] as const) {
      const use = b.supply[role];
      const side = role === 'attacker' ? b.attacker : defender;
      const columns = columnsAt(state, role === 'attacker' ? b.from : b.target, side).length;
      const count = Number(use.initiative) + Number(use.extraDie);
      if (count > columns) return message('position.battle.tooManyColumnsUsed', { side, count, max: columns });
    }
  }
  if (b.stage === 'attackerSupply' && (b.supply.attacker.initiative || b.supply.attacker.extraDie)) return message('position.battle.supplyChosenEarly', { side: b.attacker });
  if (before(b.stage, 'fight') && (b.supply.defender.initiative || b.supply.defender.extraDie)) return message('position.battle.supplyChosenEarly', { side: defender });
  return null;
}

const at = (state: GameState, unit: string, hex: string) => {
  const loc = state.units[unit]?.location;
  return loc?.kind === 'hex' && loc.hex === hex;
};
