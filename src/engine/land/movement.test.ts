import { controller } from '../control/controller';
import { describe, expect, it } from 'vitest';
import type { Action } from '../actions';
import { legalActions } from '../legalActions';
import { getMap } from '../map/getMap';
import type { GameState } from '../state';
import { act } from '../testing/play';
import { movementCost } from './movementCost';
import { reachableHexes } from './reachableHexes';
import { situation, type LandSituation } from './testKit';

const C = 'chile' as const;
const BUIN = 'cl-inf-buin-1';
const SECOND = 'cl-inf-2nd';
const CAZ = 'cl-cav-cazadores';
const GRAN = 'cl-cav-granaderos';
const PE1 = 'pe-inf-gen-bn-1';

const top = (s: GameState) => s.pending[s.pending.length - 1]!;
const has = (s: GameState, a: Partial<Action>) => legalActions(s).some((x) => Object.entries(a).every(([k, v]) => JSON.stringify((x as unknown as Record<string, unknown>)[k]) === JSON.stringify(v)));
const hexOf = (s: GameState, id: string) => (s.units[id] ?? s.supply[id])?.location;
/**
 * The mechanics of 8.2–8.5 step from 3419 to 3520 and 3619, clear (1 MP) on the open-terrain map (rules
 * option openTerrain), so their MP sums stay those of one hex a point; 8.6 below is the chart's map.
 */
const onOpenMap = (s: LandSituation) => situation({ ...s, options: { openTerrain: true, ...s.options } });

/** Begin a move from `from` with exactly `pieces`, rolling the scripted dice. */
function start(s: GameState, from: string, pieces?: string[]): GameState {
  let r = act(s, { type: 'beginMove', side: C, from }).state;
  if (pieces) {
    const d = top(r) as { pieces: readonly string[] };
    for (const p of d.pieces) if (!pieces.includes(p)) r = act(r, { type: 'toggleMover', side: C, piece: p }).state;
  }
  return act(r, { type: 'rollMove', side: C }).state;
}

