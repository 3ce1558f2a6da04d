import { describe, expect, it } from 'vitest';
import { at } from '../../engine';
import { landingsTally } from './landings';
import { phaseBegan, scriptedState, scriptedStep } from './scripted';
import { runTallies } from './tally';

const embarked = (piece: string, transport = 'cl-ship-loa') => ({ type: 'embarked' as const, side: 'chile' as const, piece, transport, rule: '7.1' });
const debarked = (piece: string, hex: string, landing = true, assault = false) => ({ type: 'debarked' as const, side: 'chile' as const, piece, to: at.hex(hex), landing, assault, rule: '7.6' });

describe('landings (7.1, 7.6): units put ashore away from where they went aboard', () => {
  it('one landing per side, hex and phase, with its units', () => {
    const t = landingsTally();
    const s = scriptedState({ units: { 'cl-inf-buin-1': '3125', 'cl-inf-2nd': '3125' } });
    runTallies([
      scriptedStep(s, [phaseBegan(2, 'chile', 'navalMovement'), embarked('cl-inf-buin-1'), embarked('cl-inf-2nd', 'cl-ship-rimac'), debarked('cl-inf-buin-1', '3217'), debarked('cl-inf-2nd', '3217', true, true)]),
    ], [t]);
    const r = t.result(s);
    expect(r.count).toEqual({ chile: 1, allied: 0 });
    expect(r.list).toEqual([{ side: 'chile', turn: 2, hex: '3217', units: ['cl-inf-buin-1', 'cl-inf-2nd'], fromHoldingBox: false, friendlyPort: false, assault: true }]);
  });

  it('ashore where they went aboard is no landing; Supply Columns alone make none', () => {
    const t = landingsTally();
    const s = scriptedState({ units: { 'cl-inf-buin-1': '3125' } });
    const withColumn = { ...s, supply: { 'sc-1': { nation: 'chile' as const, location: at.hex('3125') } } };
    runTallies([scriptedStep(withColumn, [phaseBegan(2, 'chile', 'navalMovement'), embarked('cl-inf-buin-1'), embarked('sc-1'), debarked('cl-inf-buin-1', '3125', false), debarked('sc-1', '3217')])], [t]);
    expect(t.result(s).count).toEqual({ chile: 0, allied: 0 });
  });

  it('units shipped from the Holding Box land away from it (a reinforcement landing, marked so)', () => {
    const t = landingsTally();
    const s = scriptedState();
    const inBox = { ...s, units: { 'cl-inf-santiago': { location: at.holdingBox, steps: 2, builtTurn: null } } };
    runTallies([scriptedStep(inBox, [phaseBegan(1, 'chile', 'navalMovement'), embarked('cl-inf-santiago'), debarked('cl-inf-santiago', '3116')])], [t]);
    expect(t.result(s).list).toMatchObject([{ hex: '3116', fromHoldingBox: true, friendlyPort: false }]);
  });
});
