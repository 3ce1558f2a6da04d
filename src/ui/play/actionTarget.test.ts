import { describe, expect, it } from 'vitest';
import { actionTarget } from './actionTarget';

describe('actionTarget', () => {
  it('points a placement at its hex and names the piece', () => {
    expect(actionTarget({ type: 'setupPlace', side: 'allied', piece: 'pe-inf-zepita', to: { kind: 'hex', hex: '2007' } })).toEqual({ place: '2007', subject: 'pe-inf-zepita' });
    expect(actionTarget({ type: 'setupPlace', side: 'chile', piece: 'cl-inf-2nd', to: { kind: 'holdingBox' } })).toEqual({ place: 'holdingBox', subject: 'cl-inf-2nd' });
  });
  it('points an attack at its target, from its hex', () => {
    expect(actionTarget({ type: 'beginAttack', side: 'chile', from: '3116', target: '3115' })).toEqual({ place: '3115', subject: '3116' });
  });
  it('has no place for actions that are not aimed at the map', () => {
    expect(actionTarget({ type: 'endPhase', side: 'chile' })).toEqual({ place: null, subject: null });
  });
  it('6.2 / 7.1 / 7.6 / 7.7 / 7.9 / 8.9 / 10.2: a replenishment, an embarkation, a landing, a raid, a shot, a hit, an infernal machine are aimed where their pieces are', () => {
    const where: Record<string, string> = { 'cl-ship-loa': '3123', 'cl-inf-2nd': '3217', 'pe-fort-iquique': '3218', 'cl-ship-cochrane': '2007' };
    const locate = (p: string) => where[p] ?? null;
    expect(actionTarget({ type: 'embark', side: 'chile', transport: 'cl-ship-loa', piece: 'cl-inf-buin-1' }, locate)).toEqual({ place: '3123', subject: null });
    expect(actionTarget({ type: 'debark', side: 'chile', piece: 'cl-inf-2nd' }, locate)).toEqual({ place: '3217', subject: null });
    expect(actionTarget({ type: 'raid', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-fort-iquique' }, locate)).toEqual({ place: '3218', subject: null });
    expect(actionTarget({ type: 'infernalMachine', side: 'allied', target: 'cl-ship-cochrane' }, locate)).toEqual({ place: '2007', subject: null });
    expect(actionTarget({ type: 'replenish', side: 'chile', unit: 'cl-inf-2nd', from: { kind: 'hex', hex: '3216' } }, locate)).toEqual({ place: '3217', subject: null });
    expect(actionTarget({ type: 'rebuildTransport', side: 'chile', ship: 'cl-ship-loa', from: { kind: 'holdingBox' }, to: { kind: 'holdingBox' } }, locate)).toEqual({ place: 'holdingBox', subject: 'cl-ship-loa' });
    // 7.9 / 8.9: a naval battle's shot at the battle's hex (where its target is); a land battle's hit where the unit taking it stands.
    expect(actionTarget({ type: 'fire', side: 'chile', ship: 'cl-ship-cochrane', target: 'pe-fort-iquique' }, locate)).toEqual({ place: '3218', subject: null });
    expect(actionTarget({ type: 'takeLoss', side: 'chile', unit: 'cl-inf-2nd' }, locate)).toEqual({ place: '3217', subject: null });
    // Without knowing where pieces are, they have no place.
    expect(actionTarget({ type: 'debark', side: 'chile', piece: 'cl-inf-2nd' })).toEqual({ place: null, subject: null });
  });
});
