import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { columnAt, navalPosition, shipAt } from '../../engine/naval/testKit';
import { pieceLocator } from './pieceLocator';

const state = navalPosition({
  turn: 5,
  side: 'chile',
  phase: 'navalMovement',
  ships: { 'cl-ship-loa': shipAt('3123'), 'cl-ship-rimac': shipAt('box') },
  units: {
    'cl-inf-buin-1': { location: { kind: 'aboard', transport: 'cl-ship-loa' }, steps: 2 },
    'cl-inf-2nd': { location: { kind: 'aboard', transport: 'cl-ship-rimac' }, steps: 2 },
    'pe-inf-gen-bn-2': { location: { kind: 'hex', hex: '3217' }, steps: 1 },
  },
  supply: { 'sc-1': columnAt('chile', 'box') },
});

describe('where a piece is, for a click on the map', () => {
  const locate = pieceLocator(viewFor(state, 'chile'));

  it('a land unit, a ship, a Supply Column: where they stand (a hex, or the Chile Holding Box)', () => {
    expect(locate('pe-inf-gen-bn-2')).toBe('3217');
    expect(locate('cl-ship-loa')).toBe('3123');
    expect(locate('sc-1')).toBe('holdingBox');
  });

  it('7.1 cargo: where its transport lies', () => {
    expect(locate('cl-inf-buin-1')).toBe('3123');
    expect(locate('cl-inf-2nd')).toBe('holdingBox');
  });

  it('2.5 a fort: its printed hex', () => {
    expect(locate('pe-fort-callao')).toBe('2007');
  });

  it('a piece off the map or not in play: nowhere', () => {
    expect(locate('cl-inf-3rd')).toBeNull();
  });
});
