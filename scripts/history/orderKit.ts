import type { Action, GameEvent, GameState, HexId, NavalArea, PhaseId, Side } from '../../src/engine';
import { getMap, mayEnter, movementCost, neighbours } from '../../src/engine';
import { find, firstOf, type Choice, type Ctx, type Order } from './director';

/**
 * Order makers: each returns an Order that picks, among the legal actions, the one serving a
 * historical order (docs/history.md) — or nothing, so the next order or the routine default acts.
 */

const hexOf = (s: GameState, id: string): string | null => {
  const loc = s.units[id]?.location ?? s.ships[id]?.location ?? s.supply[id]?.location;
  return loc?.kind === 'hex' ? loc.hex : loc?.kind === 'holdingBox' ? 'box' : null;
};
export const where = hexOf;

const idle = (c: Ctx, phase: PhaseId) => c.state.phase === phase && c.top === undefined;
const choice = (action: Action | undefined, more: Omit<Choice, 'action'> = {}): Choice | undefined => (action ? { action, ...more } : undefined);

/** 3.1: the side sets up as it stood in March 1879 (setup/historicalSetup.ts). */
export function historicalSetup(side: Side): Order {
  return { turn: 0, side, label: `${side} set-up (3.1)`, choose: (c) => (c.state.phase === 'setup' && !find(c.legal, { type: 'endPhase' }) ? choice(find(c.legal, { type: 'historicalSetup' })) : undefined) };
}

/**
 * 4.1 I / 4.2: NADCs for next turn's naval movement (at set-up: for turn 1). Ships left out get none
 * and return to a friendly port (4.1 III).
 */
export function nadcs(turn: number, side: Side, label: string, orders: Readonly<Record<string, NavalArea>>): Order {
  return {
    turn, side, label,
    choose: (c) => {
      const s = c.state;
      if (c.top !== undefined || (s.phase !== 'administrative' && s.phase !== 'setup') || s.side !== side) return undefined;
      const forTurn = s.phase === 'setup' ? 1 : s.turn + 1;
      for (const [ship, area] of Object.entries(orders)) {
        const has = s.nadc[side].find((o) => o.ship === ship && o.forTurn === forTurn);
        if (has?.area === area) continue;
        const a = find(c.legal, { type: 'orderShip', ship, area });
        if (a) return { action: a };
      }
      return undefined;
    },
  };
}

/** 6.4: recruit a unit (placed where `to` says, when the rules allow it there). */
export function recruit(turn: number, side: Side, label: string, units: readonly { unit: string; to?: HexId | 'box' }[]): Order {
  return {
    turn, side, label,
    choose: (c) => {
      if (!idle(c, 'consumeSupply')) return undefined;
      for (const { unit, to } of units) {
        if (c.state.units[unit] && c.state.units[unit]!.location.kind !== 'recruitPool' && c.state.units[unit]!.location.kind !== 'turnTrack' && c.state.units[unit]!.location.kind !== 'unplaced') continue;
        const cands = c.legal.filter((a) => a.type === 'recruit' && a.unit === unit).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
        const a = to === undefined ? cands[0] : cands.find((x) => x.type === 'recruit' && (to === 'box' ? x.to.kind === 'holdingBox' : x.to.kind === 'hex' && x.to.hex === to));
        if (a) return { action: a };
      }
      return undefined;
    },
  };
}

/** 6.2: replenish every depleted unit of the side it can (routine). */
export function replenishAll(turn: number, side: Side, label: string): Order {
  return { turn, side, label, choose: (c) => (idle(c, 'consumeSupply') ? choice(firstOf(c.legal, (a) => a.type === 'replenish')) : undefined) };
}

/** 7.1: embark pieces aboard transports, in the order given. */
export function embark(turn: number, side: Side, label: string, loads: readonly (readonly [transport: string, piece: string])[]): Order {
  return {
    turn, side, label,
    choose: (c) => {
      if (!idle(c, 'navalMovement')) return undefined;
      for (const [transport, piece] of loads) {
        const a = find(c.legal, { type: 'embark', transport, piece });
        if (a) return { action: a };
      }
      return undefined;
    },
  };
}

/** 7.2: the stack holding `ship` sails to `to` (the engine's shortest sea route, hex by hex). */
export function sail(turn: number, side: Side, label: string, ship: string, to: HexId): Order {
  return {
    turn, side, label,
    choose: (c) => {
      if (!idle(c, 'navalMovement')) return undefined;
      const stack = c.state.naval.stacks.find((st) => st.ships.includes(ship) && st.status !== 'done');
      if (!stack) return undefined;
      return choice(find(c.legal, { type: 'sail', stack: stack.id, to })) ?? choice(find(c.legal, { type: 'endMove', stack: stack.id }));
    },
  };
}

