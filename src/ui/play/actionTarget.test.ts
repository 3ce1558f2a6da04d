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
});
