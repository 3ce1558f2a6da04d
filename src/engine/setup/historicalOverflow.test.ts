import { describe, expect, it } from 'vitest';
import { newGame } from '../newGame';
import type { RulesOptions } from '../rules/options';
import type { Side } from '../side';
import type { GameState } from '../state';
import { overstackedHexes } from '../stacking/overstackedHexes';
import { act } from '../testing/play';
import { historicalOverflowPlacement } from './historicalOverflow';

/** A side's historical set-up, then the overflow placements until none is due; returns the state and the placements. */
function setUp(state: GameState, side: Side, overflow: boolean): { state: GameState; placed: string[] } {
  let s = act(state, { type: 'historicalSetup', side }).state;
  const placed: string[] = [];
  for (let a = historicalOverflowPlacement(s, side); overflow && a; a = historicalOverflowPlacement(s, side)) {
    s = act(s, a).state; // each one a legal set-up placement (3.2 / 3.5), or act throws
    placed.push(`${a.piece} → ${a.to.kind === 'hex' ? a.to.hex : a.to.kind}`);
  }
  return { state: s, placed };
}

function bothSides(options: Partial<RulesOptions>, overflow = true) {
  const allied = setUp(newGame({ seed: 'overflow', options }), 'allied', overflow);
  const chile = setUp(act(allied.state, { type: 'endPhase', side: 'allied' }).state, 'chile', overflow);
  return { state: chile.state, placed: [...allied.placed, ...chile.placed] };
}

describe('the historical set-up within the stacking limit (8.1)', () => {
  it('8.1 with the Spanish limit the historical set-up alone leaves Callao and Antofagasta one unit over', () => {
    const { state } = bothSides({ stacking: 'es' }, false);
    expect(overstackedHexes(state, 'allied')).toEqual([{ hex: '2007', excess: 1 }]);
    expect(overstackedHexes(state, 'chile')).toEqual([{ hex: '3123', excess: 1 }]);
  });

  it('8.1 with the Spanish limit the Guías go to Ancón and the Granaderos to the Holding Box, and no hex is over', () => {
    const { state, placed } = bothSides({ stacking: 'es' });
    expect(placed).toEqual(['pe-cav-guias → 2006', 'cl-cav-granaderos → holdingBox']);
    expect(overstackedHexes(state, 'allied')).toEqual([]);
    expect(overstackedHexes(state, 'chile')).toEqual([]);
  });

  it('8.1 the log cites 8.1 for those placements, and 3.1 for any other', () => {
    let s = act(newGame({ seed: 'overflow', options: { stacking: 'es' } }), { type: 'historicalSetup', side: 'allied' }).state;
    const other = act(s, { type: 'setupPlace', side: 'allied', piece: 'pe-inf-cuzco', to: { kind: 'hex', hex: '2109' } });
    expect(other.events).toEqual([expect.objectContaining({ type: 'placed', piece: 'pe-inf-cuzco', rule: '3.1' })]);
    const guias = act(s, historicalOverflowPlacement(s, 'allied')!);
    expect(guias.events).toEqual([expect.objectContaining({ type: 'placed', piece: 'pe-cav-guias', rule: '8.1' })]);
    s = guias.state;
    // Moved again, by hand, it is an ordinary set-up placement.
    expect(act(s, { type: 'setupPlace', side: 'allied', piece: 'pe-cav-guias', to: { kind: 'hex', hex: '2109' } }).events).toEqual([expect.objectContaining({ rule: '3.1' })]);
  });

  it('8.1 with the English limit the historical set-up is within it and nothing moves', () => {
    const { state, placed } = bothSides({});
    expect(placed).toEqual([]);
    expect([...overstackedHexes(state, 'allied'), ...overstackedHexes(state, 'chile')]).toEqual([]);
  });

  it('8.1 a hex brought within the limit another way asks for no placement', () => {
    let s = act(newGame({ seed: 'overflow', options: { stacking: 'es' } }), { type: 'historicalSetup', side: 'allied' }).state;
    s = act(s, { type: 'setupPlace', side: 'allied', piece: 'pe-inf-cuzco', to: { kind: 'hex', hex: '2109' } }).state;
    expect(historicalOverflowPlacement(s, 'allied')).toBeNull();
  });

  it('8.1 no placement outside the set-up', () => {
    const { state } = bothSides({ stacking: 'es' }, false);
    const begun = act(state, { type: 'endPhase', side: 'chile' }).state;
    expect(begun.phase).not.toBe('setup');
    expect(historicalOverflowPlacement(begun, 'chile')).toBeNull();
  });
});
