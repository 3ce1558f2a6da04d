import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { historicalOpening, setupOf } from './savedGameRecord';

const A = 'allied' as const;
const C = 'chile' as const;
const huascar: Action = { type: 'orderShip', side: A, ship: 'pe-ship-huascar', area: 'X' };

describe('a saved game knows it began with the historical set-up (3.1, 4.2)', () => {
  it('4.2 the Allies\' set-up, their turn-1 NADCs, their end, then Chile\'s set-up: historical at every step', () => {
    const opening: Action[] = [{ type: 'historicalSetup', side: A }, huascar, { type: 'endPhase', side: A }, { type: 'historicalSetup', side: C }, { type: 'endPhase', side: C }];
    for (let n = 1; n <= opening.length; n++) expect(setupOf(opening.slice(0, n), null)).toBe('historical');
  });

  it('8.1 under the Spanish stacking limit, the Guías placed at Ancón by the session are part of the historical opening', () => {
    const guias: Action = { type: 'setupPlace', side: A, piece: 'pe-cav-guias', to: { kind: 'hex', hex: '2006' } };
    const granaderos: Action = { type: 'setupPlace', side: C, piece: 'cl-cav-granaderos', to: { kind: 'holdingBox' } };
    const opening: Action[] = [{ type: 'historicalSetup', side: A }, guias, huascar, { type: 'endPhase', side: A }, { type: 'historicalSetup', side: C }, granaderos, { type: 'endPhase', side: C }];
    for (let n = 1; n <= opening.length; n++) expect(setupOf(opening.slice(0, n), null)).toBe('historical');
    expect(setupOf([{ type: 'historicalSetup', side: A }, { ...guias, to: { kind: 'hex', hex: '2109' } }], null)).toBe('manual');
  });

  it('the first edition\'s four actions applied at once are still a historical opening', () => {
    expect(historicalOpening([{ type: 'historicalSetup', side: A }, { type: 'endPhase', side: A }, { type: 'historicalSetup', side: C }, { type: 'endPhase', side: C }])).toBe(true);
  });

  it('pieces moved by hand, or Chile placing its own, make a manual set-up; a position is a position', () => {
    expect(setupOf([{ type: 'historicalSetup', side: A }, { type: 'setupPlace', side: A, piece: 'pe-ship-huascar', to: { kind: 'hex', hex: '2008' } }], null)).toBe('manual');
    expect(setupOf([{ type: 'historicalSetup', side: A }, { type: 'endPhase', side: A }, { type: 'setupPlace', side: C, piece: 'cl-ship-loa', to: { kind: 'holdingBox' } }], null)).toBe('manual');
    expect(setupOf([], null)).toBe('manual');
    expect(setupOf([], { turn: 1 })).toBe('position');
  });
});
