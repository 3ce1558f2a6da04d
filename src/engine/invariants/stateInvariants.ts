import type { GameMap } from '../map/types';
import { overstackedHexes } from '../stacking/overstackedHexes';
import type { GameState } from '../state';
import { chileVp } from '../victory/chileVp';
import { violation, type Violation } from './violation';

/**
 * 8.1: stacking is enforced in the phasing side's Administrative Phase; once its eliminate-excess
 * decisions are answered, none of that side's hexes is over the limit until the phase ends.
 */
export function stackingViolations(state: GameState): Violation[] {
  if (state.phase !== 'administrative' || state.result) return [];
  if (state.pending.some((d) => d.kind === 'eliminateExcess')) return [];
  return overstackedHexes(state, state.side).map(({ hex, excess }) => violation('stacking', `hex ${hex} is ${excess} over the ${state.side} stacking limit`, '8.1'));
}

/**
 * Supply Columns (4.1, 6.1): each is "sc-N" with N below nextSupplyId, of a nation at war. VP (5.1):
 * the record runs turn by turn, each turn's entry written as its Allied Victory Determination Phase
 * begins, and a result's VP are the VP of the final state.
 */
export function supplyAndVpViolations(state: GameState, map: GameMap): Violation[] {
  const out: Violation[] = [];
  for (const [id, c] of Object.entries(state.supply)) {
    const n = /^sc-(\d+)$/.exec(id)?.[1];
    if (n === undefined || Number(n) >= state.nextSupplyId) out.push(violation('supply', `Supply Column id ${id} (next id is ${state.nextSupplyId})`, '4.1'));
    if (!['chile', 'peru', 'bolivia'].includes(c.nation)) out.push(violation('supply', `Supply Column ${id} has no nation`, '4.1'));
  }
  if (!Number.isInteger(state.bonusVp) || state.bonusVp < 0) out.push(violation('vp', `bonus VP ${state.bonusVp}`, '5.5'));
  state.vpRecord.forEach((r, i) => {
    if (i > 0 && r.turn <= state.vpRecord[i - 1]!.turn) out.push(violation('vp', `the VP record goes back from turn ${state.vpRecord[i - 1]!.turn} to ${r.turn}`, '5.1'));
    if (r.turn > state.turn) out.push(violation('vp', `the VP record has turn ${r.turn}, after the current turn ${state.turn}`, '5.1'));
    // 5.1: a turn's VP are recorded as its (Allied) Victory Determination Phase begins, not before.
    else if (r.turn === state.turn && !state.result && !(state.phase === 'victoryDetermination' && state.side === 'allied')) {
      out.push(violation('vp', `the VP record has turn ${r.turn}, which has not reached its Victory Determination Phase`, '5.1'));
    }
    if (!Number.isInteger(r.chileVp) || r.chileVp < 0) out.push(violation('vp', `turn ${r.turn} records ${r.chileVp} VP`, '5.1'));
  });
  if (state.result) {
    const last = state.vpRecord[state.vpRecord.length - 1];
    if (!last || last.turn !== state.result.turn || last.chileVp !== state.result.chileVp) out.push(violation('vp', `the result's ${state.result.chileVp} VP are not the last recorded`, '5.1'));
    const now = chileVp(state, map);
    if (now !== state.result.chileVp) out.push(violation('vp', `the result says ${state.result.chileVp} VP, the final state gives ${now}`, '5.1'));
  }
  return out;
}
