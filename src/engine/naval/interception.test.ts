import { describe, expect, it } from 'vitest';
import { distance } from '../hex';
import { getMap } from '../map/getMap';
import { act } from '../testing/play';
import { legalActions } from '../legalActions';
import { viewFor } from '../viewFor';
import type { GameState } from '../state';
import { columnAt, navalPosition, shipAt, withDice } from './testKit';

const map = getMap();
const areaOf = (hex: string) => map.hexes[hex]!.seaArea;

/** 7.5: Manco Cápac and two transports in Callao with NADC III; a Chilean stack with Covadonga in 2415. */
function example75(): GameState {
  return navalPosition({
    turn: 2,
    side: 'allied',
    phase: 'navalMovement',
    ships: {
      'pe-ship-manco-capac': shipAt('2007'),
      'pe-ship-chalaco': shipAt('2007'),
      'pe-ship-limena': shipAt('2007'),
      'cl-ship-covadonga': shipAt('2415'),
      'cl-ship-ohiggins': shipAt('2415'),
    },
    supply: { 'sc-1': columnAt('peru', '2007') },
    nadc: {
      chile: [],
      allied: ['pe-ship-manco-capac', 'pe-ship-chalaco', 'pe-ship-limena'].map((ship) => ({ ship, area: 'III' as const, forTurn: 2 })),
    },
  });
}