describe('8.2 land movement', () => {
  it('8.2 the higher of two dice is the allowance', () => {
    const s = start(onOpenMap({ units: { [BUIN]: ['3419'] }, dice: [2, 5] }), '3419');
    expect(top(s)).toMatchObject({ kind: 'landMove', mp: 5, doubles: false, pieces: [BUIN] });
  });
  it('8.2 cavalry adds 1; so does a stack of cavalry only; not a mixed stack', () => {
    expect(top(start(onOpenMap({ units: { [CAZ]: ['3419'] }, dice: [2, 5] }), '3419'))).toMatchObject({ kind: 'landMove', mp: 6 });
    expect(top(start(onOpenMap({ units: { [CAZ]: ['3419'], [GRAN]: ['3419'] }, dice: [2, 5] }), '3419'))).toMatchObject({ kind: 'landMove', mp: 6 });
    expect(top(start(onOpenMap({ units: { [CAZ]: ['3419'], [BUIN]: ['3419'] }, dice: [2, 5] }), '3419'))).toMatchObject({ kind: 'landMove', mp: 5 });
  });
  it('8.2 (option off, ES) cavalry gets no bonus', () => {
    const s = start(onOpenMap({ units: { [CAZ]: ['3419'] }, dice: [2, 5], options: { cavalryMovementBonus: false } }), '3419');
    expect(top(s)).toMatchObject({ kind: 'landMove', mp: 5 });
  });
  it('8.2 units built this turn do not move', () => {
    const s = onOpenMap({ turn: 3, units: { [BUIN]: ['3419', 1, 3] } });
    expect(has(s, { type: 'beginMove', from: '3419' })).toBe(false);
  });
  it('8.2 a stack moves together along one route; only pieces of the same hex can join (no pick-ups)', () => {
    let s = onOpenMap({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'], [CAZ]: ['3520'] }, dice: [4, 2] });
    s = act(s, { type: 'beginMove', side: C, from: '3419' }).state;
    expect(has(s, { type: 'toggleMover', piece: CAZ })).toBe(false);
    s = act(s, { type: 'rollMove', side: C }).state;
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state; // clear, 1 MP
    expect(hexOf(s, BUIN)).toEqual({ kind: 'hex', hex: '3520' });
    expect(hexOf(s, SECOND)).toEqual({ kind: 'hex', hex: '3520' });
    expect(top(s)).toMatchObject({ pieces: [BUIN, SECOND], mp: 3 });
    expect(controller(s, '3520')).toBe('chile'); // 3.0 entering takes control
  });
  it('8.2 a dropped-off unit ends its move; the rest go on', () => {
    let s = start(onOpenMap({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'] }, dice: [4, 2] }), '3419');
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state;
    s = act(s, { type: 'dropOff', side: C, piece: SECOND }).state;
    s = act(s, { type: 'moveStep', side: C, to: '3619' }).state;
    expect(hexOf(s, SECOND)).toEqual({ kind: 'hex', hex: '3520' });
    s = act(s, { type: 'stopMove', side: C }).state;
    expect(s.land.moved).toEqual([SECOND, BUIN]);
    expect(has(s, { type: 'beginMove', from: '3520' })).toBe(false);
  });
  it('8.2 no unit enters a hex with enemy land units', () => {
    const s = start(onOpenMap({ units: { [BUIN]: ['3419'], [PE1]: ['3520', 1] }, dice: [6, 2] }), '3419');
    expect(has(s, { type: 'moveStep', to: '3520' })).toBe(false);
    expect(has(s, { type: 'moveStep', to: '3420' })).toBe(true);
  });
  it('8.12 a land unit entering a hex with only enemy Supply Columns captures them; columns alone may not enter', () => {
    const base = { units: { [BUIN]: ['3419'] as const }, supply: { 'sc-1': ['peru', '3520'] as const, 'sc-2': ['chile', '3419'] as const }, dice: [6, 2] };
    let s = start(situation(base), '3419', [BUIN]);
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state;
    expect(s.supply['sc-1']).toMatchObject({ nation: 'chile', location: { kind: 'hex', hex: '3520' } });
    expect(s.land.moved).toContain('sc-1');
    const cols = start(situation(base), '3419', ['sc-2']);
    expect(has(cols, { type: 'moveStep', to: '3520' })).toBe(false);
  });
  it('8.2 / 2.3 enemy ships in a port do not close its hex to land units: the Allies march into Pisagua past 2 Chilean transports in port (rules notes)', () => {
    const base = situation({ side: 'allied', units: { [PE1]: ['3218', 1] }, dice: [6, 5] });
    const inPort = (id: string) => ({ ...base.ships[id]!, location: { kind: 'hex' as const, hex: '3217' } });
    const s0: GameState = { ...base, ships: { ...base.ships, 'cl-ship-loa': inPort('cl-ship-loa'), 'cl-ship-itata': inPort('cl-ship-itata') } };
    let s = act(s0, { type: 'beginMove', side: 'allied', from: '3218' }).state;
    s = act(s, { type: 'rollMove', side: 'allied' }).state;
    expect(has(s, { type: 'moveStep', to: '3217' })).toBe(true);
    s = act(s, { type: 'moveStep', side: 'allied', to: '3217' }).state;
    expect(hexOf(s, PE1)).toEqual({ kind: 'hex', hex: '3217' });
    expect(s.ships['cl-ship-loa']!.location).toEqual({ kind: 'hex', hex: '3217' });
  });
  it('8.1 stacking is not checked while moving', () => {
    const units = Object.fromEntries(['cl-inf-buin-1', 'cl-inf-2nd', 'cl-inf-3rd', 'cl-inf-4th', 'cl-cav-cazadores', 'cl-cav-granaderos'].map((u) => [u, ['3520'] as const]));
    let s = start(onOpenMap({ units: { ...units, 'cl-inf-santiago': ['3419'] }, dice: [3, 1] }), '3419');
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state;
    expect(hexOf(s, 'cl-inf-santiago')).toEqual({ kind: 'hex', hex: '3520' });
  });
});

describe('8.3 movement attrition', () => {
  it('8.3 doubles: one step of attrition after the move, even if not all MP were spent', () => {
    let s = start(onOpenMap({ units: { [BUIN]: ['3419'] }, dice: [3, 3] }), '3419');
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state;
    expect(s.units[BUIN]!.steps).toBe(2);
    const r = act(s, { type: 'stopMove', side: C });
    expect(r.state.units[BUIN]!.steps).toBe(1);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'stepLost', unit: BUIN, rule: '8.3' }));
  });
  it('8.3 a stack loses only one step, the owner choosing the unit', () => {
    let s = start(onOpenMap({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'] }, dice: [2, 2] }), '3419');
    s = act(s, { type: 'stopMove', side: C }).state;
    expect(top(s)).toMatchObject({ kind: 'attritionLoss', candidates: [BUIN, SECOND] });
    s = act(s, { type: 'takeAttrition', side: C, piece: SECOND }).state;
    expect([s.units[BUIN]!.steps, s.units[SECOND]!.steps]).toEqual([2, 1]);
  });
  it('8.3 a unit that ends its move in a fort hex is immune', () => {
    // La Paz 3513 has Fort La Paz; enter it from 3514? use a unit already next to it
    let s = start(onOpenMap({ units: { [BUIN]: ['3513'] }, dice: [4, 4], forts: { 'bo-fort-la-paz': 'standing' } }), '3513');
    s = act(s, { type: 'stopMove', side: C }).state;
    expect(s.units[BUIN]!.steps).toBe(2);
  });
});

describe('8.4 forced marching', () => {
  it('8.4 roll again and again until the player stops, moved since the last roll or not (rules notes); the new roll replaces the MP left', () => {
    let s = start(onOpenMap({ units: { [BUIN]: ['3419'] }, dice: [1, 4, 2, 6, 5, 3] }), '3419');
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state; // 4 - 1 = 3 left
    s = act(s, { type: 'forcedMarch', side: C }).state;
    expect(top(s)).toMatchObject({ mp: 6, doubles: false, path: ['3419', '3520'] });
    s = act(s, { type: 'forcedMarch', side: C }).state;
    expect(top(s)).toMatchObject({ kind: 'landMove', mp: 5 });
  });
  it('8.4 doubles halt the move: no further roll', () => {
    const s = start(onOpenMap({ units: { [BUIN]: ['3419'] }, dice: [5, 5] }), '3419');
    expect(has(s, { type: 'forcedMarch' })).toBe(false);
    expect(has(s, { type: 'stopMove' })).toBe(true);
  });
  it('8.4 (EN) a unit dropped off after the doubles may take the attrition', () => {
    let s = start(onOpenMap({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'] }, dice: [4, 4] }), '3419');
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state;
    s = act(s, { type: 'dropOff', side: C, piece: SECOND }).state;
    s = act(s, { type: 'stopMove', side: C }).state;
    expect(top(s)).toMatchObject({ kind: 'attritionLoss', candidates: [BUIN, SECOND] });
  });
  it('8.4 (ES option) attrition falls only on the units still moving after the drop-offs', () => {
    let s = start(onOpenMap({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'] }, dice: [4, 4], options: { attritionAfterDropOffs: 'es' } }), '3419');
    s = act(s, { type: 'dropOff', side: C, piece: SECOND }).state;
    s = act(s, { type: 'stopMove', side: C }).state;
    expect(s.pending).toEqual([]);
    expect([s.units[BUIN]!.steps, s.units[SECOND]!.steps]).toEqual([1, 2]);
  });
  it('8.4 note: once some units of a stack rolled, the others roll separately afterwards', () => {
    let s = start(onOpenMap({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'] }, dice: [3, 1, 2, 5] }), '3419', [BUIN]);
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state;
    s = act(s, { type: 'stopMove', side: C }).state;
    s = start(s, '3419');
    expect(top(s)).toMatchObject({ pieces: [SECOND], mp: 5 });
  });
});

describe('8.5 moving Supply Columns', () => {
  it('8.5 Supply Columns move like units but never suffer attrition', () => {
    let s = start(onOpenMap({ units: {}, supply: { 'sc-1': ['chile', '3419'] }, dice: [2, 2] }), '3419');
    s = act(s, { type: 'moveStep', side: C, to: '3520' }).state;
    s = act(s, { type: 'stopMove', side: C }).state;
    expect(s.supply['sc-1']!.location).toEqual({ kind: 'hex', hex: '3520' });
    expect(s.pending).toEqual([]);
  });
  it('8.5 a Supply Column of the stack may absorb the attrition', () => {
    let s = start(onOpenMap({ units: { [BUIN]: ['3419'] }, supply: { 'sc-1': ['chile', '3419'] }, dice: [2, 2] }), '3419');
    s = act(s, { type: 'stopMove', side: C }).state;
    expect(top(s)).toMatchObject({ kind: 'attritionLoss', candidates: [BUIN, 'sc-1'] });
    s = act(s, { type: 'takeAttrition', side: C, piece: 'sc-1' }).state;
    expect(s.supply['sc-1']).toBeUndefined();
    expect(s.units[BUIN]!.steps).toBe(2);
  });
});

describe('8.6 movement costs', () => {
  const map = getMap();
  const o = { holdingBoxLandLink: true };
  it('8.6 rough 2, mountain 4, desert 3, salt desert 2 — the chart\'s terrain only', () => {
    // around 3419, no river or railroad on these hexsides
    expect(map.hexes['3420']!.terrain).toBe('rough');
    expect(movementCost(map, o, '3419', '3420')).toBe(2);
    expect(map.hexes['3418']!.terrain).toBe('mountain');
    expect(movementCost(map, o, '3419', '3418')).toBe(4);
    expect(map.hexes['3320']!.terrain).toBe('desert');
    expect(movementCost(map, o, '3419', '3320')).toBe(3);
    expect(map.hexes['3519']!.terrain).toBe('saltDesert');
    expect(movementCost(map, o, '3419', '3519')).toBe(2);
  });
  it('8.6 (open-terrain option) clear 1: the irrigated valleys and the altiplano as first drawn', () => {
    const open = getMap({ openTerrain: true });
    expect(open.hexes['3520']!.terrain).toBe('clear');
    expect(movementCost(open, o, '3419', '3520')).toBe(1);
    expect(map.hexes['3520']!.terrain).toBe('mountain');
    expect(movementCost(map, o, '3419', '3520')).toBe(4);
  });
  it('8.6 a river hexside adds 2 to the hex entered', () => {
    expect(map.rivers).toContainEqual(['3420', '3421']);
    expect(movementCost(map, o, '3421', '3420')).toBe(4); // rough 2 + river 2
  });
  it('8.6 along a connected railroad a hex costs 1, whatever else is there (a river too)', () => {
    expect(movementCost(map, o, '3123', '3222')).toBe(1); // desert by rail
    expect(map.rivers).toContainEqual(['2913', '2914']);
    expect(map.hexes['2913']!.terrain).toBe('mountain');
    expect(movementCost(map, o, '2914', '2913')).toBe(1); // mountain + river, but by rail
    expect(movementCost(map, o, '2912', '2913')).toBe(4); // the same mountain hex off the railroad
  });
  it('8.6 impassable hexsides, sea and lake: no land movement', () => {
    expect(movementCost(map, o, '3314', '3413')).toBeNull();
    expect(movementCost(map, o, '3123', '3023')).toBeNull(); // sea
    expect(map.hexes['3313']!.terrain).toBe('lake');
    expect(movementCost(map, o, '3314', '3313')).toBeNull();
  });
  it('8.6 note: 3515 water is a river, not impassable', () => {
    expect(map.hexes['3515']!.terrain).toBe('rough');
    expect(movementCost(map, o, '3415', '3515')).toBe(4); // rough 2 + river 2
  });
  it('8.6 note: to or from the Chile Holding Box costs 1 MP, only via 3130 and 3231', () => {
    expect(movementCost(map, o, 'holdingBox', '3130')).toBe(1);
    expect(movementCost(map, o, '3231', 'holdingBox')).toBe(1);
    expect(movementCost(map, o, 'holdingBox', '3129')).toBeNull();
    expect(movementCost(map, { holdingBoxLandLink: false }, 'holdingBox', '3130')).toBeNull();
  });
  it('8.6 a stack leaves the Holding Box by land (option on), not with the option off', () => {
    let s = start(situation({ units: { [BUIN]: ['holdingBox'] }, dice: [1, 2] }), 'holdingBox');
    expect(has(s, { type: 'moveStep', to: '3130' })).toBe(true);
    s = act(s, { type: 'moveStep', side: C, to: '3231' }).state;
    expect(hexOf(s, BUIN)).toEqual({ kind: 'hex', hex: '3231' });
    const off = situation({ units: { [BUIN]: ['holdingBox'] }, options: { holdingBoxLandLink: false } });
    expect(has(off, { type: 'beginMove', from: 'holdingBox' })).toBe(false);
  });
  it('8.6 a hex needs enough MP to enter', () => {
    const s = start(situation({ units: { [BUIN]: ['3419'] }, dice: [3, 1] }), '3419');
    expect(has(s, { type: 'moveStep', to: '3418' })).toBe(false); // mountain 4 > 3
    expect(has(s, { type: 'moveStep', to: '3320' })).toBe(true); // desert 3
  });
  it('8.6 reachable hexes come with their cheapest cost and route', () => {
    const s = situation({ units: { [BUIN]: ['3419'], [PE1]: ['3420', 1] } });
    const reach = reachableHexes(s, getMap(), C, '3419', 4, true);
    const at = (h: string) => reach.find((r) => r.space === h);
    expect(at('3519')).toMatchObject({ cost: 2, path: ['3519'] }); // salt desert
    expect(at('3320')).toMatchObject({ cost: 3, path: ['3320'] }); // desert
    expect(at('3418')).toMatchObject({ cost: 4, path: ['3418'] }); // mountain
    expect(at('3618')).toMatchObject({ cost: 4, path: ['3519', '3618'] }); // salt desert twice
    expect(at('3420')).toBeUndefined(); // enemy
    expect(reach.every((r) => r.cost <= 4)).toBe(true);
  });
});
