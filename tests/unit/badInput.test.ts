import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, legalActions, loadPosition, newGame, savePosition, stateHash, type Action, type GameState } from '../../src/engine';
import { makeGameFile, parseGameFile, replayGameFile } from '../../src/engine/gameFile/replayGameFile';
import { deepFreeze } from '../../src/engine/testing/deepFreeze';

/**
 * Issue 12 §2: bad input — malformed, out-of-turn and stale actions, broken and hostile positions and
 * game files (huge, deeply nested, wrong types, prototype-pollution keys). Each gets a clear error, no
 * exception, and the input is left as it was (the inputs are deep-frozen: any write would throw).
 */

/** [[[…]]] `depth` levels deep, built without recursion. */
function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}
const nestedText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

const polluted = () => ({}) as Record<string, unknown>;
afterEach(() => {
  // Object.prototype stays clean whatever was thrown at the engine.
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(polluted().polluted).toBeUndefined();
  expect(polluted().isAdmin).toBeUndefined();
});

const fresh = deepFreeze(newGame({ seed: 'bad-input' }));
const hash = stateHash(fresh);

function refused(state: GameState, action: unknown, code: string) {
  const before = stateHash(state);
  const r = applyAction(state, action);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    expect(r.error.message.code).toMatch(/^error\.\w+$/);
  }
  expect(stateHash(state)).toBe(before);
}

