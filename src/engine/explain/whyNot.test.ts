import { describe, expect, it } from 'vitest';
import { activeSide } from '../activeSide';
import { applyAction } from '../applyAction';
import type { Action } from '../actions';
import { hexesWithin, neighbours, type HexId } from '../hex';
import { legalActions } from '../legalActions';
import { getMap } from '../map/getMap';
import { newGame } from '../newGame';
import { loadPosition } from '../position/loadPosition';
import { sameAction } from '../sameAction';
import type { GameState } from '../state';
import { viewFor } from '../viewFor';
import { movementCost } from '../land/movementCost';
import { situation } from '../land/testKit';
import { unitsAt } from '../land/spaces';
import { HOLDING_BOX, type LandMoveDecision, type Space } from '../land/types';
import { navalPosition, shipAt } from '../naval/testKit';
import { randomBot } from '../../bots/randomBot';
import { historicalSetupDone, playUntil } from '../testing/play';
import { seededRandom } from '../../bots/seededRandom';
import type { Intent } from './types';
import { diagnose, intentActions, whatHere, whyNot } from './whyNot';

const map = getMap();
const ALL_HEXES = Object.keys(map.hexes).sort();
const TOWN_HEXES = ALL_HEXES.filter((h) => map.hexes[h]!.town);

function moving(state: GameState, at: Space, mp: number, pieces: string[]): GameState {
  const d: LandMoveDecision = { kind: 'landMove', side: state.side, rule: '8.2', at, pieces, mp, path: [at], doubles: false, rolledWith: pieces };
  return { ...state, pending: [d] };
}

