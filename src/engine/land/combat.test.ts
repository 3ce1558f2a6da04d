import { controller } from '../control/controller';
import { describe, expect, it } from 'vitest';
import type { Action } from '../actions';
import type { RollEvent } from '../dice';
import type { GameEvent } from '../events';
import { legalActions } from '../legalActions';
import type { GameState } from '../state';
import { act } from '../testing/play';
import { situation, type LandSituation } from './testKit';

const BUIN = 'cl-inf-buin-1';
const SECOND = 'cl-inf-2nd';
const CAZ = 'cl-cav-cazadores';
const ART = 'cl-art-2nd';
const PE = ['pe-inf-gen-bn-1', 'pe-inf-gen-bn-2', 'pe-inf-gen-bn-3', 'pe-inf-gen-bn-4'];
const ZEPITA = 'pe-inf-zepita';
const AYACUCHO = 'pe-inf-ayacucho';

const top = (s: GameState) => s.pending[s.pending.length - 1];
const has = (s: GameState, a: Partial<Action>) => legalActions(s).some((x) => Object.entries(a).every(([k, v]) => JSON.stringify((x as unknown as Record<string, unknown>)[k]) === JSON.stringify(v)));
const rolls = (events: readonly GameEvent[], purpose: RollEvent['purpose']['code']) => events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose.code === purpose);

/** Run: begin an attack with all eligible units of `from` (minus `leave`), declare it; returns state and events so far. */
function attack(s: GameState, from: string, target: string, leave: string[] = []): { state: GameState; events: GameEvent[] } {
  const side = s.side;
  let r = act(s, { type: 'beginAttack', side, from, target }).state;
  for (const u of leave) r = act(r, { type: 'toggleAttacker', side, unit: u }).state;
  const d = act(r, { type: 'declareAttack', side });
  return { state: d.state, events: [...d.events] };
}

/** Chile attacks from 3419 (mountain) into 3520 (mountain; no river or railroad between). */
function chileAttack(extra: Partial<LandSituation> & { units: LandSituation['units'] }) {
  return situation({ phase: 'landCombat', ...extra });
}

describe('8.12 the combat example replays exactly', () => {
  it('8.12 four depleted Allied units + a Supply Column attack a full Chilean regiment in rough terrain across a river', () => {
    // 3014 is rough; the hexside 3115–3014 is a river with no railroad (map data).
    let s = situation({
      side: 'allied', phase: 'landCombat',
      units: { [PE[0]!]: ['3115', 1], [PE[1]!]: ['3115', 1], [PE[2]!]: ['3115', 1], [PE[3]!]: ['3115', 1], [BUIN]: ['3014', 2] },
      supply: { 'sc-1': ['peru', '3115'] },
      dice: [6, 5, 1, 3, 4, 6, 2, 3],
      chits: ['inspiringLeader'],
    });
    const a = attack(s, '3115', '3014');
    expect(top(a.state)).toMatchObject({ kind: 'combatSupply', side: 'allied', columns: 1 });
    const r = act(a.state, { type: 'combatSupply', side: 'allied', initiative: false, extraDie: true });
    s = r.state;
    const [ai, di] = [rolls(r.events, 'roll.initiativeAttacker')[0]!, rolls(r.events, 'roll.initiativeDefender')[0]!];
    expect([ai.result, di.result]).toEqual([6, 7]);
    expect(di.modifiers).toEqual([{ value: 2, code: 'modifier.unitInitiative', params: { unit: BUIN }, rule: '8.8' }]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'initiativeWon', side: 'chile' }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'combatAdvantageDrawn', side: 'chile', effect: 'inspiringLeader', applied: true }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'combatSupplySpent', side: 'allied', use: 'extraDie' }));
    const allied = rolls(r.events, 'roll.combatAttacking');
    expect(allied.map((e) => e.dice[0])).toEqual([1, 3, 4, 6, 2]); // four units + the Supply Column's die
    const chile = rolls(r.events, 'roll.combatDefending');
    expect(chile).toHaveLength(1);
    expect(chile[0]!.modifiers.map((m) => m.value)).toEqual([1, 1, 2]); // rough, river, leader = +4
    expect(chile[0]!.result).toBe(6); // 3 + 4 = 7, counted as 6
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'combatResolved', attackerHits: 1, defenderHits: 1 }));
    // losses simultaneous: the Chilean regiment is depleted at once (no choice); the Allies choose a battalion
    expect(s.units[BUIN]!.steps).toBe(1);
    expect(top(s)).toMatchObject({ kind: 'combatLosses', side: 'allied', hits: 1 });
    s = act(s, { type: 'takeLoss', side: 'allied', unit: PE[2]! }).state;
    expect(s.units[PE[2]!]!.location).toEqual({ kind: 'deadPile' });
    // nobody retreats, nobody advances
    expect(s.pending).toEqual([]);
    expect(s.land.battle).toBeNull();
    expect(s.units[BUIN]!.location).toEqual({ kind: 'hex', hex: '3014' });
    expect(s.supply['sc-1']).toBeUndefined();
  });
});

