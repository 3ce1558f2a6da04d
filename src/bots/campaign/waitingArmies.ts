import { getMap, neighbours, otherSide, sideOf, type GameMap, type GameState, type Side, controller } from '../../engine';
import { landUnit } from '../../engine/counters';
import type { Tally } from './tally';

/** One army's wait beside one objective, turn after turn. */
export interface Wait {
  readonly side: Side;
  readonly hex: string;
  readonly name: string;
  readonly fromTurn: number;
  readonly turns: number;
  /**
   * Turns of the wait the dice made: the army would not have outnumbered the objective without its
   * units whose move that player turn ended on a roll of doubles (8.3–8.4: the stack halts).
   */
  readonly diceTurns: number;
}

export interface WaitingArmies {
  /** Waits of more than 2 consecutive turns (the limit). */
  readonly count: number;
  readonly list: readonly Wait[];
  /** Of `count`, the waits the dice made: no more than WAIT_LIMIT of their turns were not the dice's (Wait.diceTurns). */
  readonly byDice: number;
  /** The longest wait of any length (0 if none). */
  readonly longest: number;
}

/** Turns an army may wait beside an objective it outnumbers before it counts as waste (issue 20). */
export const WAIT_LIMIT = 2;

const LAND_PHASES = new Set(['landMovement', 'landCombat']);

/**
 * Waste: an army waiting beside an objective it outnumbers. Defined at the end of each player turn's
 * Land Combat Phase (the positions after its moves and battles):
 *  - an objective of Chile's is a VP hex (5.1) Chile does not control; of the Allies', one Chile does;
 *  - the side's army beside it is all its land units in the land hexes next to it that a land unit
 *    could cross into (not sea or lake, not across an impassable hexside, 8.6), except garrisons:
 *    units standing in an objective hex (VP, 5.1) their own side controls are holding it, not waiting,
 *    and units that attacked (8.7) in that player turn, whatever the target, are fighting, not waiting
 *    (Chile's army between Lima and Callao attacking Lima is not waiting beside Callao);
 *  - it outnumbers the objective when its steps (2.7: a full unit 2, a depleted or one-step unit 1)
 *    exceed the enemy's land-unit steps in the objective hex (an empty objective is outnumbered by any army);
 *  - the player turn is a turn of waiting at that objective when all three hold and the side declared
 *    no attack on that hex in that player turn (8.7).
 * A wait is a run of such player turns of one side at one objective in consecutive game turns; it is
 * waste when it lasts more than 2 turns (WAIT_LIMIT).
 * A turn of waiting is the dice's when the army, less its units whose move that player turn ended on a
 * roll of doubles (8.3–8.4), would not outnumber the objective; a wait is the dice's (byDice) when no
 * more than WAIT_LIMIT of its turns were not. The count is the same either way: this only says which
 * waits a stack's choice made and which the dice did. (A stack whose roll of doubles brought it just
 * where it meant to stop counts as halted too: the game does not say where a stack meant to go.)
 */
export function waitingArmiesTally(): Tally<WaitingArmies> {
  let map: GameMap | null = null;
  let blocked: Set<string> | null = null;
  let last: GameState | null = null;
  const attacked = new Set<string>();
  const fought = new Set<string>();
  const halted = new Set<string>();
  const runs = new Map<string, { side: Side; hex: string; name: string; fromTurn: number; lastTurn: number; turns: number; diceTurns: number }>();
  const list: Wait[] = [];
  let longest = 0;

  const close = (key: string) => {
    const r = runs.get(key)!;
    runs.delete(key);
    longest = Math.max(longest, r.turns);
    if (r.turns > WAIT_LIMIT) list.push({ side: r.side, hex: r.hex, name: r.name, fromTurn: r.fromTurn, turns: r.turns, diceTurns: r.diceTurns });
  };

  const judge = (state: GameState) => {
    map ??= getMap(state.options);
    blocked ??= new Set(map.impassable.map(([a, b]) => `${a}|${b}`));
    const side = state.side;
    const steps = new Map<string, number>();
    const field = new Map<string, number>();
    // The same, less the units doubles halted this player turn (8.3–8.4).
    const unhalted = new Map<string, number>();
    for (const [id, u] of Object.entries(state.units)) {
      if (u.location.kind !== 'hex') continue;
      const hex = u.location.hex;
      const unitSide = sideOf(landUnit(id).nation);
      const key = `${unitSide}:${hex}`;
      steps.set(key, (steps.get(key) ?? 0) + u.steps);
      const garrison = (map.hexes[hex]?.town?.vp ?? 0) > 0 && (controller(state, hex) === 'chile') === (unitSide === 'chile');
      if (!garrison && !fought.has(id)) {
        field.set(key, (field.get(key) ?? 0) + u.steps);
        if (!halted.has(id)) unhalted.set(key, (unhalted.get(key) ?? 0) + u.steps);
      }
    }
    for (const h of Object.values(map.hexes)) {
      if (!h.town || h.town.vp <= 0) continue;
      const chileHolds = controller(state, h.id) === 'chile';
      if (chileHolds !== (side === 'allied')) continue;
      const key = `${side}:${h.id}`;
      const besideHexes = neighbours(h.id).filter((n) => map!.hexes[n] && map!.hexes[n]!.terrain !== 'sea' && map!.hexes[n]!.terrain !== 'lake' && !blocked!.has(h.id < n ? `${h.id}|${n}` : `${n}|${h.id}`));
      const beside = besideHexes.reduce((s, n) => s + (field.get(`${side}:${n}`) ?? 0), 0);
      const held = steps.get(`${otherSide(side)}:${h.id}`) ?? 0;
      const waiting = beside > held && !attacked.has(h.id);
      const dice = waiting && besideHexes.reduce((s, n) => s + (unhalted.get(`${side}:${n}`) ?? 0), 0) <= held ? 1 : 0;
      const run = runs.get(key);
      if (waiting && run && run.lastTurn === state.turn - 1) {
        run.lastTurn = state.turn;
        run.turns++;
        run.diceTurns += dice;
      } else {
        if (run) close(key);
        if (waiting) runs.set(key, { side, hex: h.id, name: h.town.name, fromTurn: state.turn, lastTurn: state.turn, turns: 1, diceTurns: dice });
      }
    }
    // A run not renewed this turn has ended.
    for (const [key, r] of [...runs]) if (r.side === side && r.lastTurn !== state.turn) close(key);
    attacked.clear();
    fought.clear();
    halted.clear();
  };

  return {
    event(e) {
      if (e.type === 'attackDeclared') {
        attacked.add(e.target);
        for (const u of e.units) fought.add(u);
      }
      if (e.type === 'moveEnded' && e.reason === 'reason.haltedByDoubles') for (const p of e.pieces) halted.add(p);
    },
    step({ after }) {
      if (last && (after.side !== last.side || after.turn !== last.turn || !LAND_PHASES.has(after.phase))) {
        judge(last);
        last = null;
      }
      if (LAND_PHASES.has(after.phase)) last = after;
    },
    result: () => {
      if (last) judge(last);
      last = null;
      for (const key of [...runs.keys()]) close(key);
      return { count: list.length, list, byDice: list.filter((w) => w.turns - w.diceTurns <= WAIT_LIMIT).length, longest };
    },
  };
}
