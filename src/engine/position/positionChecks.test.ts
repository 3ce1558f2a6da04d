import { describe, expect, it } from 'vitest';
import { playGame } from '../../bots/playGame';
import { randomBot } from '../../bots/randomBot';
import { createDice } from '../dice';
import { situation } from '../land/testKit';
import { newGame } from '../newGame';
import { rekeyDice } from '../rekeyDice';
import type { GameState } from '../state';
import { act } from '../testing/play';
import { loadPosition } from './loadPosition';
import { savePosition } from './savePosition';

/**
 * Issue 17 §8: what loadPosition checks beyond the shape of the pieces — every pending decision by its
 * kind, battle and naval combat records, dice and chit ranges, the invariants — so that an accepted
 * position is one the engine can play on.
 */
const SECRET = '00112233445566778899aabbccddeeff';

/** The refusal as its code and its parameters' values, space-separated, for matching. */
function refusal(input: unknown): string {
  const r = loadPosition(input);
  if (r.ok) throw new Error('expected a refusal');
  expect(r.error.code).toBe('INVALID_POSITION');
  const m = r.error.message as unknown as { code: string; params: Record<string, unknown> };
  return [m.code, ...Object.values(m.params).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))].join(' ');
}
const accepted = (input: unknown): GameState => {
  const r = loadPosition(input);
  if (!r.ok) throw new Error(JSON.stringify(r.error.message));
  return r.value;
};
const saved = (s: GameState) => JSON.parse(JSON.stringify(savePosition(s))) as Record<string, unknown> & { pending: Record<string, unknown>[] };

/** The first state of a seeded random game (optional rules on) that `pick` accepts. */
function firstState(pick: (s: GameState) => boolean): GameState {
  let found: GameState | undefined;
  try {
    playGame('position-checks-6', { chile: randomBot, allied: randomBot }, { shipCapture: true }, 200_000, (s) => {
      if (pick(s)) {
        found = s;
        throw new Error('found');
      }
    });
  } catch {
    // stopped at the state wanted
  }
  if (!found) throw new Error('no such state in the game');
  return found;
}

describe('pending decisions, by kind', () => {
  const moving = firstState((s) => s.pending.at(-1)?.kind === 'landMove');
  it('a real decision loads back as it was', () => {
    expect(accepted(saved(moving))).toEqual(moving);
  });
  it('refuses a decision missing one of its fields, or with one too many, naming it', () => {
    const p = saved(moving);
    const { mp: _mp, ...noMp } = p.pending.at(-1)!;
    expect(refusal({ ...p, pending: [...p.pending.slice(0, -1), noMp] })).toMatch(/^error\.positionField pending\.\d+\.mp/);
    expect(refusal({ ...p, pending: [...p.pending.slice(0, -1), { ...p.pending.at(-1), teleport: true }] })).toMatch(/^error\.positionField pending\.\d+/);
  });
  it('refuses an unknown kind', () => {
    expect(refusal({ ...saved(moving), pending: [{ kind: 'teleport', side: 'chile', rule: '0' }] })).toMatch(/^error\.positionField pending\.0\.kind/);
  });
  it('refuses a decision of another phase, one whose pieces are elsewhere, and one left under another', () => {
    const p = saved(moving);
    const top = p.pending.length - 1;
    expect(refusal({ ...p, phase: 'landCombat' })).toBe(`position.pending.wrongPhase pending.${top} landMove landCombat`);
    const d = p.pending.at(-1)! as { at: string; pieces: string[] };
    const own = moving.side === 'chile' ? /^cl-/ : /^(pe|bo)-/;
    const units = p.units as Record<string, { location: { kind: string; hex?: string } }>;
    const elsewhere = Object.keys(units).find((id) => own.test(id) && units[id]!.location.kind === 'hex' && units[id]!.location.hex !== d.at);
    expect(refusal({ ...p, pending: [...p.pending.slice(0, -1), { ...d, pieces: [...d.pieces, elsewhere] }] })).toBe(`position.pending.pieceNotIn pending.${top}.pieces ${elsewhere} ${d.at}`);
    expect(refusal({ ...p, pending: [...p.pending, p.pending.at(-1)] })).toBe(`position.pending.neverOver pending.${top + 1} landMove landMove`);
  });
});

describe('battle records (8.7–8.11)', () => {
  const declared = () => {
    let s = situation({ phase: 'landCombat', units: { 'cl-inf-buin-1': ['3419'], 'pe-inf-zepita': ['3520'] }, supply: { 'sc-1': ['chile', '3419'] }, dice: [6, 1, 1, 1], chits: ['noEvent'] });
    s = act(s, { type: 'beginAttack', side: 'chile', from: '3419', target: '3520' }).state;
    return act(s, { type: 'declareAttack', side: 'chile' }).state;
  };
  it('a battle waiting on a decision loads back as it was', () => {
    const s = declared();
    expect(s.land.battle).not.toBeNull();
    expect(accepted(saved(s))).toEqual(s);
  });
  it('refuses a combat decision with no battle, and a battle with no decision', () => {
    const p = saved(declared());
    expect(refusal({ ...p, land: { ...(p.land as object), battle: null } })).toBe(`position.battle.decisionWithoutBattle pending.${p.pending.length - 1}`);
    expect(refusal({ ...p, pending: [] })).toBe('position.battle.noDecisionPending');
  });
  it('refuses a battle whose units are not where the record says, or not of their side', () => {
    const p = saved(declared());
    const land = p.land as { battle: Record<string, unknown> };
    expect(refusal({ ...p, land: { ...land, battle: { ...land.battle, from: '3420' } } })).toBe('position.battle.unitNotInHex cl-inf-buin-1 3420');
    expect(refusal({ ...p, land: { ...land, battle: { ...land.battle, defenders: ['cl-inf-2nd'] } } })).toBe('position.record.unitNotInPlay land.battle.defenders cl-inf-2nd');
    expect(refusal({ ...p, land: { ...land, battle: { ...land.battle, stage: 'advance' } } })).toBe(`position.battle.decisionWrongStage pending.${p.pending.length - 1}`);
  });
});