describe('8.7 land combat', () => {
  it('8.7 a unit attacks an adjacent enemy hex; each unit attacks once a phase', () => {
    let s = chileAttack({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'], [ZEPITA]: ['3520'] }, dice: [6, 1, 1, 1, 1, 1, 1, 1], chits: ['noEvent'] });
    expect(has(s, { type: 'beginAttack', from: '3419', target: '3520' })).toBe(true);
    expect(has(s, { type: 'beginAttack', from: '3419', target: '3320' })).toBe(false); // no enemy there
    s = attack(s, '3419', '3520', [SECOND]).state; // 8.7 note: only some units of the hex
    expect(s.land.attacked).toEqual([BUIN]);
    expect(has(s, { type: 'beginAttack', from: '3419', target: '3520' })).toBe(true); // the 2nd may still attack
    s = attack(s, '3419', '3520').state;
    expect(s.land.attacked).toEqual([BUIN, SECOND]);
    expect(has(s, { type: 'beginAttack', from: '3419', target: '3520' })).toBe(false);
  });
  it('8.7 units of two hexes beside one enemy hex attack it in a combat from each hex, never in one', () => {
    // 3419 and 3420 both border 3520 (docs/rules-notes.md, 8.7: an attack is declared from one hex).
    let s = chileAttack({ units: { [BUIN]: ['3419'], [SECOND]: ['3420'], [ZEPITA]: ['3520'] }, dice: [6, 1, 1, 1, 1, 1, 1, 1], chits: ['noEvent'] });
    s = act(s, { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' }).state;
    expect(top(s)).toMatchObject({ kind: 'formAttack', from: '3419', units: [BUIN] });
    expect(legalActions(s).filter((a) => a.type === 'toggleAttacker')).toEqual([]); // the 2nd, in 3420, is not offered
    s = act(s, { type: 'declareAttack', side: 'chile' }).state;
    expect(s.land.attacked).toEqual([BUIN]);
    expect(has(s, { type: 'beginAttack', from: '3420', target: '3520' })).toBe(true); // its own combat, same phase
  });
  it('8.7 no attack across an impassable hexside', () => {
    const s = chileAttack({ units: { [BUIN]: ['3314'], [ZEPITA]: ['3413'] } });
    expect(has(s, { type: 'beginAttack', from: '3314', target: '3413' })).toBe(false);
  });
  it('8.7 note / 8.12 Supply Columns alone are eliminated by an attack — or captured by advancing', () => {
    const base = { units: { [BUIN]: ['3419'] as const }, supply: { 'sc-1': ['peru', '3520'] as const } };
    let s = attack(chileAttack(base), '3419', '3520').state;
    expect(top(s)).toMatchObject({ kind: 'advance', target: '3520' });
    const gone = act(s, { type: 'endAdvance', side: 'chile' });
    expect(gone.state.supply['sc-1']).toBeUndefined();
    s = act(s, { type: 'advanceUnit', side: 'chile', unit: BUIN }).state;
    expect(s.supply['sc-1']).toMatchObject({ nation: 'chile' });
    expect(controller(s, '3520')).toBe('chile');
  });
});

describe('8.8 initiative', () => {
  it('8.8 the defender wins ties; "+" modifiers of participating units add up', () => {
    const s = chileAttack({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'], [ZEPITA]: ['3520'] }, dice: [1, 5, 1, 1, 1], chits: ['noEvent'] });
    const r = attack(s, '3419', '3520');
    // Chile 1 + 2 + 2 = 5, Peru 5 + 2 = 7
    expect(rolls(r.events, 'roll.initiativeAttacker')[0]!.result).toBe(5);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'initiativeWon', side: 'allied', attackerTotal: 5, defenderTotal: 7 }));
    const tie = attack(chileAttack({ units: { [BUIN]: ['3419'], [ZEPITA]: ['3520'] }, dice: [3, 3, 1, 1], chits: ['noEvent'] }), '3419', '3520');
    expect(tie.events).toContainEqual(expect.objectContaining({ type: 'initiativeWon', side: 'allied' }));
  });
  it('6.1 a Supply Column spent on the initiative adds 1 (the attacker decides first)', () => {
    let s = chileAttack({ units: { [BUIN]: ['3419'], [ZEPITA]: ['3520'] }, supply: { 'sc-1': ['chile', '3419'], 'sc-2': ['peru', '3520'] }, dice: [3, 3, 1, 1], chits: ['noEvent'] });
    s = attack(s, '3419', '3520').state;
    expect(top(s)).toMatchObject({ kind: 'combatSupply', side: 'chile' });
    s = act(s, { type: 'combatSupply', side: 'chile', initiative: true, extraDie: false }).state;
    expect(top(s)).toMatchObject({ kind: 'combatSupply', side: 'allied' });
    const r = act(s, { type: 'combatSupply', side: 'allied', initiative: false, extraDie: false });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'initiativeWon', side: 'chile', attackerTotal: 6, defenderTotal: 5 }));
    expect(r.state.supply['sc-1']).toBeUndefined();
    expect(r.state.supply['sc-2']).toBeDefined();
  });
});