describe('why not: the issue\'s examples, as codes (src/ui/i18n/messages/say.test.ts words them)', () => {
  it('"Rough terrain costs 2 MP; 1 MP left (8.6)"', () => {
    const [from, to] = ALL_HEXES.flatMap((h) => neighbours(h).filter((n) => map.hexes[n]?.terrain === 'rough' && map.hexes[h]!.terrain !== 'sea' && map.hexes[h]!.terrain !== 'lake' && movementCost(map, { holdingBoxLandLink: true }, h, n) === 2).map((n) => [h, n] as const))[0]!;
    const s = moving(situation({ units: { 'cl-inf-buin-1': [from] } }), from, 1, ['cl-inf-buin-1']);
    expect(whyNot(s, map, { kind: 'landMoveTo', hex: to })).toEqual({ message: { code: 'whyNot.costTerrain', params: { terrain: 'rough', cost: 2, mp: 1 } }, rule: '8.6' });
    expect(whyNot(moving(s, from, 2, ['cl-inf-buin-1']), map, { kind: 'landMoveTo', hex: to })).toBeNull();
  });

  it('"No Supply Column in Callao: the fleet can\'t sail (7.8)"', () => {
    const s = navalPosition({
      turn: 2, side: 'allied', phase: 'navalMovement',
      ships: { 'pe-ship-huascar': shipAt('2007') },
      nadc: { chile: [], allied: [{ ship: 'pe-ship-huascar', area: 'X', forTurn: 2 }] },
    });
    const sea = neighbours('2007').find((h) => map.hexes[h]?.terrain === 'sea')!;
    expect(whyNot(s, map, { kind: 'sailTo', hex: sea })).toEqual({ message: { code: 'whyNot.noProvisions', params: { hex: '2007' } }, rule: '7.8' });
  });

  it('7.9 a fleet that fought this game turn is told why it does not sail (it was told only of NADCs and friendly ports: QA round 8)', () => {
    const s = navalPosition({
      turn: 2, side: 'allied', phase: 'navalMovement',
      ships: { 'pe-ship-huascar': shipAt('1807') },
      nadc: { chile: [], allied: [{ ship: 'pe-ship-huascar', area: 'X', forTurn: 2 }] },
    });
    const fought: GameState = { ...s, naval: { ...s.naval, stoppedTurn: { 'pe-ship-huascar': 2 }, stacks: [] } };
    expect(whyNot(fought, map, { kind: 'sailTo', hex: '1808' })).toEqual({ message: { code: 'whyNot.shipsFought', params: {} }, rule: '7.9' });
    // Not stopped, with no ship to sail: the general reason, as before.
    const idle: GameState = { ...s, nadc: { chile: [], allied: [] }, naval: { ...s.naval, stacks: [] } };
    expect(whyNot(idle, map, { kind: 'sailTo', hex: '1808' })?.message.code).not.toBe('whyNot.shipsFought');
  });

  it('4.1 the last Supply Column, none of them Bolivian yet: a click on Lima is told it must go to Oruro or La Paz, not "First: … Lima or Callao, or Oruro or La Paz" (table QA round 13)', () => {
    let s = historicalSetupDone('last-column');
    s = playUntil(s, (x) => x.pending.at(-1)?.kind === 'placeSupplyColumn' && x.side === 'allied').state;
    const top = s.pending.at(-1)!;
    const last: GameState = { ...s, pending: [...s.pending.slice(0, -1), { ...top, remaining: 1, bolivianPlaced: false } as typeof top] };
    expect(whyNot(last, map, { kind: 'hex', hex: '2008' })).toEqual({ message: { code: 'whyNot.lastColumnBolivian', params: {} }, rule: '4.1' });
    // A click elsewhere while the column waits: that place is no depot (4.1).
    expect(whyNot(last, map, { kind: 'hex', hex: '3322' })?.message.code).toBe('whyNot.notADepot');
  });

  it('7.9 a fleet with no NADC that fought at sea (it intercepted in the other side\'s phase) is told it is held, not that ships away from port move (table QA round 13)', () => {
    const s = navalPosition({
      turn: 3, side: 'allied', phase: 'navalMovement',
      ships: { 'pe-ship-huascar': shipAt('1807'), 'cl-ship-cochrane': shipAt('2915') },
      nadc: { chile: [], allied: [] },
    });
    const held: GameState = { ...s, naval: { ...s.naval, stoppedTurn: { 'pe-ship-huascar': 3 }, stacks: [] } };
    expect(whyNot(held, map, { kind: 'sailTo', hex: '1808' })).toEqual({ message: { code: 'whyNot.shipsFought', params: {} }, rule: '7.9' });
    // A Chilean ship held is not the Allies' reason.
    const chileHeld: GameState = { ...held, naval: { ...held.naval, stoppedTurn: { 'cl-ship-cochrane': 3 } } };
    expect(whyNot(chileHeld, map, { kind: 'sailTo', hex: '1808' })?.message.code).not.toBe('whyNot.shipsFought');
  });

  it('8.2 a far hex held by the enemy says so, not "out of reach"', () => {
    const s = moving(situation({ units: { 'cl-inf-buin-1': ['3123'], 'pe-inf-zepita': ['2007'] } }), '3123', 3, ['cl-inf-buin-1']);
    expect(whyNot(s, map, { kind: 'landMoveTo', hex: '2007' })).toEqual({ message: { code: 'whyNot.enemyUnitsThere', params: { hex: '2007' } }, rule: '8.2' });
    expect(whyNot(s, map, { kind: 'landMoveTo', hex: '2008' })!.message.code).toBe('whyNot.outOfReach');
  });

  it('6.3 / 6.4 "Units recruited or rebuilt this turn in the box may be replenished from the next turn"; 6.2 no column in reach', () => {
    const load = (units: Record<string, unknown>, supply: Record<string, unknown>, options = {}) => {
      const r = loadPosition({ format: 'wotp-position', version: 1, seed: 'why', turn: 3, side: 'chile', phase: 'consumeSupply', units, supply, options });
      if (!r.ok) throw new Error(JSON.stringify(r.error.message));
      return r.value;
    };
    const box = { location: { kind: 'holdingBox' }, steps: 1, builtTurn: 3 };
    const column = { 'sc-1': { nation: 'chile', location: { kind: 'holdingBox' } } };
    expect(whyNot(load({ 'cl-inf-santiago': box }, column), map, { kind: 'hex', hex: HOLDING_BOX })).toEqual({ message: { code: 'whyNot.replenishNextTurn', params: { hex: HOLDING_BOX } }, rule: '6.3' });
    expect(whyNot(load({ 'cl-inf-santiago': { ...box, builtTurn: 2 } }, column), map, { kind: 'hex', hex: HOLDING_BOX })).toBeNull();
    expect(whyNot(load({ 'cl-inf-santiago': box }, column, { replenishNewUnits: true }), map, { kind: 'hex', hex: HOLDING_BOX })).toBeNull();
    const far = load({ 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3116' }, steps: 1 } }, column);
    expect(whyNot(far, map, { kind: 'hex', hex: '3116' })).toEqual({ message: { code: 'whyNot.noColumnInReach', params: { hex: '3116' } }, rule: '6.2' });
  });

  it('6.4 / 4.1 a click on an Allied city Chile has captured, in the Consume Supply Columns Phase, says it is captured, not "nothing to do" (QA round 8)', () => {
    const r = loadPosition({
      format: 'wotp-position', version: 1, seed: 'why', turn: 4, side: 'allied', phase: 'consumeSupply',
      units: { 'cl-inf-buin-1': { location: { kind: 'hex', hex: '3116' }, steps: 2 }, 'pe-inf-zepita': { location: { kind: 'hex', hex: '2007' }, steps: 2 } },
      control: { '3116': 'chile' },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error.message));
    expect(whyNot(r.value, map, { kind: 'hex', hex: '3116' })).toEqual({ message: { code: 'whyNot.capturedCity', params: { hex: '3116' } }, rule: '6.4' });
    // An Allied city still held: as before.
    expect(whyNot(r.value, map, { kind: 'hex', hex: '3513' })!.message.code).toBe('whyNot.nothingToDoHere');
  });

  it('river hexside, enemy units, not adjacent, wrong phase; attacks and placement', () => {
    const s = situation({ units: { 'cl-inf-buin-1': ['3115'], 'pe-inf-zepita': ['3216'] } });
    const m = moving(s, '3115', 3, ['cl-inf-buin-1']);
    expect(whyNot(m, map, { kind: 'landMoveTo', hex: '3215' })!.message).toEqual({ code: 'whyNot.costTerrainRiver', params: { terrain: 'mountain', base: 4, extra: 2, cost: 6, mp: 3 } });
    expect(whyNot(m, map, { kind: 'landMoveTo', hex: '3216' })).toMatchObject({ rule: '8.2' });
    expect(whyNot(m, map, { kind: 'landMoveTo', hex: '3117' })!.rule).toMatch(/8\./);
    expect(whyNot(s, map, { kind: 'attack', from: '3115', target: '3216' })).toMatchObject({ rule: '8.7' });
    const c = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3115'], 'pe-inf-zepita': ['3215'] } });
    expect(whyNot(c, map, { kind: 'attack', from: '3115', target: '3215' })).toBeNull();
    expect(whyNot(c, map, { kind: 'attack', from: '3115', target: '3117' })!.message).toEqual({ code: 'whyNot.notAdjacentAttack', params: { from: '3115', to: '3117' } });
    expect(whyNot(c, map, { kind: 'hex', hex: '3115' })).toBeNull();
    expect(whatHere(c, map, '3115')).toContainEqual({ type: 'beginAttack', side: 'chile', from: '3115', target: '3215' });
    const setup = newGame({ seed: 'why' });
    expect(whyNot(setup, map, { kind: 'place', piece: 'pe-inf-zepita', hex: '3123' })!.rule).toMatch(/^3\./);
  });
});

/** Intents to try in a position: around what is legal and at random. */
function intentsFor(state: GameState, legal: readonly Action[], random: () => number): Intent[] {
  const pick = <T,>(list: readonly T[], n: number) => Array.from({ length: Math.min(n, list.length) }, () => list[Math.floor(random() * list.length)]!);
  const side = activeSide(state)!;
  const out: Intent[] = pick(ALL_HEXES, 6).map((hex) => ({ kind: 'hex', hex }));
  const top = state.pending[state.pending.length - 1];
  if (top?.kind === 'landMove') {
    const around: Space[] = top.at === HOLDING_BOX ? ['3130', '3231', '3129'] : [...hexesWithin(top.at, 2), HOLDING_BOX];
    out.push(...around.map((hex): Intent => ({ kind: 'landMoveTo', hex })));
  }
  if (state.phase === 'landCombat' || top?.kind === 'landMove') {
    const own = [...new Set(Object.entries(state.units).filter(([id, u]) => u.location.kind === 'hex' && unitsAt(state, u.location.hex, side).includes(id)).map(([, u]) => (u.location as { hex: HexId }).hex))];
    for (const from of pick(own, 4)) for (const target of [from, ...neighbours(from)]) out.push({ kind: 'attack', from, target });
  }
  if (state.phase === 'navalMovement') {
    const targets = legal.flatMap((a) => (a.type === 'sail' ? [a.to] : []));
    for (const hex of [...pick(targets, 6), ...pick(ALL_HEXES, 10)]) out.push({ kind: 'sailTo', hex });
    for (const st of state.naval.stacks) out.push({ kind: 'sailTo', hex: pick(ALL_HEXES, 1)[0]!, stack: st.id });
  }
  const placing = top?.kind === 'placeSupplyColumn' || top?.kind === 'placeNewUnit' || (!top && (state.phase === 'setup' || state.phase === 'consumeSupply'));
  if (placing) {
    const pieces = [...Object.keys(state.units), ...Object.keys(state.ships), ...Object.keys(state.supply)];
    const legalTo = legal.flatMap((a) => ('to' in a && typeof a.to === 'object' && a.to.kind === 'hex' ? [a.to.hex] : 'hex' in a && typeof a.hex === 'string' ? [a.hex] : []));
    for (const piece of pick(pieces, 5)) {
      for (const hex of [...pick(TOWN_HEXES, 4), ...pick(legalTo, 3), HOLDING_BOX] as Space[]) out.push({ kind: 'place', piece, hex });
    }
    for (const a of pick(legal, 6)) {
      if ((a.type === 'setupPlace' || a.type === 'recruit' || a.type === 'rebuild') && (a.to.kind === 'hex' || a.to.kind === 'holdingBox')) {
        out.push({ kind: 'place', piece: a.type === 'setupPlace' ? a.piece : a.unit, hex: a.to.kind === 'hex' ? a.to.hex : HOLDING_BOX });
      }
    }
  }
  return out;
}

describe('why not agrees with legalActions over random positions', () => {
  it.each(['wn-1', 'wn-2', 'wn-3'])('seed %s: the checks object exactly when the action is not legal', (seed) => {
    let state = newGame({ seed });
    const random = seededRandom([...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7));
    const seen = { legal: 0, refused: 0, kinds: new Set<string>() };
    for (let step = 0; step < 2000; step++) {
      const side = activeSide(state);
      if (side === null) break;
      const legal = legalActions(state);
      if (random() < 0.2) {
        for (const intent of intentsFor(state, legal, random)) {
          const isLegal = intentActions(state, map, intent, legal).some((a) => legal.some((l) => sameAction(l, a)));
          const why = diagnose(state, map, intent, legal);
          if ((why === null) !== isLegal) {
            throw new Error(`step ${state.step} ${state.phase} ${JSON.stringify(intent)}: legal=${isLegal}, whyNot=${JSON.stringify(why)}; pending=${state.pending.map((p) => p.kind).join(',')}`);
          }
          if (random() < 0.1) expect(whyNot(state, map, intent) === null).toBe(isLegal);
          if (isLegal) seen.legal++;
          else {
            seen.refused++;
            expect(why!.message.code).toMatch(/^whyNot\.\w+$/);
            expect(why!.rule).toMatch(/^\d+\.\d+/);
          }
          seen.kinds.add(`${intent.kind}:${isLegal}`);
        }
      }
      const action = randomBot.choose(viewFor(state, side), legal, random);
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(JSON.stringify(r.error.message));
      state = r.state;
    }
    expect(seen.legal).toBeGreaterThan(20);
    expect(seen.refused).toBeGreaterThan(100);
    expect([...seen.kinds]).toEqual(expect.arrayContaining(['hex:true', 'hex:false', 'place:true', 'place:false', 'sailTo:true', 'sailTo:false']));
  }, 90_000);

  it('random land positions: every attack and every one-hex step agrees with legalActions', () => {
    const random = seededRandom(2024);
    const region = hexesWithin('3216', 3).filter((h) => map.hexes[h] && map.hexes[h]!.terrain !== 'sea' && map.hexes[h]!.terrain !== 'lake');
    const chile = ['cl-inf-buin-1', 'cl-inf-2nd', 'cl-cav-cazadores', 'cl-art-2nd', 'cl-inf-4th'];
    const allied = ['pe-inf-zepita', 'pe-inf-ayacucho', 'pe-inf-cuzco', 'bo-inf-colorados', 'pe-cav-husares-junin'];
    const any = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const seen = new Set<string>();
    let checked = 0;
    for (let trial = 0; trial < 80; trial++) {
      const units: Record<string, readonly [Space, number]> = {};
      for (const u of [...chile, ...allied]) if (random() < 0.7) units[u] = [any(region), 1];
      const supply: Record<string, readonly ['chile' | 'peru', Space]> = {};
      for (let i = 1; i <= 3; i++) if (random() < 0.5) supply[`sc-${i}`] = [random() < 0.5 ? 'chile' : 'peru', any(region)];
      const side = random() < 0.5 ? 'chile' : 'allied';
      let s: GameState;
      try {
        s = situation({ side, phase: random() < 0.5 ? 'landCombat' : 'landMovement', units, supply, forts: { 'pe-fort-arica': random() < 0.5 ? 'standing' : 'waiting' } });
      } catch {
        continue;
      }
      const mine = Object.keys(units).filter((u) => (side === 'chile') === u.startsWith('cl-'));
      s = { ...s, land: { ...s.land, attacked: mine.filter(() => random() < 0.3) } };
      const hexes = [...new Set(mine.map((u) => units[u]![0]))] as HexId[];
      const intents: Intent[] = [];
      for (const from of hexes) for (const target of [from, ...neighbours(from), any(region)]) intents.push({ kind: 'attack', from, target });
      if (s.phase === 'landMovement' && hexes.length > 0) {
        const at = any(hexes);
        const pieces = unitsAt(s, at, side).filter(() => random() < 0.8);
        s = moving(s, at, Math.floor(random() * 8), pieces.length > 0 ? pieces : unitsAt(s, at, side));
        for (const hex of hexesWithin(at, 2)) intents.push({ kind: 'landMoveTo', hex });
      }
      const legal = legalActions(s);
      for (const intent of intents) {
        const isLegal = intentActions(s, map, intent, legal).some((a) => legal.some((l) => sameAction(l, a)));
        const why = diagnose(s, map, intent, legal);
        if ((why === null) !== isLegal) throw new Error(`${JSON.stringify(intent)}: legal=${isLegal}, whyNot=${JSON.stringify(why)}`);
        seen.add(`${intent.kind}:${isLegal}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect([...seen].sort()).toEqual(['attack:false', 'attack:true', 'landMoveTo:false', 'landMoveTo:true']);
  }, 90_000);
});
