import { findShip, LAND_UNITS } from '../../counters';
import { areAdjacent } from '../../hex';
import { isLandHex } from '../../land/movementCost';
import { HOLDING_BOX, type Space } from '../../land/types';
import type { GameMap } from '../../map/types';
import { isWarship, shipSide, shipsIn } from '../../naval/seaGeometry';
import { getStack } from '../../naval/stacks';
import type { PendingDecision } from '../../pending';
import type { PhaseId } from '../../sequence/phases';
import { otherSide, type Side } from '../../side';
import { sideOf } from '../../sideOf';
import type { GameState } from '../../state';

type Kind = PendingDecision['kind'];
type DecisionOf<K extends Kind> = Extract<PendingDecision, { kind: K }>;

/** What a decision of one kind needs of the rest of the position; the first problem, or null. */
export interface DecisionRule<K extends Kind> {
  /** The phases whose procedures ask it (a decision elsewhere could never be reached in play). */
  readonly phases: readonly PhaseId[];
  /** The kinds of decision that may wait under it (asked before it and not yet answered); none if absent. */
  readonly over?: readonly Kind[];
  readonly check: (d: DecisionOf<K>, state: GameState, map: GameMap) => string | null;
}

const LAND_UNIT_NATION = new Map(LAND_UNITS.map((u) => [u.id, u.nation]));

/** The side owning a land unit or Supply Column in the position, or null if it is neither. */
function pieceSide(state: GameState, id: string): Side | null {
  const column = state.supply[id];
  if (column) return sideOf(column.nation);
  const nation = state.units[id] ? LAND_UNIT_NATION.get(id) : undefined;
  return nation ? sideOf(nation) : null;
}

const spaceOfPiece = (state: GameState, id: string): Space | null => {
  const loc = state.units[id]?.location ?? state.supply[id]?.location;
  if (loc?.kind === 'hex') return loc.hex;
  return loc?.kind === 'holdingBox' ? HOLDING_BOX : null;
};

const onMap = (map: GameMap, space: Space) => space === HOLDING_BOX || map.hexes[space] !== undefined;

/** Each of `ids` is a land unit (or, with `columns`, a Supply Column) of `side` in the position. */
function ownPieces(state: GameState, ids: readonly string[], side: Side, what: string, columns: boolean): string | null {
  for (const id of ids) {
    const s = pieceSide(state, id);
    if (s === null || (!columns && state.supply[id])) return `${what}: "${id}" is not a ${columns ? 'land unit or Supply Column' : 'land unit'} in play`;
    if (s !== side) return `${what}: "${id}" is not the deciding side's`;
  }
  return new Set(ids).size === ids.length ? null : `${what}: a piece is named twice`;
}

/** Each of `ids` is a ship of the position, on `side` if given. */
function ships(state: GameState, ids: readonly string[], what: string, side?: Side): string | null {
  for (const id of ids) {
    if (!state.ships[id] || !findShip(id)) return `${what}: "${id}" is not a ship in play`;
    if (side && shipSide(state, id) !== side) return `${what}: "${id}" is not a ${side === 'chile' ? 'Chilean' : 'Peruvian'} ship`;
  }
  return null;
}

const first = (...problems: (string | null)[]): string | null => problems.find((p) => p !== null) ?? null;

const LAND_MOVEMENT: readonly PhaseId[] = ['landMovement'];
const LAND_COMBAT: readonly PhaseId[] = ['landCombat'];
const NAVAL_MOVEMENT: readonly PhaseId[] = ['navalMovement'];

/**
 * For every kind of pending decision: where it can arise and what it needs. The type makes the table
 * exhaustive (a kind without an entry is a type error).
 */
