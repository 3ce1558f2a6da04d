import { describe, expect, it } from 'vitest';
import { situation } from '../land/testKit';
import type { Message } from '../message';
import type { GameState } from '../state';
import { act } from '../testing/play';
import { loadPosition } from './loadPosition';
import { savePosition } from './savePosition';

/**
 * Issue 22: loadPosition refuses a position whose records do not fit its pieces with a code of its
 * own, whose parameters are ids, hexes, numbers, sides, phases and paths — never a sentence.
 * (Pending decisions, the dice and the invariants: positionChecks.test.ts.)
 */
function refusalOf(input: unknown): Message {
  const r = loadPosition(input);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.error.code).toBe('INVALID_POSITION');
  return r.error.message;
}

const saved = (s: GameState) => JSON.parse(JSON.stringify(savePosition(s))) as Record<string, unknown> & { pending: Record<string, unknown>[] };

/** Chile attacks Zepita in 3520 from 3419, each side with one Supply Column: the attacker's combat supply is asked. Another Chilean unit waits in Antofagasta. */
function declared() {
  let s = situation({
    phase: 'landCombat',
    units: { 'cl-inf-buin-1': ['3419'], 'cl-inf-2nd': ['3123'], 'pe-inf-zepita': ['3520'] },
    supply: { 'sc-1': ['chile', '3419'], 'sc-2': ['peru', '3520'] },
    dice: [6, 1, 1, 1],
    chits: ['noEvent'],
  });
  s = act(s, { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' }).state;
  return saved(act(s, { type: 'declareAttack', side: 'chile' }).state);
}

const position = declared();
const battle = (position.land as { battle: Record<string, unknown> }).battle;
const withBattle = (change: Record<string, unknown>) => ({ ...position, land: { ...(position.land as object), battle: { ...battle, ...change } } });
const top = position.pending.length - 1;
const withDecision = (change: Record<string, unknown>) => ({ ...position, pending: [...position.pending.slice(0, -1), { ...position.pending[top], ...change }] });

const base = { format: 'wotp-position', version: 1, seed: 'codes', turn: 3, side: 'chile', phase: 'landMovement' };
const atSea = { 'cl-ship-cochrane': { location: { kind: 'hex', hex: '2415' } } };
const stack = { id: 's1', side: 'chile', ships: ['cl-ship-cochrane'], area: null, status: 'waiting', at: { kind: 'hex', hex: '2415' }, sailed: [], route: [], checks: [], immuneTo: [] };
const withStacks = (...stacks: object[]) => ({ ...base, ships: atSea, naval: { stacks } });

const CASES: readonly (readonly [string, unknown, Message])[] = [
  ['a battle whose attacker is not the phasing player', withBattle({ attacker: 'allied' }), { code: 'position.battle.attackerNotPhasing', params: { side: 'allied' } }],
  ['a battle against a hex out of reach', withBattle({ target: '2008' }), { code: 'position.battle.notAdjacent', params: { from: '3419', to: '2008' } }],
  ['a battle naming a unit twice', withBattle({ attackers: ['cl-inf-buin-1', 'cl-inf-buin-1'] }), { code: 'position.record.namedTwice', params: { path: 'land.battle' } }],
  ['a battle with a defender of the attacking side', withBattle({ defenders: ['cl-inf-2nd'] }), { code: 'position.record.unitWrongSide', params: { path: 'land.battle.defenders', unit: 'cl-inf-2nd', side: 'allied' } }],
  ['a battle where a defender has advanced', withBattle({ advanced: ['pe-inf-zepita'] }), { code: 'position.battle.advancedNotAttacker', params: { unit: 'pe-inf-zepita' } }],
  ['a battle with hits before its fight', withBattle({ hits: { attacker: 1, defender: 0 } }), { code: 'position.battle.hitsBeforeFight', params: {} }],
  [
    "a battle with the defender's Supply Column use chosen before its turn",
    withBattle({ supply: { attacker: { initiative: false, extraDie: false }, defender: { initiative: true, extraDie: false } } }),
    { code: 'position.battle.supplyChosenEarly', params: { side: 'allied' } },
  ],
  [
    'a battle where the defender spends more Supply Columns than it has in its hex',
    withBattle({ supply: { attacker: { initiative: false, extraDie: false }, defender: { initiative: true, extraDie: true } } }),
    { code: 'position.battle.tooManyColumnsUsed', params: { side: 'allied', count: 2, max: 1 } },
  ],
  ['a combat supply decision miscounting the columns', withDecision({ columns: 3 }), { code: 'position.battle.supplyWrongCount', params: { path: `pending.${top}`, hex: '3419', count: 1 } }],
  ['a combat supply decision giving the attacker the defender\'s role', withDecision({ role: 'defender' }), { code: 'position.battle.supplyWrongRole', params: { path: `pending.${top}`, side: 'chile' } }],
  ['a landing in the sea', { ...base, amphibiousAssaults: [{ hex: '2415', side: 'chile', units: [] }] }, { code: 'position.assault.notLandHex', params: { path: 'amphibiousAssaults.0', hex: '2415' } }],
  ['a landing by a unit not in play', { ...base, amphibiousAssaults: [{ hex: '3419', side: 'chile', units: ['cl-inf-buin-1'] }] }, { code: 'position.record.unitNotInPlay', params: { path: 'amphibiousAssaults.0', id: 'cl-inf-buin-1' } }],
  ['two naval stacks with one id', withStacks(stack, { ...stack, ships: [] }), { code: 'position.naval.stackIdTwice', params: { id: 's1' } }],
  ['a naval stack with a ship of the other side', withStacks({ ...stack, side: 'allied' }), { code: 'position.naval.shipNotStackSide', params: { path: 'naval.stacks.0', ship: 'cl-ship-cochrane', side: 'allied' } }],
  ['an Allied naval stack in the Chile Holding Box', withStacks({ ...stack, side: 'allied', ships: [], at: { kind: 'holdingBox' } }), { code: 'position.inBoxNotChilean', params: { path: 'naval.stacks.0' } }],
  ['a naval stack routed off the map', withStacks({ ...stack, route: ['0101'] }), { code: 'position.record.hexOffMap', params: { path: 'naval.stacks.0', hex: '0101' } }],
  ['a naval stack sailing in the Land Movement Phase', withStacks({ ...stack, status: 'sailing' }), { code: 'position.naval.sailingOutsidePhase', params: { path: 'naval.stacks.0', current: 'landMovement' } }],
  ['a land unit among the ships that raided', { ...base, naval: { raided: ['cl-inf-buin-1'] } }, { code: 'position.naval.notAShip', params: { path: 'naval.raided', id: 'cl-inf-buin-1' } }],
];

describe('record refusals in codes (issue 22)', () => {
  it('the battle these cases break loads as it is', () => {
    expect(loadPosition(position).ok).toBe(true);
    expect(battle.stage).toBe('defenderSupply');
  });
  it.each(CASES)('refuses %s with its code and parameters', (_name, input, expected) => {
    expect(refusalOf(input)).toEqual(expected);
  });
});
