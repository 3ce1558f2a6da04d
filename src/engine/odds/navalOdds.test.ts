import { describe, expect, it } from 'vitest';
import { FORTS, LAND_UNITS, SHIPS, ship } from '../counters';
import { getMap } from '../map/getMap';
import { act } from '../testing/play';
import { raid } from '../naval/raid';
import { columnAt, navalPosition, shipAt, withDice } from '../naval/testKit';
import type { GameState } from '../state';
import { interceptionChance, interceptionOdds } from './interceptionOdds';
import { navalShotOdds } from './navalShotOdds';
import { raidOdds } from './raidOdds';

const map = getMap();
const WARSHIPS = SHIPS.filter((s) => s.type === 'warship').map((s) => s.id);

/** 7.4 example: Cochrane sails to 2814; Atahualpa (−2) in 2415 is asked to intercept (4 hexes). */
function atahualpaAsked(extraAllied: Record<string, ReturnType<typeof shipAt>> = {}, options = {}): GameState {
  let s = navalPosition({
    turn: 3, side: 'chile', phase: 'navalMovement', options,
    ships: { 'cl-ship-cochrane': shipAt('2915'), 'cl-ship-covadonga': shipAt('2915'), 'pe-ship-atahualpa': shipAt('2415'), ...extraAllied },
    nadc: { chile: [{ ship: 'cl-ship-cochrane', area: 'VI', forTurn: 3 }, { ship: 'cl-ship-covadonga', area: 'VI', forTurn: 3 }], allied: [] },
  });
  s = act(s, { type: 'sail', side: 'chile', stack: 's1', to: '2814' }).state;
  return act(s, { type: 'intercept', side: 'allied', hex: '2415' }).state;
}

describe('7.3–7.5 interception odds', () => {
  it('7.4 Atahualpa at 4 hexes: P(d6 − 2 > 4) = 0; 7.5 Covadonga at 2: P(d6 − 1 > 2) = 3/6; distance 0 is certain', () => {
    const s = atahualpaAsked();
    const o = interceptionOdds(s, map, ['2415'], '2814');
    expect(o).toMatchObject({ distance: 4, modifier: -2, pSuccess: 0, automatic: false });
    expect(interceptionChance(2, ship('cl-ship-covadonga').speed)).toBe(3 / 6);
    expect(interceptionChance(0, -3)).toBe(1);
  });

  it('matches the engine: every die scripted through rollInterception (EN and ES modifier)', () => {
    for (const options of [{}, { interceptionModifier: 'es' as const }]) {
      const extras: Record<string, ReturnType<typeof shipAt>>[] = [{}, { 'pe-ship-union': shipAt('2614') }];
      for (const extra of extras) {
        const asked = atahualpaAsked(extra, options);
        const hexes = Object.keys(extra).length > 0 ? ['2415', '2614'] : ['2415'];
        let s = asked;
        for (const h of hexes.slice(1)) s = act(s, { type: 'intercept', side: 'allied', hex: h }).state;
        let successes = 0;
        for (let die = 1; die <= 6; die++) {
          const r = act(withDice(s, [die]), { type: 'interceptRoll', side: 'allied', transports: false });
          if (r.events.some((e) => e.type === 'interception' && e.success)) successes++;
        }
        expect(interceptionOdds(s, map, hexes, '2814').pSuccess).toBeCloseTo(successes / 6, 12);
      }
    }
  });
});