/** 7.6: debark pieces from their transports where the stack ended (disembarkation or amphibious landing). */
export function debark(turn: number, side: Side, label: string, pieces: readonly string[]): Order {
  return {
    turn, side, label,
    choose: (c) => {
      if (!idle(c, 'navalMovement')) return undefined;
      for (const piece of pieces) {
        const a = find(c.legal, { type: 'debark', piece });
        if (a) return { action: a };
      }
      return undefined;
    },
  };
}

const MARCH_DICE = [6, 5] as const;

/** The cheapest land route (8.6 costs) from `from` to `to` avoiding enemy land units: the hexes after `from`. */
export function landRoute(s: GameState, side: Side, from: HexId, to: HexId): HexId[] {
  const map = getMap(s.options);
  const blocked = (h: HexId) => h !== to && !mayEnter(s, side, h, true);
  const dist = new Map<HexId, number>([[from, 0]]);
  const prev = new Map<HexId, HexId>();
  const open: HexId[] = [from];
  while (open.length > 0) {
    open.sort((a, b) => dist.get(a)! - dist.get(b)! || a.localeCompare(b));
    const h = open.shift()!;
    if (h === to) break;
    for (const n of neighbours(h)) {
      const cost = movementCost(map, s.options, h, n);
      if (cost === null || blocked(n)) continue;
      const d = dist.get(h)! + cost;
      if (d < (dist.get(n) ?? Infinity)) { dist.set(n, d); prev.set(n, h); open.push(n); }
    }
  }
  if (!dist.has(to)) throw new Error(`no land route from ${from} to ${to}`);
  const path: HexId[] = [];
  for (let h: HexId | undefined = to; h && h !== from; h = prev.get(h)) path.unshift(h);
  return path;
}

/**
 * 8.2–8.4: move `pieces` from `from` to `to` by the cheapest route, rolling 6 and 5 (6 MP, no doubles:
 * 8.3) and forced marching (8.4) whenever the next hex costs more than is left.
 */
export function march(turn: number, side: Side, label: string, given: readonly string[] | 'all', from: HexId, to: HexId): Order {
  return {
    turn, side, label,
    choose: (c) => {
      const s = c.state;
      if (s.phase !== 'landMovement' || s.side !== side) return undefined;
      const pieces = given === 'all' ? (c.top?.kind === 'landMove' ? c.top.pieces : unitsIn(s, side, from)) : given;
      const top = c.top;
      const present = pieces.filter((p) => hexOf(s, p) === from);
      if (top === undefined) {
        if (present.length === 0 || present.some((p) => s.land.moved.includes(p))) return undefined;
        return choice(find(c.legal, { type: 'beginMove', from }));
      }
      if (top.kind === 'formMove') {
        if (String(top.from) !== from) return undefined;
        // The move is this order's if the selection is within its pieces, or still the whole stack (first order claims it).
        const mine = present.length > 0 && (top.pieces.every((p) => pieces.includes(p)) || present.every((p) => top.pieces.includes(p)));
        if (!mine) return undefined;
        const wrong = top.pieces.find((p) => !present.includes(p)) ?? present.find((p) => !top.pieces.includes(p));
        if (wrong) return choice(find(c.legal, { type: 'toggleMover', piece: wrong }));
        return choice(find(c.legal, { type: 'rollMove' }), { dice: MARCH_DICE });
      }
      if (top.kind === 'landMove') {
        if (!top.pieces.every((p) => pieces.includes(p))) return undefined;
        const at = String(top.at);
        if (at === to) return choice(find(c.legal, { type: 'stopMove' }));
        const next = landRoute(s, side, at, to)[0]!;
        return choice(find(c.legal, { type: 'moveStep', to: next })) ?? choice(find(c.legal, { type: 'forcedMarch' }), { dice: MARCH_DICE });
      }
      return undefined;
    },
  };
}

/** What a land battle must end in: the defenders gone from the target (retreated or eliminated) — or held. */
export type BattleOutcome = 'taken' | 'repulsed';
// 'repulsed': one hit on the attackers (8.9), none on the defenders, so the attackers fall back (8.10).

/**
 * 8.7–8.11: `units` in `from` attack `target`; the dice are searched until the battle ends as history
 * did ('taken': the attacker inflicts hits and takes none, so the defenders retreat, 8.10; 'repulsed':
 * the reverse). The battle's own decisions (supply, losses, retreat, advance) follow the routine default.
 */
