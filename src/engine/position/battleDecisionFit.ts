import { survivors } from '../land/battle';
import { columnsAt } from '../land/spaces';
import type { Battle } from '../land/types';
import { message, type Message } from '../message';
import type { PendingDecision } from '../pending';
import { otherSide, type Side } from '../side';
import type { GameState } from '../state';

/**
 * How a pending battle decision (at `path`, "pending.2") fits the battle under way: the stage it is asked
 * in, who decides, about what (land/battle.ts runBattle). The first problem, or null.
 */
export function battleDecisionProblem(state: GameState, b: Battle, d: PendingDecision, path: string): Message | null {
  const defender = otherSide(b.attacker);
  const roleOf = (side: Side) => (side === b.attacker ? 'attacker' : 'defender');
  const wrongStage = message('position.battle.decisionWrongStage', { path });
  switch (d.kind) {
    case 'combatSupply': {
      // The attacker chooses as the stage moves to the defender's choice; the defender, as it moves to the fight.
      const expected = d.side === b.attacker ? { stage: 'defenderSupply', hex: b.from } : { stage: 'fight', hex: b.target };
      if (b.stage !== expected.stage) return wrongStage;
      if (d.hex !== expected.hex) return message('position.battle.supplyWrongHex', { path, side: d.side, hex: expected.hex });
      if (d.role !== roleOf(d.side)) return message('position.battle.supplyWrongRole', { path, side: d.side });
      const count = columnsAt(state, d.hex, d.side).length;
      if (d.columns !== count) return message('position.battle.supplyWrongCount', { path, hex: d.hex, count });
      return null;
    }
    case 'combatLosses': {
      if (b.stage !== 'retreat') return wrongStage;
      const units = d.side === b.attacker ? b.attackers : b.defenders;
      const stranger = d.candidates.find((u) => !units.includes(u));
      return stranger === undefined ? null : message('position.battle.lossNotInBattle', { path, unit: stranger, side: d.side });
    }
    case 'retreat': {
      if (b.stage !== 'advance') return wrongStage;
      const role = roleOf(d.side);
      if (d.from !== (role === 'attacker' ? b.from : b.target)) return message('position.battle.retreatWrongHex', { path, side: d.side, hex: d.from });
      const units = survivors(state, b, role);
      const stranger = d.units.find((u) => !units.includes(u));
      return stranger === undefined ? null : message('position.battle.retreatNotSurvivor', { path, unit: stranger, side: d.side });
    }
    case 'advance':
      if (b.stage !== 'done') return wrongStage;
      if (b.amphibious) return message('position.battle.advanceAfterLanding', { path });
      if (d.side !== b.attacker || d.from !== b.from || d.target !== b.target) return message('position.battle.advanceMismatch', { path });
      return survivors(state, b, 'defender').length === 0 ? null : message('position.battle.advanceDefendersHold', { path, hex: b.target });
    default:
      return d.side === defender || d.side === b.attacker ? null : message('position.battle.notBattleDecision', { path });
  }
}