describe('7.9 / 7.10 gunfire odds', () => {
  it('every firer and target, damaged or not, matches a loop over the die', () => {
    for (const firer of WARSHIPS) {
      for (const target of SHIPS.map((x) => x.id)) {
        for (const damaged of [false, true]) {
          let sink = 0;
          let damage = 0;
          for (let die = 1; die <= 6; die++) {
            const critical = die === 1;
            const hit = critical || die + ship(target).armour < ship(firer).gunfire;
            if (critical || (hit && damaged)) sink++;
            else if (hit) damage++;
          }
          const o = navalShotOdds(firer, target, damaged);
          expect(o.pSink).toBeCloseTo(sink / 6, 12);
          expect(o.pDamage).toBeCloseTo(damage / 6, 12);
          expect(o.pHit + o.pMiss).toBeCloseTo(1, 12);
          expect(o.pCritical).toBeCloseTo(1 / 6, 12);
        }
      }
    }
  });

  it('Cochrane (gunfire 6) on Esmeralda (armour 0) hits 5 in 6; Esmeralda (3) on Cochrane (armour 3) only with the critical 1', () => {
    expect(navalShotOdds('cl-ship-cochrane', 'cl-ship-esmeralda').pHit).toBeCloseTo(5 / 6, 12);
    expect(navalShotOdds('cl-ship-esmeralda', 'cl-ship-cochrane')).toMatchObject({ pHit: 1 / 6, pSink: 1 / 6, pDamage: 0 });
  });
});

describe('7.6 / 7.7 raid odds', () => {
  const callao = (damaged: boolean) =>
    navalPosition({
      turn: 5, side: 'chile', phase: 'navalCombat',
      ships: { 'cl-ship-cochrane': shipAt('2007', damaged), 'cl-ship-esmeralda': shipAt('2007') },
      forts: { 'pe-fort-callao': { status: 'standing' } },
      units: { 'pe-inf-zepita': { location: { kind: 'hex', hex: '2007' }, steps: 2 }, 'pe-cav-husares-junin': { location: { kind: 'hex', hex: '2007' }, steps: 2 } },
      supply: { 'sc-1': columnAt('peru', '2007') },
    });

  it('against the fort: every pair of raid dice and of fort dice played through raid() agrees', () => {
    for (const damaged of [false, true]) {
      const s = callao(damaged);
      let hits = 0;
      let sunk = 0;
      let damagedOut = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
        for (let c = 1; c <= 6; c++) for (let d = 1; d <= 6; d++) {
          const r = raid(withDice(s, [a, b, c, d]), 'chile', 'cl-ship-cochrane', 'pe-fort-callao');
          if (c === 1 && d === 1 && r.events.some((e) => e.type === 'raid' && e.hit)) hits++;
          const fire = r.events.find((e) => e.type === 'fortFire');
          if (fire && 'outcome' in fire && fire.outcome === 'sunk') sunk++;
          if (fire && 'outcome' in fire && fire.outcome === 'damaged') damagedOut++;
        }
      }
      const o = raidOdds('cl-ship-cochrane', 'pe-fort-callao', damaged);
      expect(o.pHit).toBeCloseTo(hits / 36, 12);
      expect(o.fortFire!.pSink).toBeCloseTo(sunk / 1296, 12);
      expect(o.fortFire!.pDamage).toBeCloseTo(damagedOut / 1296, 12);
      expect(o.fortFire!.pCritical).toBeCloseTo(1 / 36, 12);
    }
  });

  it('against land units and columns (no fort): modifier and P(hit) match raid(); no return fire', () => {
    const s = { ...callao(false), forts: { 'pe-fort-callao': { status: 'destroyed' as const } } };
    for (const target of ['pe-inf-zepita', 'pe-cav-husares-junin', 'sc-1']) {
      let hits = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
        const r = raid(withDice(s, [a, b]), 'chile', 'cl-ship-esmeralda', target);
        if (r.events.some((e) => e.type === 'raid' && e.hit)) hits++;
      }
      const o = raidOdds('cl-ship-esmeralda', target);
      expect(o.pHit).toBeCloseTo(hits / 36, 12);
      expect(o.fortFire).toBeNull();
    }
    expect(raidOdds('cl-ship-esmeralda', 'pe-cav-husares-junin').modifier).toBe(LAND_UNITS.find((u) => u.id === 'pe-cav-husares-junin')!.raidModifier);
    expect(raidOdds('cl-ship-cochrane', 'pe-fort-callao').modifier).toBe(FORTS.find((f) => f.id === 'pe-fort-callao')!.raidModifier);
  });
});
