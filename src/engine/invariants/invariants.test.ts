import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type GameState } from '..';
import { at } from '../pieces/location';
import { checkInvariants } from './checkInvariants';
import { viewLeaks } from './viewSecrets';

/** Chile's historical set-up done, so pieces stand on the map. */
function setUp(): GameState {
  let s = newGame({ seed: 'inv' });
  for (const side of ['chile', 'allied'] as const) {
    const r = applyAction(s, { type: 'historicalSetup', side });
    if (r.ok) s = r.state;
  }
  return s;
}

const firstUnit = (s: GameState, pred: (id: string) => boolean) => Object.keys(s.units).find(pred)!;
const names = (s: GameState) => checkInvariants(s).map((v) => v.invariant);

describe('checkInvariants', () => {
  it('finds nothing wrong in a new game or after the set-up', () => {
    expect(checkInvariants(newGame({ seed: 1 }))).toEqual([]);
    expect(checkInvariants(setUp())).toEqual([]);
  });
  it('catches a unit with too many or too few steps (2.7)', () => {
    const s = setUp();
    const id = firstUnit(s, () => true);
    expect(names({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, steps: 3 } } })).toContain('steps');
    expect(names({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, steps: 0 } } })).toContain('steps');
  });
  it('catches a unit at sea, off the map, or aboard something that is no transport', () => {
    const s = setUp();
    const id = firstUnit(s, () => true);
    const put = (location: unknown) => names({ ...s, units: { ...s.units, [id]: { ...s.units[id]!, location } } } as GameState);
    expect(put(at.hex('0101'))).toContain('oneLocation');
    expect(put({ kind: 'aboard', transport: 'cl-ship-cochrane' })).toContain('oneLocation');
    expect(put({ kind: 'nowhere' })).toContain('oneLocation');
  });
  it('catches an overloaded transport (7.1)', () => {
    const s = setUp();
    const transport = Object.keys(s.ships).find((id) => id.startsWith('cl-ship') && s.ships[id]!.location.kind !== 'unplaced' && ['cl-ship-rimac', 'cl-ship-amazonas', 'cl-ship-loa'].includes(id))
      ?? Object.keys(s.ships).find((id) => id.startsWith('cl-ship-'))!;
    const chileans = Object.keys(s.units).filter((id) => id.startsWith('cl-')).slice(0, 3);
    const units = { ...s.units };
    for (const id of chileans) units[id] = { ...units[id]!, steps: 2, location: at.aboard(transport) };
    const found = checkInvariants({ ...s, units });
    expect(found.some((v) => v.invariant === 'capacity' || v.invariant === 'oneLocation')).toBe(true);
  });
  it('catches a Bolivian unit in play after Bolivia quit (5.6)', () => {
    const s = setUp();
    expect(names({ ...s, boliviaInWar: false })).toContain('bolivia');
  });
  it('catches a Supply Column with an id not yet issued, and a VP record going back', () => {
    const s = setUp();
    expect(names({ ...s, supply: { ...s.supply, 'sc-999': { nation: 'chile', location: at.holdingBox } } })).toContain('supply');
    expect(names({ ...s, turn: 3, vpRecord: [{ turn: 2, chileVp: 1 }, { turn: 1, chileVp: 1 }] })).toContain('vp');
  });
  it('5.1 catches a VP record for the current turn before its Allied Victory Determination Phase', () => {
    const s = { ...setUp(), turn: 3, vpRecord: [{ turn: 2, chileVp: 1 }, { turn: 3, chileVp: 1 }] };
    expect(names({ ...s, phase: 'landCombat', side: 'allied' })).toContain('vp');
    expect(names({ ...s, phase: 'victoryDetermination', side: 'chile' })).toContain('vp');
    expect(names({ ...s, phase: 'victoryDetermination', side: 'allied' })).not.toContain('vp');
  });
  it('catches overstacking once the Administrative Phase has enforced 8.1', () => {
    const s = setUp();
    const hex = '3221';
    const chileans = Object.keys(s.units).filter((id) => id.startsWith('cl-')).slice(0, 9);
    const units = { ...s.units };
    for (const id of chileans) units[id] = { ...units[id]!, location: at.hex(hex) };
    expect(names({ ...s, phase: 'administrative', side: 'chile', pending: [], units })).toContain('stacking');
  });
});

describe('viewLeaks', () => {
  it('finds no leak in the real viewFor', () => {
    expect(viewLeaks(setUp())).toEqual([]);
  });
});