describe('applyAction refuses bad actions, leaving the state as it was', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', 'endPhase'],
    ['an array', [{ type: 'endPhase', side: 'chile' }]],
    ['an empty object', {}],
    ['an unknown type', { type: 'nukeLima', side: 'chile' }],
    ['no side', { type: 'endPhase' }],
    ['an unknown side', { type: 'endPhase', side: 'ecuador' }],
    ['a type of the wrong type', { type: 5, side: 'chile' }],
    ['a huge string', { type: 'setupPlace', side: 'chile', piece: 'x'.repeat(10_000_000), to: { kind: 'holdingBox' } }],
    ['a million-element array', { type: 'endPhase', side: 'chile', extra: new Array(1_000_000).fill(0) }],
    ['100 000 levels of nesting', { type: 'setupPlace', side: 'chile', piece: 'cl-inf-1', to: nested(100_000) }],
    ['a class instance', { type: 'endPhase', side: 'chile', when: new Date(0) }],
    ['NaN', { type: 'orderShip', side: 'chile', ship: 'cl-ship-cochrane', area: Number.NaN }],
  ])('malformed: %s', (_name, action) => {
    refused(fresh, action, 'MALFORMED');
    expect(stateHash(fresh)).toBe(hash);
  });

  it('out of turn: an action naming the side that is not to act', () => {
    const side = legalActions(fresh)[0]!.side;
    const other = side === 'chile' ? 'allied' : 'chile';
    refused(fresh, { type: 'endPhase', side: other }, 'NOT_YOUR_TURN');
  });

  it('illegal: right shape, wrong values, or extra fields', () => {
    const legal = legalActions(fresh);
    const a = legal.find((x) => x.type === 'setupPlace') ?? legal[0]!;
    refused(fresh, { ...a, extra: 1 }, 'ILLEGAL');
    refused(fresh, { ...a, piece: 'no-such-piece' }, 'ILLEGAL');
    refused(fresh, { ...a, to: { kind: 'hex', hex: 'ABCD' } }, 'ILLEGAL');
    refused(fresh, { type: 'sail', side: a.side, stack: 5, to: null }, 'ILLEGAL');
  });

  it('stale: an action that was legal in an earlier state', () => {
    let s: GameState = fresh;
    const history: { state: GameState; action: Action }[] = [];
    for (let i = 0; i < 40 && legalActions(s).length > 0; i++) {
      const legal = legalActions(s);
      const action = legal.find((x) => x.type === 'historicalSetup') ?? legal.find((x) => x.type === 'endPhase') ?? legal[0]!;
      history.push({ state: s, action });
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(JSON.stringify(r.error.message));
      s = deepFreeze(r.state);
    }
    const latest = new Set(legalActions(s).map((a) => JSON.stringify(a)));
    let checked = 0;
    // Every action that was legal at some earlier step and is not now, a few from each step.
    const stale = history.flatMap(({ state }) => legalActions(state).filter((a) => !latest.has(JSON.stringify(a))));
    for (const action of stale.filter((_, i) => i % Math.ceil(stale.length / 200) === 0)) {
      const before = stateHash(s);
      const r = applyAction(s, action);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(['ILLEGAL', 'NOT_YOUR_TURN']).toContain(r.error.code);
      expect(stateHash(s)).toBe(before);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('prototype-pollution keys in an action are refused and harmless', () => {
    for (const text of [
      '{"type":"endPhase","side":"chile","__proto__":{"polluted":true}}',
      '{"type":"endPhase","side":"chile","constructor":{"prototype":{"polluted":true}}}',
      '{"type":"endPhase","side":"chile","prototype":{"isAdmin":true}}',
    ]) {
      const r = applyAction(fresh, JSON.parse(text));
      expect(r.ok).toBe(false);
    }
  });

  it('once the game is over, everything is refused with GAME_OVER', () => {
    const over = deepFreeze({ ...fresh, result: { winner: 'chile', kind: 'victory', turn: 5, chileVp: 9, rule: '5.2', summary: { code: 'result.chileanVictory', params: { vp: 9, min: 8 } } } } as GameState);
    refused(over, { type: 'endPhase', side: 'chile' }, 'GAME_OVER');
  });
});

describe('loadPosition refuses broken and hostile input with a clear error', () => {
  const good = savePosition(fresh);
  const variants: [string, unknown][] = [
    ['null', null],
    ['a number', 42],
    ['an array', []],
    ['an empty object', {}],
    ['not JSON', '{"format":'],
    ['a 10 MB string', `"${'x'.repeat(10_000_000)}"`],
    ['100 000 levels of nesting (text)', nestedText(100_000)],
    ['100 000 levels of nesting (value)', { ...good, units: nested(100_000) }],
    ['wrong types', { ...good, turn: '3' }],
    ['a negative step count', { ...good, step: -1 }],
    ['a million pending decisions', { ...good, pending: new Array(1_000_000).fill({ kind: 'x', side: 'chile', prompt: '', rule: '' }) }],
    ['a unit named __proto__', JSON.parse(`{"units":{"__proto__":{"cl-inf-1":{"location":{"kind":"deadPile"},"steps":1}}}}`)],
    ['a unit named constructor', { ...good, units: { constructor: { location: { kind: 'deadPile' }, steps: 1, builtTurn: null } } }],
    ['a fort named prototype', { ...good, forts: { prototype: { status: 'standing' } } }],
    ['__proto__ at the top', JSON.parse(`{"format":"wotp-position","version":1,"__proto__":{"polluted":true}}`)],
    // Issue 17: positions the engine could not play on.
    ['a pending decision missing its fields', { ...good, phase: 'landMovement', turn: 2, pending: [{ kind: 'landMove', side: 'allied', rule: '8.2' }] }],
    ['a combat decision with no battle', { ...good, phase: 'landCombat', turn: 2, pending: [{ kind: 'combatLosses', side: 'allied', rule: '8.9', hits: 1, candidates: ['pe-inf-zepita'] }] }],
    ['a naval combat decision with no combat', { ...good, phase: 'navalMovement', turn: 2, pending: [{ kind: 'navalFire', side: 'chile', rule: '7.9' }] }],
    ['a chit draw of 13 (the cup holds 13)', { ...good, dice: { ...good.dice!, draws: [13] } }],
    ['a scripted die of 7', { ...good, dice: { ...good.dice!, script: [7] } }],
    ['a state that breaks an invariant (VP recorded before the turn ends)', { ...good, vpRecord: [{ turn: 1, chileVp: 3 }] }],
  ];
  it.each(variants)('%s', (_name, input) => {
    const frozen = typeof input === 'object' && input !== null ? deepFreeze(input) : input;
    const r = loadPosition(frozen);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('INVALID_POSITION');
      expect(r.error.message.code).toMatch(/^(error\.position\w+|position(\.\w+)+)$/);
    }
  });
  it('a __proto__ key never makes a piece appear (it is dropped, or refused)', () => {
    const text = JSON.stringify(good).replace('"units":{', '"units":{"__proto__":{"pe-inf-1":{"location":{"kind":"hex","hex":"2008"},"steps":2,"builtTurn":null}},');
    const r = loadPosition(text);
    if (r.ok) {
      expect(Object.keys(r.value.units)).not.toContain('__proto__');
      expect(Object.getPrototypeOf(r.value.units) === Object.prototype || Object.getPrototypeOf(r.value.units) === null).toBe(true);
    }
  });
  it('the good position still loads', () => {
    const r = loadPosition(good);
    expect(r.ok).toBe(true);
    if (r.ok) expect(stateHash(r.value)).toBe(hash);
  });
});

