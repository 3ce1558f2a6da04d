import { describe, expect, it } from 'vitest';
import type { Action } from '../actions';
import { legalActions } from '../legalActions';
import { loadPosition } from '../position/loadPosition';
import type { GameState } from '../state';
import { act } from '../testing/play';
import { getMap } from '../map/getMap';
import { townHexes } from '../map/townHexes';

/** A position in the given side's Consume Supply Columns Phase of turn 3. */
function consume(side: 'chile' | 'allied', extra: Record<string, unknown>): GameState {
  const r = loadPosition({ format: 'wotp-position', version: 1, seed: 'consume', turn: 3, side, phase: 'consumeSupply', ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.error.message));
  return r.value;
}
const ofType = <T extends Action['type']>(s: GameState, type: T) => legalActions(s).filter((a): a is Extract<Action, { type: T }> => a.type === type);
const col = (hex: string | 'box', nation = 'chile') => ({ nation, location: hex === 'box' ? { kind: 'holdingBox' } : { kind: 'hex', hex } });

describe('the Consume Supply Columns Phase', () => {
  it('6.2 replenishes a depleted unit from a column in the same or an adjacent hex, and removes the column', () => {
    let s = consume('chile', {
      units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3116' }, steps: 1 } },
      supply: { 'sc-1': col('3115'), 'sc-2': col('3123') },
    });
    const options = ofType(s, 'replenish');
    expect(options.map((a) => a.from)).toEqual([{ kind: 'hex', hex: '3115' }]); // adjacent yes, Antofagasta no
    s = act(s, options[0]!).state;
    expect(s.units['cl-inf-buin-1']?.steps).toBe(2);
    expect(Object.keys(s.supply)).toEqual(['sc-2']);
  });

  it('6.2 a full-strength unit or a one-step unit has nothing to replenish', () => {
    const s = consume('allied', {
      units: { 'pe-inf-zepita': { location: { kind: 'hex', hex: '2007' }, steps: 2 }, 'pe-inf-gen-bn-1': { location: { kind: 'hex', hex: '2007' }, steps: 1 } },
      supply: { 'sc-1': col('2007', 'peru') },
    });
    expect(ofType(s, 'replenish')).toEqual([]);
  });

  it('6.3 rebuilds an eliminated Chilean unit, depleted, in the Chile Holding Box; it cannot move this turn (8.2)', () => {
    let s = consume('chile', { units: { 'cl-inf-2nd': { location: { kind: 'deadPile' }, steps: 2 } }, supply: { 'sc-1': col('box') } });
    const options = ofType(s, 'rebuild');
    expect(options).toEqual([{ type: 'rebuild', side: 'chile', unit: 'cl-inf-2nd', from: { kind: 'holdingBox' }, to: { kind: 'holdingBox' } }]);
    s = act(s, options[0]!).state;
    expect(s.units['cl-inf-2nd']).toEqual({ location: { kind: 'holdingBox' }, steps: 1, builtTurn: 3 });
    expect(s.supply).toEqual({});
  });

  it('6.3 / 6.4 a unit rebuilt or recruited this turn is replenished only during a subsequent game turn', () => {
    const pool = { 'cl-inf-2nd': { location: { kind: 'deadPile' }, steps: 2 }, 'cl-inf-santiago': { location: { kind: 'recruitPool' }, steps: 2 } };
    const supply = { 'sc-1': col('box'), 'sc-2': col('box'), 'sc-3': col('box'), 'sc-4': col('box') };
    const build = (options: Record<string, unknown> = {}) => {
      let s = consume('chile', { units: pool, supply, options });
      s = act(s, ofType(s, 'rebuild')[0]!).state;
      s = act(s, ofType(s, 'recruit').find((a) => a.unit === 'cl-inf-santiago')!).state;
      return s;
    };
    const s = build();
    expect(s.units['cl-inf-santiago']).toMatchObject({ location: { kind: 'holdingBox' }, steps: 1, builtTurn: 3 });
    expect(Object.keys(s.supply)).toHaveLength(2); // columns left, yet nothing to replenish
    expect(ofType(s, 'replenish')).toEqual([]);
    // A later turn: both may be replenished.
    const later = consume('chile', {
      turn: 4,
      units: { 'cl-inf-2nd': { location: { kind: 'holdingBox' }, steps: 1, builtTurn: 3 }, 'cl-inf-santiago': { location: { kind: 'holdingBox' }, steps: 1, builtTurn: 3 } },
      supply: { 'sc-1': col('box') },
    });
    expect(ofType(later, 'replenish').map((a) => a.unit).sort()).toEqual(['cl-inf-2nd', 'cl-inf-santiago']);
    // The replenishNewUnits option (this edition's earlier reading) allows it in the same phase.
    expect(ofType(build({ replenishNewUnits: true }), 'replenish').map((a) => a.unit).sort()).toEqual(['cl-inf-2nd', 'cl-inf-santiago']);
  });

  it('6.4 recruits a Peruvian unit from the pool into an uncaptured Peruvian city, one unit a city this turn', () => {
    let s = consume('allied', {
      units: { 'pe-inf-lima': { location: { kind: 'recruitPool' }, steps: 2 }, 'pe-inf-gen-bn-3': { location: { kind: 'recruitPool' }, steps: 1 } },
      supply: { 'sc-1': col('2008', 'peru'), 'sc-2': col('2008', 'peru') },
      control: { '3116': 'chile' },
    });
    const cities = ofType(s, 'recruit').filter((a) => a.unit === 'pe-inf-lima').map((a) => (a.to.kind === 'hex' ? a.to.hex : a.to.kind));
    expect(cities).toContain('2008');
    expect(cities).toContain('3115'); // Tacna
    expect(cities).not.toContain('3116'); // Arica, captured by Chile
    expect(cities).not.toContain('3513'); // La Paz is Bolivian
    s = act(s, { type: 'recruit', side: 'allied', unit: 'pe-inf-lima', from: { kind: 'hex', hex: '2008' }, to: { kind: 'hex', hex: '2008' } }).state;
    expect(s.units['pe-inf-lima']).toEqual({ location: { kind: 'hex', hex: '2008' }, steps: 1, builtTurn: 3 });
    const next = ofType(s, 'recruit').map((a) => (a.to.kind === 'hex' ? a.to.hex : ''));
    expect(next).not.toContain('2008');
  });

  it('9.0 a reinforcement in the recruit pool can be recruited only from its R-turn on', () => {
    const pool = { 'cl-inf-esmeralda': { location: { kind: 'recruitPool' }, steps: 2 }, 'cl-inf-santiago': { location: { kind: 'recruitPool' }, steps: 2 } };
    const early = consume('chile', { turn: 1, units: pool, supply: { 'sc-1': col('box') } });
    expect(ofType(early, 'recruit').map((a) => a.unit)).toEqual(['cl-inf-santiago']);
    const onTime = consume('chile', { turn: 2, units: pool, supply: { 'sc-1': col('box') } });
    expect(ofType(onTime, 'recruit').map((a) => a.unit).sort()).toEqual(['cl-inf-esmeralda', 'cl-inf-santiago']);
  });

  it('6.4 with every city captured, the recruit waits on the next turn box', () => {
    const bolivian = townHexes(getMap(), 'bolivia').map((t) => t.hex);
    let s = consume('allied', {
      units: { 'bo-inf-vanguardia': { location: { kind: 'recruitPool' }, steps: 1 } },
      supply: { 'sc-1': col('3513', 'bolivia') },
      control: Object.fromEntries(bolivian.map((h) => [h, 'chile'])),
    });
    expect(ofType(s, 'recruit').map((a) => a.to)).toEqual([{ kind: 'turnTrack', turn: 4 }]);
    s = act(s, ofType(s, 'recruit')[0]!).state;
    expect(s.units['bo-inf-vanguardia']).toEqual({ location: { kind: 'turnTrack', turn: 4 }, steps: 1, builtTurn: null });
  });

  it('6.3 a unit waiting on the turn track is placed as its side\'s Consume Supply Columns Phase begins', () => {
    let s = consume('allied', { phase: 'navalCombat', side: 'chile', units: { 'pe-inf-zepita': { location: { kind: 'turnTrack', turn: 3 }, steps: 1 } } });
    s = { ...s, phase: 'victoryDetermination', side: 'chile' };
    s = act(s, { type: 'endPhase', side: 'chile' }).state; // Allied Administrative Phase
    s = act(s, { type: 'endPhase', side: 'allied' }).state; // 4.1: the orders done, the columns are rolled for
    // The last column placed, the Allied Consume Supply Columns Phase begins.
    while (s.phase === 'administrative') s = act(s, legalActions(s)[0]!).state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'placeNewUnit', side: 'allied', unit: 'pe-inf-zepita', rule: '6.3' });
    s = act(s, { type: 'placeNewUnit', side: 'allied', unit: 'pe-inf-zepita', to: { kind: 'hex', hex: '2008' } }).state;
    expect(s.units['pe-inf-zepita']).toMatchObject({ location: { kind: 'hex', hex: '2008' }, builtTurn: 3 });
  });

  it('6.3 rebuilds a sunk transport for three Supply Columns from one place; it cannot sail this turn', () => {
    let s = consume('chile', {
      ships: { 'cl-ship-rimac': { location: { kind: 'deadPile' } } },
      supply: { 'sc-1': col('box'), 'sc-2': col('box'), 'sc-3': col('box'), 'sc-4': col('3123') },
    });
    const options = ofType(s, 'rebuildTransport');
    expect(options).toEqual([{ type: 'rebuildTransport', side: 'chile', ship: 'cl-ship-rimac', from: { kind: 'holdingBox' }, to: { kind: 'holdingBox' } }]);
    s = act(s, options[0]!).state;
    expect(s.ships['cl-ship-rimac']).toEqual({ location: { kind: 'holdingBox' }, damaged: false, builtTurn: 3 });
    expect(Object.keys(s.supply)).toEqual(['sc-4']);
  });

  it('6.5 repairs a damaged warship in the Chile Holding Box: roll, then pay that many columns', () => {
    let s = consume('chile', {
      ships: { 'cl-ship-cochrane': { location: { kind: 'holdingBox' }, damaged: true } },
      supply: { 'sc-1': col('box'), 'sc-2': col('box') },
      dice: { algorithm: 'xoroshiro128plus', state: [1, 2, 3, 4], thrown: 0, script: [2] },
    });
    const r = act(s, { type: 'repair', side: 'chile', ship: 'cl-ship-cochrane' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'roll', rule: '6.5', dice: [2], result: 2 }));
    s = r.state;
    expect(s.pending.at(-1)).toMatchObject({ kind: 'repairChoice', roll: 2, side: 'chile' });
    expect(legalActions(s)).toEqual([
      { type: 'repairPay', side: 'chile', from: { kind: 'holdingBox' } },
      { type: 'repairDelay', side: 'chile' },
    ]);
    s = act(s, { type: 'repairPay', side: 'chile', from: { kind: 'holdingBox' } }).state;
    expect(s.ships['cl-ship-cochrane']?.damaged).toBe(false);
    expect(s.supply).toEqual({});
  });

  it('6.5 or waits that many game turns on the turn track and comes back repaired to Callao', () => {
    let s = consume('allied', {
      ships: { 'pe-ship-huascar': { location: { kind: 'hex', hex: '2007' }, damaged: true } },
      supply: { 'sc-1': col('2007', 'peru') },
      dice: { algorithm: 'xoroshiro128plus', state: [1, 2, 3, 4], thrown: 0, script: [5] },
    });
    s = act(s, { type: 'repair', side: 'allied', ship: 'pe-ship-huascar' }).state;
    expect(legalActions(s)).toEqual([{ type: 'repairDelay', side: 'allied' }]); // only one column: can't pay 5
    s = act(s, { type: 'repairDelay', side: 'allied' }).state;
    expect(s.ships['pe-ship-huascar']?.location).toEqual({ kind: 'turnTrack', turn: 8 });
  });

  it('6.5 a damaged warship elsewhere cannot be repaired', () => {
    const s = consume('allied', { ships: { 'pe-ship-huascar': { location: { kind: 'hex', hex: '3116' }, damaged: true } }, supply: { 'sc-1': col('3116', 'peru') } });
    expect(ofType(s, 'repair')).toEqual([]);
  });
});