describe('8.9 resolving land combat', () => {
  /** Chile (attacker units) vs ZEPITA in 3520; initiative to `winner`; the chit; all combat dice 1 (no hits). */
  function fightWith(units: LandSituation['units'], winner: 'attacker' | 'defender', chit: Parameters<typeof situation>[0]['chits'] extends readonly (infer C)[] | undefined ? C : never) {
    const s = chileAttack({ units: { ...units, [ZEPITA]: ['3520'] }, dice: [...(winner === 'attacker' ? [6, 1] : [1, 6]), ...Array<number>(12).fill(1)], chits: [chit] });
    const r = attack(s, '3419', '3520');
    return { att: rolls(r.events, 'roll.combatAttacking'), def: rolls(r.events, 'roll.combatDefending'), events: r.events };
  }
  it('8.9 one die per unit', () => {
    const f = fightWith({ [BUIN]: ['3419'], [SECOND]: ['3419'] }, 'attacker', 'noEvent');
    expect([f.att.length, f.def.length]).toEqual([2, 1]);
  });
  it('8.9 Inspiring Leader: +2 to one unit', () => {
    const f = fightWith({ [BUIN]: ['3419'], [SECOND]: ['3419'] }, 'attacker', 'inspiringLeader');
    expect(f.att.map((e) => e.result)).toEqual([3, 1]);
  });
  it('8.9 Earthworks: one defending unit rolls two dice; ignored when the attacker draws it', () => {
    expect(fightWith({ [BUIN]: ['3419'] }, 'defender', 'earthworks').def).toHaveLength(2);
    const f = fightWith({ [BUIN]: ['3419'] }, 'attacker', 'earthworks');
    expect([f.att.length, f.def.length]).toEqual([1, 1]);
    expect(f.events).toContainEqual(expect.objectContaining({ type: 'combatAdvantageDrawn', applied: false }));
  });
  it('8.9 Cavalry Charge: one attacking cavalry unit rolls two dice; not without cavalry, not for the defender', () => {
    expect(fightWith({ [CAZ]: ['3419'] }, 'attacker', 'cavalryCharge').att).toHaveLength(2);
    expect(fightWith({ [BUIN]: ['3419'] }, 'attacker', 'cavalryCharge').att).toHaveLength(1);
    expect(fightWith({ [CAZ]: ['3419'] }, 'defender', 'cavalryCharge').def).toHaveLength(1);
  });
  it('8.9 Tactical Surprise: one more die for the attack; ignored for the defender', () => {
    expect(fightWith({ [BUIN]: ['3419'] }, 'attacker', 'tacticalSurprise').att).toHaveLength(2);
    expect(fightWith({ [BUIN]: ['3419'] }, 'defender', 'tacticalSurprise').def).toHaveLength(1);
  });
  it('8.9 Slaughter: one unit rolls three dice (attacking or defending)', () => {
    expect(fightWith({ [BUIN]: ['3419'] }, 'attacker', 'slaughter').att).toHaveLength(3);
    expect(fightWith({ [BUIN]: ['3419'] }, 'defender', 'slaughter').def).toHaveLength(3);
  });
  it('8.9 Canister: one artillery unit rolls three dice; ignored without artillery', () => {
    expect(fightWith({ [ART]: ['3419'] }, 'attacker', 'canister').att).toHaveLength(3);
    expect(fightWith({ [BUIN]: ['3419'] }, 'attacker', 'canister').att).toHaveLength(1);
  });
  it('8.9 No Event: nothing happens', () => {
    const f = fightWith({ [BUIN]: ['3419'] }, 'attacker', 'noEvent');
    expect([f.att.length, f.def.length]).toEqual([1, 1]);
  });
  it('8.9 artillery: +1 to each die per artillery unit stacked in the hex (attacking or not)', () => {
    const f = fightWith({ [BUIN]: ['3419'], [ART]: ['3419'] }, 'attacker', 'noEvent');
    expect(f.att).toHaveLength(2);
    expect(f.att[0]!.modifiers).toEqual([{ value: 1, code: 'modifier.artillery', params: { count: 1 }, rule: '8.9' }]);
  });
  it('8.9 terrain: mountain +2 and a fort +3 for the defender only', () => {
    // Chile attacks Fort La Paz (3513, mountain) from 3514; a Chilean unit in 3418 (mountain) is attacked from 3419.
    const fort = attack(situation({ phase: 'landCombat', units: { [BUIN]: ['3514'], 'bo-inf-colorados': ['3513', 1] }, forts: { 'bo-fort-la-paz': 'standing' }, dice: [6, 1, 1, 1], chits: ['noEvent'] }), '3514', '3513');
    expect(rolls(fort.events, 'roll.combatDefending')[0]!.modifiers).toEqual([
      { value: 2, code: 'modifier.terrain', params: { terrain: 'mountain' }, rule: '8.9' },
      { value: 3, code: 'modifier.fort', params: {}, rule: '8.9' },
    ]);
    expect(rolls(fort.events, 'roll.combatAttacking')[0]!.modifiers).toEqual([]);
    const mtn = attack(situation({ side: 'allied', phase: 'landCombat', units: { [ZEPITA]: ['3419'], [BUIN]: ['3418'] }, dice: [6, 1, 1, 1], chits: ['noEvent'] }), '3419', '3418');
    expect(rolls(mtn.events, 'roll.combatDefending')[0]!.modifiers).toEqual([{ value: 2, code: 'modifier.terrain', params: { terrain: 'mountain' }, rule: '8.9' }]);
  });
  it('8.9 a railroad across a river hexside cancels the river modifier', () => {
    // 2914 → 2913: river and railroad hexside; 2913 is mountain
    const r = attack(situation({ phase: 'landCombat', units: { [BUIN]: ['2914'], [ZEPITA]: ['2913'] }, dice: [6, 1, 1, 1], chits: ['noEvent'] }), '2914', '2913');
    expect(rolls(r.events, 'roll.combatDefending')[0]!.modifiers.map((m) => m.params)).toEqual([{ terrain: 'mountain' }]);
  });
  it('8.9 a modified 6 or more is a hit, counted as 6', () => {
    const r = attack(situation({ side: 'allied', phase: 'landCombat', units: { [ZEPITA]: ['3419'], [BUIN]: ['3418'] }, dice: [6, 1, 1, 5], chits: ['noEvent'] }), '3419', '3418');
    const d = rolls(r.events, 'roll.combatDefending')[0]!;
    expect([d.dice[0], d.result]).toEqual([5, 6]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'combatResolved', attackerHits: 0, defenderHits: 1 }));
  });
  it('8.9 hits are step losses on units of the owner\'s choice (never a Supply Column)', () => {
    let s = chileAttack({ units: { [BUIN]: ['3419'], [ZEPITA]: ['3520'], [AYACUCHO]: ['3520'] }, supply: { 'sc-1': ['peru', '3520'] }, dice: [6, 1, 6, 6, 1, 1], chits: ['tacticalSurprise'] });
    s = attack(s, '3419', '3520').state;
    s = act(s, { type: 'combatSupply', side: 'allied', initiative: false, extraDie: false }).state;
    expect(top(s)).toMatchObject({ kind: 'combatLosses', side: 'allied', hits: 2, candidates: [ZEPITA, AYACUCHO] });
    s = act(s, { type: 'takeLoss', side: 'allied', unit: ZEPITA }).state;
    s = act(s, { type: 'takeLoss', side: 'allied', unit: ZEPITA }).state;
    expect(s.units[ZEPITA]!.location).toEqual({ kind: 'deadPile' });
    expect(s.units[AYACUCHO]!.steps).toBe(2);
    expect(s.supply['sc-1']).toBeDefined();
    expect(top(s)).toMatchObject({ kind: 'retreat', side: 'allied' }); // inflicted none: 8.10
  });
});