describe('parseGameFile and replayGameFile refuse broken and hostile files with a clear error', () => {
  const file = makeGameFile('bad-file', {}, legalActions(fresh).slice(0, 1));
  const variants: [string, unknown][] = [
    ['null', null],
    ['not JSON', '{"format":"wotp-game",'],
    ['a 10 MB string', `"${'x'.repeat(10_000_000)}"`],
    ['100 000 levels of nesting (text)', nestedText(100_000)],
    ['wrong format', { ...file, format: 'chess-pgn' }],
    ['wrong types', { ...file, steps: 'many' }],
    ['a bad hash', { ...file, initialHash: 'zz' }],
    ['a later version', { ...file, version: 99 }],
    ['a million steps', { ...file, steps: new Array(1_000_000).fill(file.steps[0]) }],
    ['an unknown rules option value', { ...file, options: { stacking: 'zz' } }],
    ['a start position the engine could not play on', { ...file, start: { ...savePosition(fresh), phase: 'navalMovement', turn: 2, pending: [{ kind: 'navalFire', side: 'chile', rule: '7.9' }] } }],
    ['prototype-pollution options', JSON.parse(`{"format":"wotp-game","version":1,"seed":1,"initialHash":"0000000000000000","steps":[],"options":{"__proto__":{"polluted":true}},"__proto__":{"isAdmin":true}}`)],
  ];
  it.each(variants)('%s', (_name, input) => {
    const frozen = typeof input === 'object' && input !== null ? deepFreeze(input) : input;
    const r = parseGameFile(frozen);
    if (r.ok) {
      // Well-formed enough to parse (a pollution key is dropped): then the replay refuses it.
      expect(replayGameFile(r.value).divergence).not.toBeNull();
    } else {
      expect(r.error.code).toBe('INVALID_POSITION');
      expect(r.error.message.code).toMatch(/^(error\.(gameFile|position)\w+|position(\.\w+)+)$/);
    }
  });
  it('a file whose actions are hostile replays to a clear divergence, not an exception', () => {
    for (const action of [{ type: 'endPhase', side: 'chile', deep: nested(100_000) }, { type: 'endPhase', side: 'chile', big: 'x'.repeat(10_000_000) }]) {
      const hostile = deepFreeze({ ...file, steps: [{ action, hash: file.steps[0]!.hash }] });
      const parsed = parseGameFile(hostile);
      if (!parsed.ok) continue;
      const r = replayGameFile(parsed.value);
      expect(r.divergence?.step).toBe(1);
      expect(r.divergence?.error.code).toBe('MALFORMED');
    }
  });
});
