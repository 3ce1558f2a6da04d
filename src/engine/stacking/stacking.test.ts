import { describe, expect, it } from 'vitest';
import { CHILEAN_UNITS } from '../counters';
import { legalActions } from '../legalActions';
import { newGame } from '../newGame';
import { at } from '../pieces/location';
import type { GameState } from '../state';
import { act } from '../testing/play';
import { overstackedHexes } from './overstackedHexes';
import { stackingLimit } from './stackingLimit';

/** Chile just before its turn-1 Administrative Phase, with `n` Chilean land units in `hex`. */
function chileWith(n: number, hex: string, options: Partial<GameState['options']> = {}): GameState {
  const s = newGame({ seed: 'stack', options });
  const ids = CHILEAN_UNITS.map((u) => u.id).filter((id) => s.units[id]).slice(0, n);
  const units = { ...s.units };
  for (const id of ids) units[id] = { ...units[id]!, location: at.hex(hex) };
  return { ...s, units, ships: {}, supply: {}, side: 'chile', phase: 'setup' };
}

describe('stacking', () => {
  it('8.1 six land units may stack; seven with a fort', () => {
    const s = newGame({ seed: 1 });
    expect(stackingLimit(s, '3123')).toBe(6);
    expect(stackingLimit(s, '2007')).toBe(7); // Fort Callao stands from the start
    expect(stackingLimit(s, '3116')).toBe(6); // Fort Arica only arrives on turn 4 (9.0)
  });
  it('8.1 (ES option) five land units, six with a fort', () => {
    const s = newGame({ seed: 1, options: { stacking: 'es' } });
    expect(stackingLimit(s, '3123')).toBe(5);
    expect(stackingLimit(s, '2007')).toBe(6);
  });
  it('8.1 Supply Columns do not count', () => {
    const s = chileWith(6, '3123');
    const withColumns = { ...s, supply: { 'sc-1': { nation: 'chile' as const, location: at.hex('3123') }, 'sc-2': { nation: 'chile' as const, location: at.hex('3123') } } };
    expect(overstackedHexes(withColumns, 'chile')).toEqual([]);
  });
  it('8.1 is enforced in the Administrative Phase: the owner eliminates the excess, choosing which', () => {
    const s = chileWith(8, '3123');
    expect(overstackedHexes(s, 'chile')).toEqual([{ hex: '3123', excess: 2 }]);
    let r = act(s, { type: 'endPhase', side: 'chile' }).state;
    expect(r.phase).toBe('administrative');
    expect(r.pending.at(-1)).toMatchObject({ kind: 'eliminateExcess', side: 'chile', hex: '3123', excess: 2, rule: '8.1' });
    const choices = legalActions(r);
    expect(choices).toHaveLength(8);
    expect(choices.every((a) => a.type === 'eliminateUnit')).toBe(true);
    const first = choices[3]!;
    r = act(r, first).state;
    if (first.type === 'eliminateUnit') expect(r.units[first.unit]?.location).toEqual({ kind: 'deadPile' });
    expect(r.pending.at(-1)).toMatchObject({ kind: 'eliminateExcess', excess: 1 });
    r = act(r, legalActions(r)[0]!).state;
    expect(r.pending.filter((p) => p.kind === 'eliminateExcess')).toEqual([]);
    expect(overstackedHexes(r, 'chile')).toEqual([]);
  });
  it('8.1 a stack within the limit is left alone', () => {
    const r = act(chileWith(6, '3123'), { type: 'endPhase', side: 'chile' }).state;
    expect(r.pending).toEqual([]);
  });
});
