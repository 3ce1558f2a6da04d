import { describe, expect, it } from 'vitest';
import { LAND_UNITS } from './landUnits';
import { ship, SHIPS } from './ships';
import type { ShipRecord } from './types';

/** 7.9 / 7.10: chance one shot damages (or sinks) the target: a natural 1 always, else 1d6 + armour < gunfire. */
function hitChance(firer: ShipRecord, target: ShipRecord): number {
  let hits = 0;
  for (let d = 1; d <= 6; d++) if (d === 1 || d + target.armour < firer.gunfire) hits++;
  return hits / 6;
}

describe('8.12 printed initiative', () => {
  it('a full-strength Chilean regiment is printed +2', () => {
    const regiments = LAND_UNITS.filter((u) => u.nation === 'chile' && u.size === 'regiment');
    expect(regiments.length).toBeGreaterThan(0);
    for (const r of regiments) expect(r.initiative, r.name).toBe(2);
  });

  it('8.12 example: 4 depleted battalions may be eliminated, the regiment is depleted (2 steps)', () => {
    for (const u of LAND_UNITS) expect(u.steps, u.id).toBe(u.size === 'regiment' ? 2 : 1);
  });
});

describe('7.4 / 7.5 / ES 7.4 printed speed modifiers', () => {
  it('7.4: Atahualpa is −2', () => expect(ship('pe-ship-atahualpa').speed).toBe(-2));
  it('7.5: Covadonga is −1', () => expect(ship('cl-ship-covadonga').speed).toBe(-1));
  it('ES 7.4: Unión is +2', () => expect(ship('pe-ship-union').speed).toBe(2));

  it('7.4 example replays: Atahualpa rolls 6 at four hexes → 4, not more than 4: fails', () => {
    expect(6 + ship('pe-ship-atahualpa').speed > 4).toBe(false);
  });

  it('7.5 example replays: Covadonga present, roll 3 → 2 at two hexes: fails', () => {
    expect(3 + ship('cl-ship-covadonga').speed > 2).toBe(false);
  });

  it('higher is faster: the fast corvette Unión tops the list, the monitors trail it', () => {
    const warships = SHIPS.filter((s) => s.type === 'warship');
    const top = Math.max(...warships.map((s) => s.speed));
    const bottom = Math.min(...warships.map((s) => s.speed));
    expect(warships.filter((s) => s.speed === top).map((s) => s.name)).toEqual(['Unión']);
    expect(warships.filter((s) => s.speed === bottom).map((s) => s.name)).toEqual(['Manco Cápac']);
  });
});

describe('7.9 naval combat odds are sensible', () => {
  const cochrane = ship('cl-ship-cochrane');
  const huascar = ship('pe-ship-huascar');
  const esmeralda = ship('cl-ship-esmeralda');

  it('an ironclad hits a wooden corvette often (21 May 1879: Huáscar vs Esmeralda)', () => {
    expect(hitChance(huascar, esmeralda)).toBeGreaterThanOrEqual(4 / 6);
    expect(hitChance(cochrane, esmeralda)).toBeGreaterThanOrEqual(4 / 6);
  });

  it('a wooden ship hurts an ironclad only with a natural 1 (7.10)', () => {
    for (const wooden of SHIPS.filter((s) => s.type === 'warship' && s.facts.hull === 'wooden')) {
      expect(hitChance(wooden, cochrane), wooden.name).toBe(1 / 6);
      expect(hitChance(wooden, huascar), wooden.name).toBe(1 / 6);
    }
  });

  it('Angamos: Cochrane hits Huáscar more easily than Huáscar hits Cochrane', () => {
    expect(hitChance(cochrane, huascar)).toBeGreaterThan(hitChance(huascar, cochrane));
  });

  it('transports cannot fire (7.9 note) and are unarmoured', () => {
    for (const t of SHIPS.filter((s) => s.type === 'transport')) expect([t.gunfire, t.armour]).toEqual([0, 0]);
  });
});
