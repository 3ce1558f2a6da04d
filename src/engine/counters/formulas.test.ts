import { describe, expect, it } from 'vitest';
import { antiShipFor, fortRaidModifierFor } from './fortFormulas';
import { FORTS } from './forts';
import { LAND_UNITS } from './landUnits';
import { armourModifierFor, gunfireFactorFor, speedModifierFor } from './shipFormulas';
import { SHIPS } from './ships';
import { initiativeDepletedFor, initiativeFor, raidModifierFor, stepsFor } from './unitFormulas';

/** docs/counters.md: every printed column is its formula applied to the row's recorded facts. */
describe('docs/counters.md §2 land-unit formulas reproduce the table', () => {
  it.each(LAND_UNITS.map((u) => [u.id, u] as const))('%s', (_id, u) => {
    expect({
      steps: u.steps,
      initiative: u.initiative,
      initiativeDepleted: u.initiativeDepleted,
      raidModifier: u.raidModifier,
    }).toEqual({
      steps: stepsFor(u.size),
      initiative: initiativeFor(u.size, u.facts),
      initiativeDepleted: initiativeDepletedFor(u.size, u.facts),
      raidModifier: raidModifierFor(u.size, u.kind),
    });
  });
});

describe('docs/counters.md §3 ship formulas reproduce the table', () => {
  it.each(SHIPS.map((s) => [s.id, s] as const))('%s', (_id, s) => {
    expect({ gunfire: s.gunfire, armour: s.armour, speed: s.speed }).toEqual({
      gunfire: gunfireFactorFor(s.type, s.facts),
      armour: armourModifierFor(s.facts),
      speed: speedModifierFor(s.facts),
    });
  });
});

describe('7.9 gunfire: one heavy gun is not a heavy battery (issue 21)', () => {
  const gunfire = (id: string) => SHIPS.find((s) => s.id === id)!.gunfire;
  it('Independencia (one 9-in chaser) fires weaker than the Chilean ironclads (6 × 9-in)', () => {
    expect(gunfire('pe-ship-independencia')).toBe(5);
    expect(gunfire('cl-ship-cochrane')).toBe(6);
    expect(gunfire('cl-ship-blanco-encalada')).toBe(6);
  });
  it('Huáscar and the monitors (two heavy guns each) keep 5', () => {
    for (const id of ['pe-ship-huascar', 'pe-ship-manco-capac', 'pe-ship-atahualpa']) expect(gunfire(id)).toBe(5);
  });
});

describe('docs/counters.md §4 fort formulas reproduce the table', () => {
  it.each(FORTS.map((f) => [f.id, f] as const))('%s', (_id, f) => {
    expect({ antiShip: f.antiShip, raidModifier: f.raidModifier }).toEqual({
      antiShip: antiShipFor(f.facts),
      raidModifier: fortRaidModifierFor(f.facts),
    });
  });
});

describe('formula edge cases', () => {
  it('speed bands: band edges and the monitor step', () => {
    const f = (knots: number | null, hull: 'wooden' | 'monitor' = 'wooden') =>
      speedModifierFor({ hull, knots, beltInches: 0, heaviestGunInches: 0, gunsSixInchPlus: 0, gunsNineInchPlus: 0 });
    expect([f(13), f(12.5), f(12.4), f(11), f(10.9), f(9), f(8.9), f(7), f(6.9), f(null)]).toEqual([2, 2, 1, 1, 0, 0, -1, -1, -2, 0]);
    expect(f(8, 'monitor')).toBe(-2);
  });

  it('an inland fort has no anti-ship factor', () => {
    expect(antiShipFor({ seawardGuns: 0, reliability: 'V' })).toBe(0);
    expect(antiShipFor({ seawardGuns: 1, reliability: 'V' })).toBe(6);
  });
});