describe('8.10 retreating', () => {
  /** Chile's Buin hits Zepita in 3520 once; Zepita misses. */
  const hitZepita = () => attack(chileAttack({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'], [ZEPITA]: ['3520'] }, dice: [6, 1, 6, 1, 1], chits: ['noEvent'] }), '3419', '3520', [SECOND]).state;
  it('8.10 the side that inflicted no hits retreats to an adjacent hex of its choice', () => {
    let s = hitZepita();
    expect(s.units[ZEPITA]!.steps).toBe(1);
    expect(top(s)).toMatchObject({ kind: 'retreat', side: 'allied', from: '3520' });
    expect(has(s, { type: 'retreat', to: '3419' })).toBe(false); // enemy-occupied
    expect(has(s, { type: 'retreat', to: '3619' })).toBe(true);
    s = act(s, { type: 'retreat', side: 'allied', to: '3619' }).state;
    expect(s.units[ZEPITA]!.location).toEqual({ kind: 'hex', hex: '3619' });
    expect(top(s)).toMatchObject({ kind: 'advance', side: 'chile' });
  });
  it('8.10 it may stay by depleting one unit instead', () => {
    let s = hitZepita();
    s = act(s, { type: 'holdGround', side: 'allied', unit: ZEPITA }).state;
    expect(s.units[ZEPITA]!.location).toEqual({ kind: 'deadPile' });
    expect(top(s)).toMatchObject({ kind: 'advance' }); // the hex is empty now
  });
  it('8.10 the attacker retreats too when only the defender scored', () => {
    const s = attack(chileAttack({ units: { [BUIN]: ['3419'], [ZEPITA]: ['3520'] }, dice: [1, 6, 1, 6], chits: ['noEvent'] }), '3419', '3520').state;
    expect(s.units[BUIN]!.steps).toBe(1);
    expect(top(s)).toMatchObject({ kind: 'retreat', side: 'chile', from: '3419' });
  });
  it('8.10 a stack that cannot retreat loses a step on every unit', () => {
    // Antofagasta 3123: two sea neighbours, the four land ones held by Chile.
    const s = attack(situation({
      phase: 'landCombat',
      units: { [BUIN]: ['3222'], [SECOND]: ['3122'], 'cl-inf-3rd': ['3223'], 'cl-inf-4th': ['3124'], [ZEPITA]: ['3123'], [AYACUCHO]: ['3123'] },
      dice: [6, 1, 6, 1, 1], chits: ['noEvent'],
    }), '3222', '3123');
    const r = act(s.state, { type: 'takeLoss', side: 'allied', unit: ZEPITA });
    // Zepita took the hit (2 → 1), then every unit loses a step: Zepita is eliminated, Ayacucho depleted.
    expect(r.state.units[ZEPITA]!.location).toEqual({ kind: 'deadPile' });
    expect(r.state.units[AYACUCHO]!.steps).toBe(1);
    expect(r.events.filter((e) => 'rule' in e && e.rule === '8.10')).toHaveLength(2);
    expect(r.state.pending).toEqual([]);
  });
});

describe('8.11 advance after combat', () => {
  it('8.11 only participating units advance, into that hex only, immediately', () => {
    let s = attack(chileAttack({ units: { [BUIN]: ['3419'], [SECOND]: ['3419'], [CAZ]: ['3419'], [ZEPITA]: ['3520', 1] }, dice: [6, 1, 6, 1, 1, 1], chits: ['noEvent'] }), '3419', '3520', [CAZ]).state;
    expect(s.units[ZEPITA]!.location).toEqual({ kind: 'deadPile' });
    expect(has(s, { type: 'advanceUnit', unit: CAZ })).toBe(false);
    s = act(s, { type: 'advanceUnit', side: 'chile', unit: BUIN }).state;
    expect(s.units[BUIN]!.location).toEqual({ kind: 'hex', hex: '3520' });
    expect(controller(s, '3520')).toBe('chile');
    s = act(s, { type: 'endAdvance', side: 'chile' }).state;
    expect(s.units[SECOND]!.location).toEqual({ kind: 'hex', hex: '3419' });
    expect(s.land.battle).toBeNull();
  });
  it('8.11 not beyond the stacking limit', () => {
    const units: LandSituation['units'] = Object.fromEntries(['cl-inf-buin-1', 'cl-inf-2nd', 'cl-inf-3rd', 'cl-inf-4th', 'cl-cav-cazadores', 'cl-cav-granaderos'].map((u) => [u, ['3419'] as const]));
    let s = attack(chileAttack({ units: { ...units, [ZEPITA]: ['3520', 1] }, dice: [6, 1, 6, 6, 6, 6, 6, 6, 1], chits: ['noEvent'], options: { stacking: 'es' } }), '3419', '3520').state;
    for (const u of Object.keys(units).slice(0, 5)) s = act(s, { type: 'advanceUnit', side: 'chile', unit: u }).state;
    expect(s.pending).toEqual([]); // ES limit 5 reached: the advance ends
    expect(s.units['cl-cav-granaderos']!.location).toEqual({ kind: 'hex', hex: '3419' });
  });
});

describe('7.6 amphibious assault', () => {
  const landed = () => situation({
    phase: 'landCombat',
    units: { [BUIN]: ['3520'], [SECOND]: ['3419'], [ZEPITA]: ['3520', 1] },
    assaults: [{ hex: '3520', side: 'chile', units: [BUIN] }],
    dice: [6, 1, 1, 1, 1], chits: ['noEvent'],
  });
  it('7.6 the landed units must attack their hex before the phase ends, and nowhere else', () => {
    const s = landed();
    expect(has(s, { type: 'endPhase' })).toBe(false);
    expect(has(s, { type: 'resolveAssault', hex: '3520' })).toBe(true);
    expect(has(s, { type: 'beginAttack', from: '3520' })).toBe(false);
    expect(has(s, { type: 'beginAttack', from: '3419', target: '3520' })).toBe(true); // others attack separately
  });
  it('7.6 the defender rolls one extra die; the entry is removed once fought', () => {
    const r = act(landed(), { type: 'resolveAssault', side: 'chile', hex: '3520' });
    expect(rolls(r.events, 'roll.combatAttacking')).toHaveLength(1);
    expect(rolls(r.events, 'roll.combatDefending')).toHaveLength(2);
    expect(r.state.amphibiousAssaults).toEqual([]);
    expect(has(r.state, { type: 'endPhase' })).toBe(true);
  });
  it('7.6 the landing hex becomes the lander\'s when its defenders are gone', () => {
    const s = situation({ phase: 'landCombat', units: { [BUIN]: ['3520'], [ZEPITA]: ['3520', 1] }, supply: { 'sc-1': ['peru', '3520'] }, assaults: [{ hex: '3520', side: 'chile', units: [BUIN] }], dice: [6, 1, 6, 1, 1], chits: ['noEvent'] });
    let r = act(s, { type: 'resolveAssault', side: 'chile', hex: '3520' }).state;
    r = act(r, { type: 'combatSupply', side: 'allied', initiative: false, extraDie: false }).state;
    expect(r.units[ZEPITA]!.location).toEqual({ kind: 'deadPile' });
    expect(controller(r, '3520')).toBe('chile');
    expect(r.supply['sc-1']!.nation).toBe('chile'); // 8.12
  });
  it('7.6 a landing whose enemy has gone does not hold up the phase and is dropped as it ends', () => {
    const s = situation({ phase: 'landCombat', units: { [BUIN]: ['3520'] }, assaults: [{ hex: '3520', side: 'chile', units: [BUIN] }] });
    expect(has(s, { type: 'endPhase' })).toBe(true);
    const r = act(s, { type: 'endPhase', side: 'chile' }).state;
    expect(r.amphibiousAssaults).toEqual([]);
  });
  it('7.6 note: Supply Columns left with only enemy land units at the end of the phase are captured', () => {
    const s = situation({ phase: 'landCombat', units: { [ZEPITA]: ['3520'] }, supply: { 'sc-1': ['chile', '3520'] } });
    const r = act(s, { type: 'endPhase', side: 'chile' });
    expect(r.state.supply['sc-1']!.nation).toBe('peru');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'supplyCaptured', side: 'allied' }));
  });
});
