import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/randomBot';
import { playGame } from '../../src/bots/playGame';
import { otherSide, stateHash, viewFor, type GameState } from '../../src/engine';
import { LAND_UNITS, SHIPS } from '../../src/engine/counters';

/** Invariants that must hold after every action (issue 12 grows this list). */
function checkInvariants(s: GameState): void {
  const steps = new Map(LAND_UNITS.map((u) => [u.id, u.steps]));
  for (const [id, u] of Object.entries(s.units)) {
    expect(steps.has(id), id).toBe(true);
    expect(u.steps, id).toBeGreaterThanOrEqual(1);
    expect(u.steps, id).toBeLessThanOrEqual(steps.get(id)!);
    if (!s.boliviaInWar && id.startsWith('bo-')) expect(u.location.kind, id).toBe('outOfPlay');
  }
  const shipIds = new Set(SHIPS.map((x) => x.id));
  for (const id of Object.keys(s.ships)) expect(shipIds.has(id), id).toBe(true);
  // viewFor never shows a side the other's NADC areas (4.1 I).
  for (const side of ['chile', 'allied'] as const) expect(viewFor(s, side).nadc[otherSide(side)].every((o) => o.area === null)).toBe(true);
}

const bots = { chile: randomBot, allied: randomBot };

describe('random legal play (a small fuzzer)', { timeout: 180_000 }, () => {
  it.each([1, 2, 3, 4])('seed %i plays to a result with legal actions only, invariants holding after every action', (seed) => {
    const { state } = playGame(`fuzz-${seed}`, bots, {}, 50_000, (s) => checkInvariants(s));
    expect(state.result).not.toBeNull();
  });
  it('is deterministic: the same seed gives the same game', () => {
    expect(stateHash(playGame('fuzz-det', bots).state)).toBe(stateHash(playGame('fuzz-det', bots).state));
  });
});
