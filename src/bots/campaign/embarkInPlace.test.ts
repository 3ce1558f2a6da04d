import { describe, expect, it } from 'vitest';
import { at, type GameEvent } from '../../engine';
import { embarkInPlaceTally } from './embarkInPlace';
import { phaseBegan, scriptedState, scriptedStep } from './scripted';
import { runTallies } from './tally';

const embarked = (piece: string): GameEvent => ({ type: 'embarked', side: 'chile', piece, transport: 'cl-ship-amazonas', rule: '7.1' });
const debarked = (piece: string, hex: string, assault = false): GameEvent => ({ type: 'debarked', side: 'chile', piece, to: at.hex(hex), landing: assault, assault, rule: '7.6' });
const s = scriptedState({ units: { 'cl-inf-santiago': '3116', 'cl-inf-2nd': '3116' }, ships: { 'cl-ship-amazonas': '3116' } });
const count = (events: GameEvent[]) => {
  const t = embarkInPlaceTally();
  runTallies([scriptedStep(s, events)], [t]);
  return t.result(s);
};

describe('waste: embark and disembark in place (7.1, 7.6)', () => {
  it('aboard at Arica and ashore at Arica in the same phase is one operation', () => {
    const r = count([phaseBegan(2, 'chile', 'navalMovement'), embarked('cl-inf-santiago'), embarked('cl-inf-2nd'), debarked('cl-inf-santiago', '3116'), debarked('cl-inf-2nd', '3116')]);
    expect(r).toEqual({ count: 1, list: [{ side: 'chile', turn: 2, place: '3116', pieces: ['cl-inf-santiago', 'cl-inf-2nd'] }] });
  });

  it('ashore again in the next phase counts; two phases later it does not', () => {
    expect(count([phaseBegan(2, 'chile', 'navalMovement'), embarked('cl-inf-santiago'), phaseBegan(2, 'chile', 'navalCombat'), debarked('cl-inf-santiago', '3116')]).count).toBe(1);
    expect(count([phaseBegan(2, 'chile', 'navalMovement'), embarked('cl-inf-santiago'), phaseBegan(2, 'chile', 'navalCombat'), phaseBegan(2, 'chile', 'landMovement'), debarked('cl-inf-santiago', '3116')]).count).toBe(0);
  });

  it('not when the transport fought in between, nor when ashore elsewhere', () => {
    expect(count([phaseBegan(2, 'chile', 'navalMovement'), embarked('cl-inf-santiago'), { type: 'navalCombatBegan', hex: '3116', ships: ['cl-ship-amazonas', 'pe-ship-huascar'], rule: '7.9' }, debarked('cl-inf-santiago', '3116')]).count).toBe(0);
    expect(count([phaseBegan(2, 'chile', 'navalMovement'), embarked('cl-inf-santiago'), { type: 'interception', side: 'allied', hex: '3116', distance: 1, success: true, automatic: false, rule: '7.4' }, debarked('cl-inf-santiago', '3116')]).count).toBe(0);
    expect(count([phaseBegan(2, 'chile', 'navalMovement'), embarked('cl-inf-santiago'), debarked('cl-inf-santiago', '3217')]).count).toBe(0);
  });
});
