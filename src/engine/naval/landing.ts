import type { PhaseAction } from '../actions';
import { ship as shipDef } from '../counters';
import { occupy } from '../control/occupy';
import type { HexId } from '../hex';
import type { GameMap } from '../map/types';
import { at, sameLocation } from '../pieces/location';
import { movePiece } from '../pieces/movePiece';
import { otherSide, type Side } from '../side';
import { landUnitsIn } from '../stacking/landUnitsIn';
import type { GameState } from '../state';
import type { Step } from '../step';
import { afloat, cargoOf, isFriendlyPort, isStopped, shipSide } from './seaGeometry';

/**
 * 7.6: where a transport's cargo may be put ashore now (no stack sailing): in a friendly port
 * (disembarkation) — or the Holding Box — or, if its stack ended its movement in that coastal hex this
 * phase, as an amphibious landing there. A transport that a naval combat held in the coastal hex it had
 * sailed into has ended its movement there too (7.9: "its movement is ended in its present hex"), and
 * lands its cargo as its stack could have.
 */
export function debarkActions(state: GameState, map: GameMap, side: Side): PhaseAction[] {
  const out: PhaseAction[] = [];
  for (const id of Object.keys(state.ships).sort()) {
    if (shipDef(id).type !== 'transport' || shipSide(state, id) !== side || !afloat(state, id)) continue;
    const cargo = cargoOf(state, id);
    if (cargo.length === 0) continue;
    const loc = state.ships[id]!.location;
    const inPort = loc.kind === 'holdingBox' ? side === 'chile' : isFriendlyPort(state, map, (loc as { hex: HexId }).hex, side);
    const stack = state.naval.stacks.find((s) => s.ships.includes(id));
    if (stack?.status === 'sailing') continue;
    const coast = loc.kind === 'hex' && map.hexes[loc.hex]!.terrain !== 'sea';
    const landed = coast && stack?.status === 'done' && stack.sailed.length > 0 && sameLocation(stack.at, loc);
    // 7.9 / 7.6: held by a naval combat (it fired or was fired upon), it left its stack in the hex the
    // stack had just sailed into: its movement ended there.
    const held = coast && !stack && isStopped(state, id) && state.naval.stacks.some((s) => s.side === side && s.sailed.includes((loc as { hex: HexId }).hex));
    if (inPort || landed || held) for (const piece of cargo) out.push({ type: 'debark', side, piece });
  }
  return out;
}

/**
 * 7.6: a piece leaves its transport. In a friendly port it is disembarked and may move in the Land
 * Movement Phase. Elsewhere it is an amphibious landing: into a hex held by enemy land units (not
 * merely Supply Columns) the landed land unit must attack it in the Land Combat Phase
 * (state.amphibiousAssaults); into an empty hex the landing side takes control. The transport stays
 * in the hex for the rest of the game turn.
 */
export function debark(state: GameState, map: GameMap, side: Side, piece: string): Step {
  const loc = (state.units[piece] ?? state.supply[piece])!.location;
  const transport = loc.kind === 'aboard' ? loc.transport : '';
  const tLoc = state.ships[transport]!.location;
  if (tLoc.kind === 'holdingBox') {
    return { state: movePiece(state, piece, at.holdingBox), events: [{ type: 'debarked', side, piece, to: at.holdingBox, landing: false, assault: false, rule: '7.6' }] };
  }
  const hex = (tLoc as { hex: HexId }).hex;
  state = movePiece(state, piece, at.hex(hex));
  if (isFriendlyPort(state, map, hex, side)) {
    return { state, events: [{ type: 'debarked', side, piece, to: at.hex(hex), landing: false, assault: false, rule: '7.6' }] };
  }
  state = { ...state, naval: { ...state.naval, stoppedTurn: { ...state.naval.stoppedTurn, [transport]: state.turn } } };
  const isUnit = !!state.units[piece];
  const defenders = landUnitsIn(state, hex, otherSide(side)).length > 0;
  let assault = false;
  if (defenders && isUnit) {
    assault = true;
    const existing = state.amphibiousAssaults.find((a) => a.hex === hex && a.side === side);
    const amphibiousAssaults = existing
      ? state.amphibiousAssaults.map((a) => (a === existing ? { ...a, units: [...a.units, piece] } : a))
      : [...state.amphibiousAssaults, { hex, side, units: [piece] }];
    state = { ...state, amphibiousAssaults };
  } else if (!defenders && isUnit) {
    state = occupy(state, hex, side);
  }
  return { state, events: [{ type: 'debarked', side, piece, to: at.hex(hex), landing: true, assault, rule: '7.6' }] };
}