export const DECISION_RULES: { readonly [K in Kind]: DecisionRule<K> } = {
  // 4.1 I: the Allied player places the columns just allotted.
  placeSupplyColumn: { phases: ['administrative'], check: (d) => (d.side === 'allied' ? null : 'only the Allied player places Supply Columns (4.1)') },
  // 8.1: the phasing player's overstacked hex, on the map; one decision a hex, above the columns to place.
  eliminateExcess: {
    phases: ['administrative'],
    over: ['eliminateExcess', 'placeSupplyColumn'],
    check: (d, state, map) => (!map.hexes[d.hex] ? `hex ${d.hex} is not on the map` : d.side !== state.side ? 'stacking is enforced on the phasing player (8.1)' : null),
  },
  // 6.5: a damaged warship of the deciding side.
  repairChoice: {
    phases: ['consumeSupply'],
    check: (d, state) => first(ships(state, [d.ship], 'ship', d.side), state.ships[d.ship]?.damaged ? null : `"${d.ship}" is not damaged (6.5)`),
  },
  // 6.3 / 6.4: a unit of the deciding side waiting on the turn track.
  placeNewUnit: {
    phases: ['consumeSupply'],
    over: ['placeNewUnit'],
    check: (d, state) => first(ownPieces(state, [d.unit], d.side, 'unit', false), state.units[d.unit]?.location.kind === 'turnTrack' ? null : `"${d.unit}" is not waiting on the turn track (6.3)`),
  },
  // 8.4 note: pieces of one space, the phasing player's.
  formMove: {
    phases: LAND_MOVEMENT,
    check: (d, state, map) =>
      first(
        d.side === state.side ? null : 'only the phasing player moves (8.2)',
        onMap(map, d.from) ? null : `hex ${d.from} is not on the map`,
        ownPieces(state, d.pieces, d.side, 'pieces', true),
        d.pieces.every((p) => spaceOfPiece(state, p) === d.from) ? null : `a moving piece is not in ${d.from}`,
      ),
  },
  // 8.2–8.4: the moving pieces stand where the move has got to, along its path.
  landMove: {
    phases: LAND_MOVEMENT,
    check: (d, state, map) =>
      first(
        d.side === state.side ? null : 'only the phasing player moves (8.2)',
        d.path.every((s) => onMap(map, s)) ? null : 'the path leaves the map',
        d.path[d.path.length - 1] === d.at ? null : 'the path does not end where the move is',
        d.pieces.length > 0 ? null : 'nothing is moving',
        ownPieces(state, d.pieces, d.side, 'pieces', true),
        ownPieces(state, d.rolledWith, d.side, 'rolledWith', true),
        d.pieces.every((p) => spaceOfPiece(state, p) === d.at) ? null : `a moving piece is not in ${d.at}`,
        d.pieces.every((p) => d.rolledWith.includes(p)) ? null : 'a moving piece was not in the roll',
      ),
  },
  // 8.3 / 8.5: pieces of the mover.
  attritionLoss: { phases: LAND_MOVEMENT, check: (d, state) => ownPieces(state, d.candidates, d.side, 'candidates', true) },
  // 8.7: the phasing player's units of `from` against an adjacent (or, after a landing, the same) hex.
  formAttack: {
    phases: LAND_COMBAT,
    check: (d, state, map) =>
      first(
        d.side === state.side ? null : 'only the phasing player attacks (8.7)',
        isLandHex(map, d.from) && isLandHex(map, d.target) ? null : 'an attack is from a land hex to a land hex',
        d.from === d.target || areAdjacent(d.from, d.target) ? null : `hex ${d.target} is not next to ${d.from} (8.7)`,
        ownPieces(state, d.units, d.side, 'units', false),
        d.units.every((u) => spaceOfPiece(state, u) === d.from) ? null : `an attacking unit is not in ${d.from}`,
      ),
  },
  // The battle decisions are checked against the battle record (battleChecks.ts).
  combatSupply: { phases: LAND_COMBAT, check: () => null },
  // 8.9: the attacker's losses are asked above the defender's.
  combatLosses: { phases: LAND_COMBAT, over: ['combatLosses'], check: (d, state) => ownPieces(state, d.candidates, d.side, 'candidates', false) },
  retreat: { phases: LAND_COMBAT, check: (d, state) => ownPieces(state, d.units, d.side, 'units', false) },
  advance: { phases: LAND_COMBAT, check: () => null },
  // 7.3: the enemy of a moving stack, from hexes holding its warships not yet spent against that stack.
  interception: {
    phases: NAVAL_MOVEMENT,
    check: (d, state, map) => {
      const stack = getStack(state, d.stack);
      if (!stack) return `no moving stack "${d.stack}"`;
      if (stack.side === d.side) return 'a side does not intercept its own stack (7.3)';
      if (!map.hexes[d.hex]) return `hex ${d.hex} is not on the map`;
      if (!d.chosen.every((h) => d.eligible.includes(h))) return 'a chosen hex is not an eligible one';
      for (const hex of d.eligible) {
        if (!shipsIn(state, hex, d.side).some((s) => isWarship(s) && !stack.immuneTo.includes(s))) return `hex ${hex} holds no warship that may intercept (7.3)`;
      }
      return null;
    },
  },
  // 7.6: the moving stack's owner, at a port blockaded by enemy warships.
  runBlockade: {
    phases: NAVAL_MOVEMENT,
    check: (d, state, map) => {
      const stack = getStack(state, d.stack);
      if (!stack) return `no moving stack "${d.stack}"`;
      if (stack.side !== d.side) return 'only the stack\'s owner runs a blockade (7.6)';
      return first(map.hexes[d.hex] ? null : `hex ${d.hex} is not on the map`, ships(state, d.blockaders, 'blockaders', otherSide(d.side)));
    },
  },
  // 7.6: the blockader picks among the runners.
  catchRunners: {
    phases: NAVAL_MOVEMENT,
    check: (d, state, map) => {
      const stack = getStack(state, d.stack);
      if (!stack) return `no moving stack "${d.stack}"`;
      if (stack.side === d.side) return 'only the blockader catches runners (7.6)';
      if (d.count > stack.ships.length || d.caught.length >= d.count) return 'more runners are to be caught than the stack has';
      if (!d.caught.every((s) => stack.ships.includes(s))) return 'a caught runner is not in the stack';
      return first(map.hexes[d.hex] ? null : `hex ${d.hex} is not on the map`, ships(state, d.blockaders, 'blockaders', d.side));
    },
  },
  // 7.9, 10.1: checked against the naval combat record (navalCombatChecks.ts).
  setAside: { phases: NAVAL_MOVEMENT, check: () => null },
  navalFire: { phases: NAVAL_MOVEMENT, check: () => null },
  shipCapture: { phases: NAVAL_MOVEMENT, check: (_d, state) => (state.options.shipCapture ? null : 'ship capture is an optional rule that is off (10.1)') },
};

/** The first problem of the position's pending decisions, or null. */
export function decisionProblem(state: GameState, map: GameMap): string | null {
  for (const [i, d] of state.pending.entries()) {
    const rule = DECISION_RULES[d.kind] as DecisionRule<typeof d.kind>;
    if (!rule.phases.includes(state.phase)) return `pending[${i}]: a "${d.kind}" decision can't arise in the ${state.phase} phase`;
    // One procedure asks at a time: only these decisions are ever left waiting under another.
    const under = state.pending[i - 1];
    if (under && !(rule.over ?? []).includes(under.kind)) return `pending[${i}]: a "${d.kind}" decision is never asked while a "${under.kind}" decision waits`;
    const problem = rule.check(d as never, state, map);
    if (problem) return `pending[${i}] (${d.kind}): ${problem}`;
  }
  return null;
}
