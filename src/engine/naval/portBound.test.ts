import { describe, expect, it } from 'vitest';
import { getMap } from '../map/getMap';
import { legalActions } from '../legalActions';
import type { GameState } from '../state';
import { act } from '../testing/play';
import { viewFor } from '../viewFor';
import { interceptionRisks } from './sailPlan';
import { withStacks } from './stacks';
import { columnAt, navalPosition, shipAt } from './testKit';

const map = getMap();

/**
 * Turn 3, Chile's Naval Movement Phase: Almirante Cochrane at sea in 2915 (area III) with NADC III;
 * Pilcomayo in the Allied port of Arica (3116, area III), with or without a Peruvian Supply Column there.
 */
function pilcomayoInArica(column: boolean): GameState {
  return navalPosition({
    turn: 3,
    side: 'chile',
    phase: 'navalMovement',
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-pilcomayo': shipAt('3116') },
    supply: column ? { 'sc-1': columnAt('peru', '3116') } : {},
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'III', forTurn: 3 }], allied: [] },
  });
}

/** Cochrane sails one hex, to a sea hex of area III other than where it is. */
function sailWithinAreaIII(s: GameState): GameState {
  const sail = legalActions(s).find((a) => a.type === 'sail' && map.hexes[a.to]!.terrain === 'sea' && map.hexes[a.to]!.seaArea === 'III' && a.to !== '2915');
  if (!sail) throw new Error('no sail within area III');
  return act(s, sail).state;
}

describe('7.8 warships in a port with no Supply Column may not leave it to intercept', () => {
  it('7.8 with no Peruvian Supply Column in Arica, Pilcomayo is not offered an interception of a stack sailing in area III (QA round 19: a blockaded Huáscar sortied and sank Itata)', () => {
    const s = sailWithinAreaIII(pilcomayoInArica(false));
    expect(s.pending.filter((d) => d.kind === 'interception')).toEqual([]);
  });

  it('7.8 with a Supply Column there, the interception is offered; rolled, it spends that column as the warships leave the port', () => {
    let s = sailWithinAreaIII(pilcomayoInArica(true));
    expect(s.pending.at(-1)).toMatchObject({ kind: 'interception', side: 'allied', eligible: ['3116'] });
    s = act(s, { type: 'intercept', side: 'allied', hex: '3116' }).state;
    const r = act(s, { type: 'interceptRoll', side: 'allied', transports: false });
    expect(r.events).toContainEqual({ type: 'provisionsSpent', side: 'allied', from: { kind: 'hex', hex: '3116' }, rule: '7.8' });
    expect(r.state.supply['sc-1']).toBeUndefined();
  });

  it('7.3 note / 7.8 port-bound warships may still intercept a stack that enters their own hex, with no departure and nothing spent', () => {
    let s = pilcomayoInArica(false);
    s = act(s, legalActions(s).find((a) => a.type === 'sail' && a.to === '3116')!).state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'interception', side: 'allied', hex: '3116', eligible: ['3116'] });
    s = act(s, { type: 'intercept', side: 'allied', hex: '3116' }).state;
    const r = act(s, { type: 'interceptRoll', side: 'allied', transports: false });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'interception', automatic: true, success: true }));
    expect(r.events.some((e) => e.type === 'provisionsSpent')).toBe(false);
  });

  it("7.3 / 7.8 Chile's voyage preview counts no risk from warships that may not leave their port, unless the route enters their hex", () => {
    const open = Object.keys(map.hexes).find((h) => map.hexes[h]!.terrain === 'sea' && map.hexes[h]!.seaArea === 'III' && h !== '2915')!;
    const s = withStacks(pilcomayoInArica(false), map);
    const stack = s.naval.stacks[0]!;
    expect(interceptionRisks(viewFor(s, 'chile'), map, stack, [open])).toEqual([]);
    expect(interceptionRisks(viewFor(s, 'chile'), map, stack, [open, '3116']).map((r) => [r.from, r.distance])).toEqual([['3116', 0]]);
    const supplied = withStacks(pilcomayoInArica(true), map);
    expect(interceptionRisks(viewFor(supplied, 'chile'), map, supplied.naval.stacks[0]!, [open]).map((r) => r.from)).toEqual(['3116']);
  });

  it('7.8 the rules option interceptWithoutProvisions (this edition until 2026-11-30, and older files): any port, nothing spent', () => {
    let s = pilcomayoInArica(false);
    s = sailWithinAreaIII({ ...s, options: { ...s.options, interceptWithoutProvisions: true } });
    expect(s.pending.at(-1)).toMatchObject({ kind: 'interception', side: 'allied', eligible: ['3116'] });
    s = act(s, { type: 'intercept', side: 'allied', hex: '3116' }).state;
    expect(act(s, { type: 'interceptRoll', side: 'allied', transports: false }).events.some((e) => e.type === 'provisionsSpent')).toBe(false);
  });
});