export function attack(turn: number, side: Side, label: string, given: readonly string[] | 'all', from: HexId, target: HexId, outcome: BattleOutcome): Order[] {
  const want = battleWant(outcome);
  return [defenderAnswer(turn, side, label, target, want), {
    turn, side, label,
    choose: (c) => {
      const s = c.state;
      const units = given === 'all' ? unitsIn(s, side, from) : given;
      if (s.side !== side) return undefined;
      const top = c.top;
      if (s.phase === 'landCombat' && top === undefined && !s.land.battle) {
        if (units.some((u) => s.land.attacked.includes(u))) return undefined;
        const present = units.filter((u) => hexOf(s, u) === from);
        if (present.length === 0) return undefined;
        return choice(find(c.legal, { type: 'beginAttack', from, target }));
      }
      if (top?.kind === 'formAttack' && top.from === from && top.target === target) {
        const present = units.filter((u) => hexOf(s, u) === from);
        const wrong = top.units.find((u) => !present.includes(u)) ?? present.find((u) => !top.units.includes(u));
        if (wrong) return choice(find(c.legal, { type: 'toggleAttacker', unit: wrong }));
        return choice(find(c.legal, { type: 'declareAttack' }), { want });
      }
      return battleAnswer(c, target, want);
    },
  }];
}

/** The defender's answers in a battle whose outcome is ordered (its combat supply throws the dice). */
function defenderAnswer(turn: number, attacker: Side, label: string, target: HexId, want: Choice['want']): Order {
  return { turn, side: attacker === 'chile' ? 'allied' : 'chile', label, choose: (c) => battleAnswer(c, target, want) };
}

/** The outcome test of a battle: true until the fight is resolved, then whether it went as history did. */
export function battleWant(outcome: BattleOutcome) {
  return (_s: GameState, events: readonly GameEvent[]) => {
    const r = events.find((e) => e.type === 'combatResolved');
    if (!r || r.type !== 'combatResolved') return true;
    // attackerHits: hits the attacker inflicted; defenderHits: hits the defender inflicted (8.9).
    return outcome === 'taken' ? r.attackerHits > 0 && r.defenderHits === 0 : r.defenderHits === 1 && r.attackerHits === 0;
  };
}

/** 8.9 supply: neither side spends a column on the battle's dice (the outcome is scripted anyway). */
function battleAnswer(c: Ctx, target: HexId, want: Choice['want']): Choice | undefined {
  if (c.top?.kind !== 'combatSupply' || c.state.land.battle?.target !== target) return undefined;
  return choice(c.legal.find((a) => a.type === 'combatSupply' && !a.initiative && !a.extraDie) ?? c.legal.find((a) => a.type === 'combatSupply'), { want });
}

/** 7.6 landing against an occupied hex: the assault is fought in the Land Combat Phase (resolveAssault). */
export function assault(turn: number, side: Side, label: string, hex: HexId, outcome: BattleOutcome): Order[] {
  const want = battleWant(outcome);
  return [defenderAnswer(turn, side, label, hex, want), {
    turn, side, label,
    choose: (c) => {
      const s = c.state;
      if (s.side !== side || s.phase !== 'landCombat') return undefined;
      if (c.top === undefined && !s.land.battle) return choice(find(c.legal, { type: 'resolveAssault', hex }), { want });
      return battleAnswer(c, hex, want);
    },
  }];
}

/**
 * 7.3: the warships at `from` intercept the enemy stack holding `target` (automatic when it enters
 * their hex); the die is searched until the interception succeeds.
 */
export function intercept(turn: number, side: Side, label: string, from: HexId, target: string, whenAt: HexId = from): Order {
  return {
    turn, side, label,
    choose: (c) => {
      const top = c.top;
      if (top?.kind !== 'interception' || top.hex !== whenAt) return undefined;
      const stack = c.state.naval.stacks.find((st) => st.id === top.stack);
      if (!stack?.ships.includes(target) || !top.eligible.includes(from)) return undefined;
      if (!top.chosen.includes(from)) return choice(find(c.legal, { type: 'intercept', hex: from }));
      return choice(find(c.legal, { type: 'interceptRoll', transports: false }), {
        want: (_s, events) => events.some((e) => e.type === 'interception' && e.success),
      });
    },
  };
}

/** 7.6: the stack holding `ship` does not run the blockade: the blockaders intercept it (history: it came to fight). */
export function standAndFight(turn: number, side: Side, label: string, ship: string): Order {
  return {
    turn, side, label,
    choose: (c) => {
      const top = c.top;
      if (top?.kind !== 'runBlockade') return undefined;
      const stack = c.state.naval.stacks.find((st) => st.id === top.stack);
      return stack?.ships.includes(ship) ? choice(find(c.legal, { type: 'runBlockade', run: false })) : undefined;
    },
  };
}

