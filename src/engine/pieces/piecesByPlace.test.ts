import { describe, expect, it } from 'vitest';
import { LAND_UNITS } from '../counters';
import { playRandomly } from '../testing/play';
import { newGame } from '../newGame';
import type { GameState } from '../state';
import { movePieces } from './movePiece';
import { at } from './location';
import { columnsAtPlace, landUnitsAtPlace, placeKey, shipsAtPlace, unitsAboard } from './piecesByPlace';

/** What the index replaces: a scan of every piece. */
function scan(state: GameState) {
  const land = new Map<string, string[]>();
  for (const u of LAND_UNITS) {
    const st = state.units[u.id];
    const key = st ? placeKey(st.location) : null;
    if (key !== null) land.set(key, [...(land.get(key) ?? []), u.id]);
  }
  return land;
}

function expectSameIndex(state: GameState): number {
  const land = scan(state);
  const keys = new Set([...land.keys(), 'holdingBox', '2007', '3116']);
  for (const key of keys) {
    const indexed = landUnitsAtPlace(state, key);
    const scanned = land.get(key) ?? [];
    if (indexed.length !== scanned.length || indexed.some((id, i) => id !== scanned[i])) expect({ key, indexed: [...indexed] }).toEqual({ key, indexed: scanned });
  }
  for (const id of Object.keys(state.ships)) {
    const aboard = Object.keys(state.units).filter((u) => { const l = state.units[u]!.location; return l.kind === 'aboard' && l.transport === id; }).sort();
    expect([...unitsAboard(state, id)]).toEqual(aboard);
    const key = placeKey(state.ships[id]!.location);
    if (key !== null) expect(shipsAtPlace(state, key)).toContain(id);
  }
  for (const id of Object.keys(state.supply)) {
    const key = placeKey(state.supply[id]!.location);
    if (key !== null) expect(columnsAtPlace(state, key)).toContain(id);
  }
  return keys.size;
}

/**
 * Issue 20 §4: the pieces of a state by place — built from a record, or carried over from the record
 * it was made from when units move (carryLandUnitIndex) — are the pieces a scan of every piece finds,
 * in the same order.
 */
describe('pieces by place (issue 20 §4) equal a scan of every piece', () => {
  it('over the states of random play, each listed as it is played (so indexes are carried)', () => {
    let compared = 0;
    // Each state is listed before it is compared (pieces looked up, as in play), so the next state's
    // index is carried from this one's.
    for (const seed of [13, 17]) playRandomly(seed, 2500, (s) => (compared += expectSameIndex(s)));
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);

  it('a stack moved twice, and a unit moved back where it was, keep manifest order', () => {
    let s = newGame({ seed: 'index-3' });
    const ids = LAND_UNITS.slice(0, 6).map((u) => u.id);
    landUnitsAtPlace(s, 'holdingBox'); // the index of the first record is built
    s = movePieces(s, [ids[4]!, ids[1]!, ids[1]!], at.hex('2007'));
    expectSameIndex(s);
    s = movePieces(s, [ids[3]!, ids[0]!], at.hex('2007'));
    expectSameIndex(s);
    expect([...landUnitsAtPlace(s, '2007')]).toEqual([ids[0], ids[1], ids[3], ids[4]]);
    s = movePieces(s, [ids[1]!], at.holdingBox);
    expectSameIndex(s);
  });
});
