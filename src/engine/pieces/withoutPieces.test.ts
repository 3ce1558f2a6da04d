import { describe, expect, it } from 'vitest';
import { withoutPieces } from './withoutPieces';

describe('withoutPieces', () => {
  const columns = { 'sc-1': { nation: 'peru' }, 'sc-2': { nation: 'chile' }, 'sc-3': { nation: 'bolivia' } };

  it('leaves out the pieces named, the others in their order, the record itself untouched', () => {
    const out = withoutPieces(columns, ['sc-2']);
    expect(Object.keys(out)).toEqual(['sc-1', 'sc-3']);
    expect(out['sc-1']).toBe(columns['sc-1']);
    expect(Object.keys(columns)).toEqual(['sc-1', 'sc-2', 'sc-3']);
  });

  it('names not in the record change nothing but give a copy', () => {
    const out = withoutPieces(columns, ['sc-9']);
    expect(out).toEqual(columns);
    expect(out).not.toBe(columns);
  });
});