/** 7.9 / 7.10: `ship` fires at `target`; the die is searched until the shot misses, damages or sinks as history needs. */
export function fire(turn: number, side: Side, label: string, ship: string, target: string, outcome: 'miss' | 'damaged' | 'sunk'): Order {
  return {
    turn, side, label,
    choose: (c) => {
      if (c.top?.kind !== 'navalFire') return undefined;
      return choice(find(c.legal, { type: 'fire', ship, target }), {
        want: (_s, events) => events.some((e) => e.type === 'gunfire' && e.ship === ship && e.outcome === outcome),
      });
    },
  };
}

/** 7.9: set a ship aside from the battle (the outnumbering side). */
export function setAside(turn: number, side: Side, label: string, ships: readonly string[]): Order {
  return {
    turn, side, label,
    choose: (c) => {
      if (c.top?.kind !== 'setAside') return undefined;
      for (const ship of ships) {
        const a = find(c.legal, { type: 'setAside', ship });
        if (a) return { action: a };
      }
      return choice(find(c.legal, { type: 'beginNavalCombat' }));
    },
  };
}

/** 8.10 / 8.11: answer the retreat and advance of a battle as history did. */
export function retreatTo(turn: number, side: Side, label: string, from: HexId, to: HexId): Order {
  return {
    turn, side, label,
    choose: (c) => (c.top?.kind === 'retreat' && c.top.from === from ? choice(find(c.legal, { type: 'retreat', to })) : undefined),
  };
}

/** 7.2: the Chilean stack holding `ship` makes for naval area I and enters the Holding Box (a port, 2.4). */
export function toHoldingBox(turn: number, label: string, ship: string): Order {
  return {
    turn, side: 'chile', label,
    choose: (c) => {
      if (!idle(c, 'navalMovement')) return undefined;
      const stack = c.state.naval.stacks.find((st) => st.ships.includes(ship) && st.status !== 'done');
      if (!stack) return undefined;
      const enter = find(c.legal, { type: 'enterHoldingBox', stack: stack.id });
      if (enter) return { action: enter };
      const map = getMap(c.state.options);
      return choice(firstOf(c.legal, (a) => a.type === 'sail' && a.stack === stack.id && map.hexes[a.to]?.seaArea === 'I'));
    },
  };
}

/** 7.1: load a Supply Column aboard `transport` (the first one in its port), for provisions where it lands (7.8). */
export function embarkColumn(turn: number, side: Side, label: string, transport: string): Order {
  return {
    turn, side, label,
    choose: (c) => {
      if (!idle(c, 'navalMovement')) return undefined;
      if (Object.values(c.state.supply).some((sc) => sc.location.kind === 'aboard' && sc.location.transport === transport)) return undefined;
      return choice(firstOf(c.legal, (a) => a.type === 'embark' && a.transport === transport && a.piece.startsWith('sc-')));
    },
  };
}

/** 7.1: load the named land units aboard `transports` (any of them with room: two steps a ship), in the order named. */
export function embarkArmy(turn: number, side: Side, label: string, transports: readonly string[], units: readonly string[]): Order {
  return {
    turn, side, label,
    choose: (c) => {
      if (!idle(c, 'navalMovement')) return undefined;
      for (const unit of units) {
        const a = firstOf(c.legal, (x) => x.type === 'embark' && x.piece === unit && transports.includes(x.transport));
        if (a) return { action: a };
      }
      return undefined;
    },
  };
}

/** The side's land units standing in `hex` (for orders given to "the army there"). */
export function unitsIn(s: GameState, side: Side, hex: HexId): string[] {
  return Object.keys(s.units).filter((id) => hexOf(s, id) === hex && (side === 'chile' ? id.startsWith('cl-') : !id.startsWith('cl-')));
}

/** 7.6: debark every Supply Column aboard the side's transports that ended their movement. */
export function debarkColumns(turn: number, side: Side, label: string): Order {
  return { turn, side, label, choose: (c) => (idle(c, 'navalMovement') ? choice(firstOf(c.legal, (a) => a.type === 'debark' && a.piece.startsWith('sc-'))) : undefined) };
}

/** 7.6: debark everything aboard the side's transports that ended their movement. */
export function debarkAll(turn: number, side: Side, label: string): Order {
  return { turn, side, label, choose: (c) => (idle(c, 'navalMovement') ? choice(firstOf(c.legal, (a) => a.type === 'debark')) : undefined) };
}