describe('naval combat records (7.9, 10.1)', () => {
  const fighting = firstState((s) => s.naval.combat !== null && s.pending.at(-1)?.kind === 'navalFire');
  it('a naval combat waiting on a shot loads back as it was', () => {
    expect(accepted(saved(fighting))).toEqual(fighting);
  });
  it('refuses a combat naming a ship not in play, a combat decision with no combat, and stacks formed for another phase', () => {
    const p = saved(fighting);
    const naval = p.naval as { combat: Record<string, unknown>; formedFor: string };
    expect(refusal({ ...p, naval: { ...naval, combat: { ...naval.combat, ships: [...(naval.combat.ships as string[]), 'cl-ship-nowhere'] } } })).toBe('position.record.shipNotInPlay naval.combat.ships cl-ship-nowhere');
    expect(refusal({ ...p, naval: { ...naval, combat: null } })).toBe(`position.naval.decisionWithoutCombat pending.${p.pending.length - 1}`);
    expect(refusal({ ...p, naval: { ...naval, formedFor: '1-chile' } })).toBe(`position.naval.stacksFormedForAnother ${fighting.turn} ${fighting.side}`);
  });
  it('refuses a shot to fire when every ship of the battle has fired: nobody could act (the first listing of legal actions)', () => {
    const p = saved(fighting);
    const naval = p.naval as { combat: { ships: string[] } };
    expect(refusal({ ...p, naval: { ...naval, combat: { ...naval.combat, fired: naval.combat.ships } } })).toBe(`position.noLegalAction ${fighting.pending.at(-1)!.side}`);
  });
});

describe('dice and chits', () => {
  const base = { format: 'wotp-position', version: 1, seed: 'dice', turn: 3, side: 'chile', phase: 'landMovement' };
  const dice = (d: object) => ({ ...base, dice: { ...createDice('dice'), ...d } });
  it('refuses a scripted die outside 1–6, a chit draw outside the cup of 13, and a generator of all zeros', () => {
    expect(refusal(dice({ script: [7] }))).toMatch(/^error\.positionField dice\.script\.0/);
    expect(refusal(dice({ script: [0] }))).toMatch(/^error\.positionField dice\.script\.0/);
    expect(refusal(dice({ draws: [13] }))).toMatch(/^error\.positionField dice\.draws\.0/);
    expect(refusal(dice({ draws: [-1] }))).toMatch(/^error\.positionField dice\.draws\.0/);
    expect(refusal(dice({ state: [0, 0, 0, 0] }))).toMatch(/^error\.positionField dice\.state/);
    expect(accepted(dice({ script: [1, 6], draws: [0, 12] })).dice.draws).toEqual([0, 12]);
  });
  it('takes chacha20 dice with the dice secret they are keyed with, and nothing else', () => {
    const s = newGame({ seed: 'dice', diceSecret: SECRET });
    expect(accepted(saved(s))).toEqual(s);
    expect(accepted({ ...base, diceSecret: SECRET }).dice).toEqual(createDice('dice', SECRET));
    const { diceSecret: _secret, ...noSecret } = saved(s);
    expect(refusal(noSecret)).toBe('position.dice.chachaNeedsSecret');
    expect(refusal({ ...saved(s), diceSecret: SECRET.replace('0', 'f') })).toBe('position.dice.keyMismatch');
    expect(refusal({ ...saved(s), seed: 'another' })).toBe('position.dice.keyMismatch');
    expect(refusal({ ...saved(newGame({ seed: 'dice' })), diceSecret: SECRET })).toBe('position.dice.secretNeedsChacha');
    expect(refusal({ ...saved(s), dice: { ...s.dice, state: [...s.dice.state.slice(0, 8), 2 ** 32] } })).toMatch(/^error\.positionField dice\.state\.8/);
    expect(refusal({ ...base, diceSecret: 'ABC' })).toMatch(/^error\.positionField diceSecret/);
  });
  it('a game rekeyed for a branch loads back as it was', () => {
    const s = rekeyDice(newGame({ seed: 'dice' }), SECRET);
    expect(accepted(saved(s))).toEqual(s);
  });
});

describe('the invariants and the first listing of legal actions', () => {
  const base = { format: 'wotp-position', version: 1, seed: 'inv', turn: 3, side: 'chile', phase: 'landMovement' };
  it('refuses a state that breaks an invariant (5.1: a VP record ahead of the game)', () => {
    expect(refusal({ ...base, vpRecord: [{ turn: 3, chileVp: 4 }] })).toBe('position.invariantBroken vp 5.1');
  });
  it('refuses a set-up after game turn 1', () => {
    expect(refusal({ ...base, phase: 'setup' })).toBe('position.setupAfterTurnOne 3');
  });
});
