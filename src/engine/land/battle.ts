import type { GameEvent } from '../events';
import { landUnit } from '../counters';
import { occupy } from '../control/occupy';
import { topPending, type PendingDecision } from '../pending';
import { otherSide, type Side } from '../side';
import { stackingLimit } from '../stacking/stackingLimit';
import type { GameMap } from '../map/types';
import type { GameState } from '../state';
import type { Step } from '../step';
import { captureColumns } from './captureSupply';
import { fight } from './fight';
import { retreatHexes } from './retreatHexes';
import { columnsAt, unitsAt, withLand } from './spaces';
import { loseStep, stepsOf } from './stepLoss';
import type { AdvanceDecision, Battle, CombatLossesDecision, CombatSupplyDecision, RetreatDecision } from './types';
import { withoutPieces } from '../pieces/withoutPieces';

const setBattle = (state: GameState, battle: Battle | null): GameState => withLand(state, { battle });
const push = (state: GameState, d: PendingDecision): GameState => ({ ...state, pending: [...state.pending, d] });

/** The battle's units of one role still on the map at their hex. */
export function survivors(state: GameState, battle: Battle, role: 'attacker' | 'defender'): string[] {
  const hex = role === 'attacker' ? battle.from : battle.target;
  const side = role === 'attacker' ? battle.attacker : otherSide(battle.attacker);
  const here = new Set(unitsAt(state, hex, side));
  return (role === 'attacker' ? battle.attackers : battle.defenders).filter((u) => here.has(u));
}

/**
 * 8.9: hits become step losses on the owner's units of his choice; when there is no choice (one unit,
 * or hits enough to eliminate them all) they are applied at once, else the owner is asked.
 */
export function assignLosses(state: GameState, side: Side, hits: number, candidates: readonly string[]): Step {
  const alive = candidates.filter((u) => stepsOf(state, u) > 0);
  const total = alive.reduce((n, u) => n + stepsOf(state, u), 0);
  if (hits <= 0 || alive.length === 0) return { state, events: [] };
  if (alive.length === 1 || hits >= total) {
    let s = state;
    const events: GameEvent[] = [];
    let left = hits;
    for (const u of alive) {
      while (left > 0 && stepsOf(s, u) > 0) {
        const r = loseStep(s, u, 'reason.combatHit', '8.9');
        s = r.state;
        events.push(...r.events);
        left--;
      }
    }
    return { state: s, events };
  }
  const d: CombatLossesDecision = {
    kind: 'combatLosses', side, rule: '8.9', hits, candidates: alive,
  };
  return { state: push(state, d), events: [] };
}

/** Run the battle on from its current stage until a player must decide or it is over. */
export function runBattle(state: GameState, map: GameMap): Step {
  let s = state;
  const events: GameEvent[] = [];
  for (;;) {
    const top = topPending(s.pending);
    // A battle waits on its player's decision. Only its own are ever pending while it runs (it starts with
    // nothing pending, and they are the only decisions left under another or asked over one: the entries'
    // `over`, decisions/registry.test.ts), so any pending decision is one of them.
    if (top) return { state: s, events };
    const b = s.land.battle;
    if (!b) return { state: s, events };
    const defender = otherSide(b.attacker);
    switch (b.stage) {
      case 'attackerSupply':
      case 'defenderSupply': {
        const role = b.stage === 'attackerSupply' ? 'attacker' : 'defender';
        const side = role === 'attacker' ? b.attacker : defender;
        const hex = role === 'attacker' ? b.from : b.target;
        s = setBattle(s, { ...b, stage: role === 'attacker' ? 'defenderSupply' : 'fight' });
        const columns = columnsAt(s, hex, side).length;
        if (columns > 0) {
          const d: CombatSupplyDecision = {
            kind: 'combatSupply', side, rule: '8.9', hex, columns, role,
          };
          s = push(s, d);
        }
        break;
      }
      case 'fight': {
        const f = fight(s, map, b);
        s = setBattle(f.state, { ...b, stage: 'losses', hits: f.hits });
        events.push(...f.events);
        break;
      }
      case 'losses': {
        s = setBattle(s, { ...b, stage: 'retreat' });
        // 8.9: simultaneous; the attacker is asked first, then the defender.
        const def = assignLosses(s, defender, b.hits.attacker, survivors(s, b, 'defender'));
        const att = assignLosses(def.state, b.attacker, b.hits.defender, survivors(def.state, b, 'attacker'));
        s = att.state;
        events.push(...def.events, ...att.events);
        break;
      }
      case 'retreat': {
        s = setBattle(s, { ...b, stage: 'advance' });
        const role = b.hits.attacker > 0 && b.hits.defender === 0 ? 'defender' : b.hits.defender > 0 && b.hits.attacker === 0 ? 'attacker' : null;
        if (role === null) break;
        const units = survivors(s, b, role);
        if (units.length === 0) break;
        const side = role === 'attacker' ? b.attacker : defender;
        const from = role === 'attacker' ? b.from : b.target;
        if (retreatHexes(s, map, side, from).length === 0) {
          // 8.10: a unit or stack that cannot retreat loses a step, every unit.
          for (const u of units) {
            const r = loseStep(s, u, 'reason.couldNotRetreat', '8.10');
            s = r.state;
            events.push(...r.events);
          }
          break;
        }
        const d: RetreatDecision = {
          kind: 'retreat', side, rule: '8.10', from, units,
        };
        s = push(s, d);
        break;
      }
      case 'advance': {
        s = setBattle(s, { ...b, stage: 'done' });
        if (survivors(s, b, 'defender').length > 0 || unitsAt(s, b.target, defender).length > 0) break;
        if (b.amphibious) {
          // 7.6: the landing hex is the lander's once the defenders are gone.
          if (unitsAt(s, b.target, b.attacker).length > 0) {
            s = occupy(s, b.target, b.attacker);
            const c = captureColumns(s, b.target, b.attacker, landUnit(unitsAt(s, b.target, b.attacker)[0]!).nation);
            s = c.state;
            events.push(...c.events);
          }
          break;
        }
        if (survivors(s, b, 'attacker').length === 0 || advanceRoom(s, b) <= 0) {
          if (b.columnsOnly) {
            const e = eliminateColumns(s, b);
            s = e.state;
            events.push(...e.events);
          }
          break;
        }
        const d: AdvanceDecision = {
          kind: 'advance', side: b.attacker, rule: '8.11', from: b.from, target: b.target,
        };
        s = push(s, d);
        break;
      }
      case 'done':
        return { state: setBattle(s, null), events };
    }
  }
}

/** 8.11: how many more units may advance (the stacking limit counts). */
export function advanceRoom(state: GameState, battle: Battle): number {
  return stackingLimit(state, battle.target) - unitsAt(state, battle.target, battle.attacker).length;
}

/** 8.7 note: attacked Supply Columns that nobody advances onto are eliminated. */
export function eliminateColumns(state: GameState, battle: Battle): Step {
  const side = otherSide(battle.attacker);
  const cols = columnsAt(state, battle.target, side);
  return {
    state: { ...state, supply: withoutPieces(state.supply, cols) },
    events: cols.map((piece): GameEvent => ({ type: 'eliminated', side, piece, reason: 'reason.undefendedColumn', rule: '8.7' })),
  };
}