describe('7.3–7.5 naval interception', () => {
  it('7.5 example: the Peruvian stack sails X, XI, VIII, VII, VI; Chile rolls 3 − 1 = 2 at distance 2 and fails', () => {
    let s = withDice(example75(), [3]);
    s = act(s, { type: 'sail', side: 'allied', stack: 's1', to: '2009' }).state;
    s = act(s, { type: 'sail', side: 'allied', stack: 's1', to: '2413' }).state;
    expect(s.pending).toEqual([]); // no Chilean warship in X, XI, VIII or VII
    s = act(s, { type: 'sail', side: 'allied', stack: 's1', to: '2514' }).state;
    const sailed = s.naval.stacks[0]!.sailed;
    expect([...new Set(sailed.map(areaOf))]).toEqual(['X', 'XI', 'VIII', 'VII', 'VI']);
    expect(distance('2415', '2514')).toBe(2);
    expect(s.pending[0]).toMatchObject({ kind: 'interception', side: 'chile', hex: '2514', eligible: ['2415'] });
    s = act(s, { type: 'intercept', side: 'chile', hex: '2415' }).state;
    const r = act(s, { type: 'interceptRoll', side: 'chile', transports: false });
    const roll = r.events.find((e) => e.type === 'roll')!;
    expect(roll).toMatchObject({ dice: [3], result: 2, modifiers: [{ value: -1, rule: '7.4' }] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'interception', success: false, distance: 2 }));
    s = r.state;
    // The interceptors move two hexes towards 2514 and stay there.
    expect(s.ships['cl-ship-covadonga']!.location).toEqual({ kind: 'hex', hex: '2514' });
    expect(s.ships['cl-ship-ohiggins']!.location).toEqual({ kind: 'hex', hex: '2514' });
    // The Peruvian stack goes on, immune to that Chilean stack.
    s = act(s, { type: 'sail', side: 'allied', stack: 's1', to: '2915' }).state;
    expect(s.pending).toEqual([]);
    expect(areaOf('2915')).toBe('III');
    s = act(s, { type: 'endMove', side: 'allied', stack: 's1' }).state;
    expect(s.ships['pe-ship-manco-capac']!.location).toEqual({ kind: 'hex', hex: '2915' });
    expect(s.naval.stacks[0]!.status).toBe('done');
  });

  it('7.4 example: Atahualpa (−2) four hexes away rolls 6 → 4, not above 4: fails', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-atahualpa': shipAt('2415') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    expect(distance('2415', '2814')).toBe(4);
    s = withDice(s, [6]);
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'interception', side: 'allied', hex: '2814' });
    s = act(s, { type: 'intercept', side: 'allied', hex: '2415' }).state;
    const r = act(s, { type: 'interceptRoll', side: 'allied', transports: false });
    expect(r.events.find((e) => e.type === 'roll')).toMatchObject({ dice: [6], result: 4, modifiers: [{ value: -2 }] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'interception', success: false, distance: 4 }));
    // 7.5: it still sails four hexes towards the target hex.
    expect(r.state.ships['pe-ship-atahualpa']!.location).toEqual({ kind: 'hex', hex: '2814' });
  });

  it('7.4 ES option: the highest speed modifier among the ships intercepted is added instead', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      options: { interceptionModifier: 'es' },
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-atahualpa': shipAt('2415') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    s = withDice(s, [4]);
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
    s = act(s, { type: 'intercept', side: 'allied', hex: '2415' }).state;
    const r = act(s, { type: 'interceptRoll', side: 'allied', transports: false });
    expect(r.events.find((e) => e.type === 'roll')).toMatchObject({ result: 5, modifiers: [{ value: 1 }] }); // Cochrane +1
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'interception', success: true }));
  });

  it('7.3 entering the interceptors\' own hex: automatic, no roll, and naval combat follows', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-esmeralda': shipAt('2915'), 'pe-ship-union': shipAt('2814') },
      nadc: { chile: [{ ship: 'cl-ship-esmeralda', area: 'VI', forTurn: 3 }], allied: [] },
    });
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
    s = act(s, { type: 'intercept', side: 'allied', hex: '2814' }).state;
    const r = act(s, { type: 'interceptRoll', side: 'allied', transports: false });
    expect(r.events.some((e) => e.type === 'roll')).toBe(false);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'interception', success: true, automatic: true }));
    expect(r.state.pending.at(-1)).toMatchObject({ kind: 'navalFire', side: 'allied' }); // Unión +2 is faster than Esmeralda −1
  });

  it('7.3 several hexes intercept together: the farthest distance counts; all warships of a hex go, transports may stay', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: {
        'cl-ship-cochrane': shipAt('2915'),
        'pe-ship-union': shipAt('2814'),
        'pe-ship-pilcomayo': shipAt('2415'),
        'pe-ship-oroya': shipAt('2415'),
      },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    s = withDice(s, [5]);
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2815' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'interception', eligible: ['2415', '2814'] });
    s = act(s, { type: 'intercept', side: 'allied', hex: '2415' }).state;
    s = act(s, { type: 'intercept', side: 'allied', hex: '2814' }).state;
    expect(legalActions(s)).toContainEqual({ type: 'interceptRoll', side: 'allied', transports: true });
    const r = act(s, { type: 'interceptRoll', side: 'allied', transports: false });
    const far = Math.max(distance('2415', '2815'), distance('2814', '2815'));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'interception', distance: far }));
    expect(r.events.find((e) => e.type === 'roll')).toMatchObject({ modifiers: [{ value: 1 }] }); // lowest of Unión +2, Pilcomayo +1
    expect(r.state.ships['pe-ship-oroya']!.location).toEqual({ kind: 'hex', hex: '2415' }); // the transport stayed
  });

  it('7.3 declining in this hex only (not letting it pass): the stack sails on and is offered again in the next hex of the area', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-atahualpa': shipAt('2415') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2714' }).state;
    expect(s.pending).toHaveLength(1);
    s = act(s, { type: 'declineInterception', side: 'allied' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'interception', hex: '2714' });
  });

  it('7.3 interception is offered once per enemy stack entering reach: let it pass and it is not asked again hex by hex', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'pe-ship-atahualpa': shipAt('2415') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2514' }).state;
    expect(s.pending).toEqual([expect.objectContaining({ kind: 'interception', side: 'allied', eligible: ['2415'] })]);
    const first = s.naval.stacks[0]!.sailed.length;
    expect(legalActions(s)).toContainEqual({ type: 'declineInterception', side: 'allied', letPass: true });
    const r = act(s, { type: 'declineInterception', side: 'allied', letPass: true });
    s = r.state;
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'interceptionDeclined', side: 'allied' }));
    // The stack sailed on through the rest of area VI without another question.
    expect(s.pending).toEqual([]);
    expect(s.naval.stacks[0]!.at).toEqual({ kind: 'hex', hex: '2514' });
    expect(s.naval.stacks[0]!.sailed.length).toBeGreaterThan(first);
    expect(s.naval.stacks[0]!.passedBy).toEqual(['pe-ship-atahualpa']);
    // 7.5: letting it pass spends nothing — Atahualpa stays where it was.
    expect(s.ships['pe-ship-atahualpa']!.location).toEqual({ kind: 'hex', hex: '2415' });
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2714' }).state;
    expect(s.pending).toEqual([]);
  });

  it('7.3 a stack entering reach of warships not yet offered is asked again, about those warships only', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('3016'), 'pe-ship-union': shipAt('2916'), 'pe-ship-atahualpa': shipAt('2415') },
      nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }], allied: [] },
    });
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2714' }).state;
    expect(s.pending).toEqual([expect.objectContaining({ kind: 'interception', eligible: ['2916'] })]); // area III: Unión
    s = act(s, { type: 'declineInterception', side: 'allied', letPass: true }).state;
    expect(s.pending).toEqual([expect.objectContaining({ kind: 'interception', eligible: ['2415'] })]); // area VI: Atahualpa, new
    const askedAt = s.pending[0]!.kind === 'interception' ? s.pending[0]!.hex : '';
    expect(map.hexes[askedAt]!.seaArea).toBe('VI');
    s = act(s, { type: 'declineInterception', side: 'allied', letPass: true }).state;
    expect(s.pending).toEqual([]);
    expect(s.naval.stacks[0]!.at).toEqual({ kind: 'hex', hex: '2714' });
    expect([...s.naval.stacks[0]!.passedBy!].sort()).toEqual(['pe-ship-atahualpa', 'pe-ship-union']);
  });

  it('7.3 letting one stack pass spends nothing: the same warships are asked about the next enemy stack', () => {
    let s = navalPosition({
      turn: 3,
      side: 'chile',
      phase: 'navalMovement',
      ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-blanco-encalada': shipAt('3016'), 'pe-ship-atahualpa': shipAt('2415') },
      nadc: {
        chile: [
          { ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 },
          { ship: 'cl-ship-blanco-encalada', area: 'VI', forTurn: 3 },
        ],
        allied: [],
      },
    });
    // 7.2: the stacks form as the phase begins, in counter order: Cochrane's s1, Blanco Encalada's s2.
    s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2714' }).state;
    s = act(s, { type: 'declineInterception', side: 'allied', letPass: true }).state;
    expect(s.pending).toEqual([]);
    expect(s.naval.stacks.find((x) => x.id === 's1')!.ships).toEqual(['cl-ship-cochrane']);
    s = act(s, { type: 'endMove', side: 'chile', stack: 's1' }).state;
    s = act(s, { type: 'sail', side: 'chile', stack: 's2', to: '2714' }).state;
    expect(s.pending).toEqual([expect.objectContaining({ kind: 'interception', stack: 's2', eligible: ['2415'] })]);
  });

  it('7.6 blockaders that let a stack pass are not asked about it again as a 7.3 interception on its way', () => {
    const blockaded = (): GameState =>
      navalPosition({
        turn: 4,
        side: 'allied',
        phase: 'navalMovement',
        ships: { 'pe-ship-union': shipAt('2007'), 'cl-ship-cochrane': shipAt('2007') },
        supply: { 'sc-1': columnAt('peru', '2007') },
        nadc: { chile: [], allied: [{ ship: 'pe-ship-union', area: 'X', forTurn: 4 }] },
      });
    const leave = (letPass: boolean) => {
      let s = act(blockaded(), { type: 'sail', side: 'allied', stack: 's1', to: '1908' }).state;
      s = act(s, { type: 'runBlockade', side: 'allied', run: false }).state;
      expect(s.pending).toEqual([expect.objectContaining({ kind: 'interception', rule: '7.6', eligible: ['2007'] })]);
      return act(s, letPass ? { type: 'declineInterception', side: 'chile', letPass: true } : { type: 'declineInterception', side: 'chile' }).state;
    };
    // A plain decline: Cochrane is asked again in the next hex, as a 7.3 interception.
    expect(leave(false).pending).toEqual([expect.objectContaining({ kind: 'interception', rule: '7.3', eligible: ['2007'] })]);
    // Let it pass: asked once.
    const passed = leave(true);
    expect(passed.pending).toEqual([]);
    expect(passed.naval.stacks[0]!.at).toEqual({ kind: 'hex', hex: '1908' });
  });

  it('4.1 I / 7.2: the opponent sees a stack\'s NADC area once it begins to move (not before), and never its planned route', () => {
    const waiting = example75();
    const before = viewFor(waiting, 'chile');
    expect(before.naval.stacks.every((st) => st.area === null)).toBe(true);
    expect(before.nadc.allied.every((o) => o.area === null)).toBe(true);
    const s = act(waiting, { type: 'sail', side: 'allied', stack: 's1', to: '2915' }).state;
    expect(s.pending[0]).toMatchObject({ kind: 'interception' }); // halted in area VI, more route ahead
    const chileView = viewFor(s, 'chile');
    // "to be revealed when movement commences": the chit is turned face up as the stack sails.
    expect(chileView.naval.stacks[0]!.area).toBe('III');
    const ships = chileView.naval.stacks[0]!.ships;
    expect(chileView.nadc.allied.filter((o) => ships.includes(o.ship) && o.forTurn === s.turn).map((o) => o.area)).toEqual(ships.map(() => 'III'));
    expect(chileView.naval.stacks[0]!.route).toEqual([]);
    expect(chileView.naval.stacks[0]!.sailed.length).toBeGreaterThan(0);
    expect(viewFor(s, 'allied').naval.stacks[0]!.area).toBe('III');
    expect(viewFor(s, 'allied').naval.stacks[0]!.route.length).toBeGreaterThan(0);
  });
});
