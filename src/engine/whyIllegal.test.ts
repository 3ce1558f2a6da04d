import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import { applyAction } from './applyAction';
import { parseGameFile, replayGameFile } from './gameFile/replayGameFile';
import type { GameFile } from './gameFile/gameFileSchema';
import { legalActions } from './legalActions';
import type { Message } from './message';
import { newGame } from './newGame';
import type { GameState } from './state';

/** A real game: its set-up gives Cochrane an NADC for area III at step 4; its first sail is at step 59. */
const sample = (() => {
  const r = parseGameFile(readFileSync(new URL('../../tests/samples/heuristic-1880.json', import.meta.url), 'utf8'));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
})();

/** The sample with one step's action changed, replayed: the step that failed and its error. */
function tampered(step: number, change: Record<string, unknown>) {
  const steps = sample.steps.map((s, i) => (i === step - 1 ? { ...s, action: { ...s.action, ...change } } : s));
  const r = replayGameFile({ ...sample, steps } as GameFile);
  return { step: r.divergence?.step, error: r.divergence?.error, state: r.state };
}

const orderStep = sample.steps.findIndex((s) => s.action.type === 'orderShip') + 1;
const sailStep = sample.steps.findIndex((s) => s.action.type === 'sail') + 1;

describe('whyIllegal says what is wrong with the action, not only its type (QA round 6)', () => {
  it('the sample is what the tests assume', () => {
    expect(sample.steps[orderStep - 1]!.action).toMatchObject({ type: 'orderShip', area: 'III' });
    expect(sample.steps[sailStep - 1]!.action).toMatchObject({ type: 'sail', side: 'chile' });
    expect(replayGameFile(sample).divergence).toBeNull();
  });

  it('a set-up NADC for an area that does not exist: the field and its value, 2.2 (was "orderShip is not allowed in the Set-up")', () => {
    const r = tampered(orderStep, { area: 'XIV' });
    expect(r.step).toBe(orderStep);
    expect(r.error).toEqual({ code: 'ILLEGAL', message: { code: 'error.noSuchArea', params: { path: 'area', value: 'XIV' } }, rule: '2.2' });
  });

  it('a sail to an inland hex: it is not a sea hex, 7.2 (was "sail is not allowed in the Naval Movement Phase")', () => {
    const r = tampered(sailStep, { to: '3513' });
    expect(r.step).toBe(sailStep);
    expect(r.error).toEqual({
      code: 'ILLEGAL',
      message: { code: 'error.ruleRefuses', params: { action: 'sail', first: { code: 'whyNot.notSea', params: { hex: '3513' } } } },
      rule: '7.2',
    });
  });

  it('a sail to Lima (2008), a coastal land hex away from the NADC area: the 7.2 reason, not the phase', () => {
    const r = tampered(sailStep, { to: '2008' });
    expect(r.step).toBe(sailStep);
    expect(r.error?.message.code).toBe('error.ruleRefuses');
    const first = (r.error?.message.params as { first: Message }).first;
    expect(first).toMatchObject({ code: 'whyNot.nadcAreaCoast', params: { hex: '2008' } });
    expect(r.error?.rule).toBe('7.2');
  });

  it('a hex, a piece, a missing, an unknown or a mistyped field is named with its value', () => {
    expect(tampered(sailStep, { to: '9999' }).error?.message).toEqual({ code: 'error.noSuchHex', params: { path: 'to', value: '9999' } });
    expect(tampered(orderStep, { ship: 'cl-ship-nautilus' }).error?.message).toEqual({ code: 'error.noSuchPiece', params: { path: 'ship', value: 'cl-ship-nautilus' } });
    expect(tampered(orderStep, { ship: undefined }).error?.message).toEqual({ code: 'error.missingField', params: { action: 'orderShip', path: 'ship' } });
    expect(tampered(orderStep, { turbo: 1 }).error?.message).toEqual({ code: 'error.unknownField', params: { action: 'orderShip', path: 'turbo' } });
    expect(tampered(sailStep, { stack: 5 }).error?.message).toEqual({ code: 'error.badField', params: { action: 'sail', path: 'stack', value: '5' } });
  });

  it('4.2: an NADC for the other side\'s ship, or the area the ship already has', () => {
    const before = tampered(orderStep, { area: 'XIV' }).state; // the state the order was given in
    const order = sample.steps[orderStep - 1]!.action as unknown as Extract<Action, { type: 'orderShip' }>;
    const refused = (action: Action) => {
      const r = applyAction(before, action);
      return r.ok ? null : r.error;
    };
    expect(refused({ ...order, ship: 'pe-ship-huascar' })).toMatchObject({ message: { code: 'error.ruleRefuses', params: { first: { code: 'whyNot.nadcNotYours' } } }, rule: '4.2' });
    expect(refused({ ...order, area: null })).toMatchObject({ message: { params: { first: { code: 'whyNot.nadcNoneToTakeBack' } } } });
    const given = applyAction(before, order);
    if (!given.ok) throw new Error();
    const again = applyAction(given.state, order);
    expect(again.ok ? null : again.error).toMatchObject({ message: { params: { first: { code: 'whyNot.nadcAlready', params: { area: 'III' } } } }, rule: '4.2' });
  });

  it('an action of a type the phase offers, that no rule check explains, is not blamed on the phase', () => {
    const s: GameState = newGame({ seed: 'why-illegal' });
    const place = legalActions(s).find((a) => a.type === 'setupPlace');
    if (!place) throw new Error('no setupPlace');
    const r = applyAction(s, { ...place, side: place.side, piece: place.piece, to: { kind: 'recruitPool' } });
    expect(r.ok ? null : r.error.message).toEqual({ code: 'error.notThisOne', params: { action: 'setupPlace', phase: 'setup' } });
    // A type the phase does not offer at all is still said so.
    const sail = applyAction(s, { type: 'endMove', side: place.side, stack: 's1' });
    expect(sail.ok ? null : sail.error.message).toEqual({ code: 'error.notInPhase', params: { action: 'endMove', phase: 'setup' } });
  });
});
