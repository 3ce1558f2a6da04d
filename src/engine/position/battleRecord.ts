import { LAND_UNITS } from '../counters';
import { areAdjacent } from '../hex';
import { BATTLE_DECISIONS, survivors } from '../land/battle';
import { isLandHex } from '../land/movementCost';
import { columnsAt } from '../land/spaces';
import type { Battle, BattleStage } from '../land/types';
import type { GameMap } from '../map/types';
import { topPending, type PendingDecision } from '../pending';
import { otherSide, type Side } from '../side';
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
export function battleProblem(state: GameState, map: GameMap): string | null {
  const b = state.land.battle;
  const battleDecisions = state.pending.filter((d) => BATTLE_DECISIONS.includes(d.kind));
  if (!b) return battleDecisions.length > 0 ? `pending: a "${battleDecisions[0]!.kind}" decision with no battle under way (land.battle)` : null;
  const problem = recordProblem(state, map, b);
  if (problem) return `land.battle: ${problem}`;
  // battle.ts runBattle: a battle rests only on one of its own decisions, which its stage follows.
  const top = topPending(state.pending);
  if (!top || !BATTLE_DECISIONS.includes(top.kind)) return 'land.battle: a battle under way waits for one of its decisions (combat supply, losses, retreat or advance), and none is pending';
  if (battleDecisions.length > 1 && new Set(battleDecisions.map((d) => d.side)).size !== battleDecisions.length) return 'land.battle: each side takes its own losses, once (8.9)';
  for (const d of battleDecisions) {
    const bad = decisionProblem(state, b, d);
    if (bad) return `land.battle: the "${d.kind}" decision ${bad}`;
  }
  return null;
}

function recordProblem(state: GameState, map: GameMap, b: Battle): string | null {
  if (state.phase !== 'landCombat') return `a land combat is fought only in the Land Combat Phase (8.7)`;
  if (b.attacker !== state.side) return 'the attacker is the phasing player (8.7)';
  if (!isLandHex(map, b.from) || !isLandHex(map, b.target)) return 'a battle is fought from a land hex to a land hex';
  if (b.amphibious ? b.from !== b.target : b.from !== b.target && !areAdjacent(b.from, b.target)) return `hex ${b.target} can't be attacked from ${b.from} (7.6, 8.7)`;
  const defender = otherSide(b.attacker);
  const all = [...b.attackers, ...b.defenders];
  if (new Set(all).size !== all.length) return 'a unit is named twice';
  for (const [ids, side, role] of [[b.attackers, b.attacker, 'attackers'], [b.defenders, defender, 'defenders']] as const) {
    for (const id of ids) {
      if (!state.units[id]) return `${role}: "${id}" is not a land unit in play`;
      if (LAND_UNIT_SIDE.get(id) !== side) return `${role}: "${id}" is not the ${role === 'attackers' ? 'attacker' : 'defender'}'s`;
    }
  }
  if (!b.advanced.every((u) => b.attackers.includes(u))) return 'advanced: only attackers advance (8.11)';
  if (b.advanced.length > 0 && b.stage !== 'done') return 'advanced: units advance only once the battle is done (8.11)';
  // 8.7 note: a battle against Supply Columns alone has no dice; it starts at the advance.
  if (b.columnsOnly !== (b.defenders.length === 0)) return 'columnsOnly is true exactly when there are no defending units (8.7 note)';
  if (b.columnsOnly && before(b.stage, 'advance')) return 'a battle against Supply Columns alone has no dice (8.7 note)';
  if (before(b.stage, 'losses') && (b.hits.attacker > 0 || b.hits.defender > 0)) return `hits are scored in the fight, after the ${b.stage} stage (8.9)`;
  if (!before('fight', b.stage) && !b.columnsOnly) {
    // Until the fight, every unit stands where it was when the attack was declared.
    const misplaced = [...b.attackers.filter((u) => !at(state, u, b.from)), ...b.defenders.filter((u) => !at(state, u, b.target))];
    if (misplaced.length > 0) return `"${misplaced[0]}" is not in its battle hex`;
  }
  if (!before('fight', b.stage)) {
    // 6.1 / 8.9: each Supply Column use spends a column of the side in its hex.
    for (const role of ['attacker', 'defender'] as const) {
      const use = b.supply[role];
      const columns = columnsAt(state, role === 'attacker' ? b.from : b.target, role === 'attacker' ? b.attacker : defender).length;
      if (Number(use.initiative) + Number(use.extraDie) > columns) return `the ${role} uses more Supply Columns than it has in its hex (6.1, 8.9)`;
    }
  }
  if (b.stage === 'attackerSupply' && (b.supply.attacker.initiative || b.supply.attacker.extraDie)) return 'the attacker has not chosen its Supply Column use yet';
  if (before(b.stage, 'fight') && (b.supply.defender.initiative || b.supply.defender.extraDie)) return 'the defender has not chosen its Supply Column use yet';
  return null;
}

const at = (state: GameState, unit: string, hex: string) => {
  const loc = state.units[unit]?.location;
  return loc?.kind === 'hex' && loc.hex === hex;
};

/** How a battle decision fits the battle: the stage it is asked in, who decides, about what. */
function decisionProblem(state: GameState, b: Battle, d: PendingDecision): string | null {
  const defender = otherSide(b.attacker);
  const roleOf = (side: Side) => (side === b.attacker ? 'attacker' : 'defender');
  switch (d.kind) {
    case 'combatSupply': {
      // The attacker chooses as the stage moves to the defender's choice; the defender, as it moves to the fight.
      const expected = d.side === b.attacker ? { stage: 'defenderSupply', hex: b.from } : { stage: 'fight', hex: b.target };
      if (b.stage !== expected.stage) return `belongs to the ${expected.stage} stage, not ${b.stage}`;
      if (d.hex !== expected.hex) return `names hex ${d.hex}, not the ${roleOf(d.side)}'s hex ${expected.hex}`;
      if (d.role !== roleOf(d.side)) return `says the ${d.role} decides, but the ${roleOf(d.side)} does`;
      if (d.columns !== columnsAt(state, d.hex, d.side).length) return `counts ${d.columns} Supply Columns in hex ${d.hex}, not the ${columnsAt(state, d.hex, d.side).length} there`;
      return null;
    }
    case 'combatLosses': {
      if (b.stage !== 'retreat') return `belongs to the retreat stage (losses are being taken), not ${b.stage}`;
      const units = d.side === b.attacker ? b.attackers : b.defenders;
      return d.candidates.every((u) => units.includes(u)) ? null : `names a unit that is not the ${roleOf(d.side)}'s in this battle`;
    }
    case 'retreat': {
      if (b.stage !== 'advance') return `belongs to the advance stage (a retreat is under way), not ${b.stage}`;
      const role = roleOf(d.side);
      if (d.from !== (role === 'attacker' ? b.from : b.target)) return `retreats from ${d.from}, not the ${role}'s hex`;
      const units = survivors(state, b, role);
      return d.units.every((u) => units.includes(u)) ? null : `names a unit that is not one of the ${role}'s survivors`;
    }
    case 'advance':
      if (b.stage !== 'done') return `belongs to the done stage, not ${b.stage}`;
      if (b.amphibious) return 'comes after a landing, where nobody advances (7.6)';
      if (d.side !== b.attacker || d.from !== b.from || d.target !== b.target) return 'is not the attacker\'s, from and into the battle\'s hexes';
      return survivors(state, b, 'defender').length === 0 ? null : `comes while defenders still hold ${b.target}`;
    default:
      return d.side === defender || d.side === b.attacker ? null : 'is not a battle decision';
  }
}
