import { describe, expect, it } from 'vitest';
import { parseGameFile } from '../gameFile/parseGameFile';
import { makeGameFile } from '../gameFile/makeGameFile';
import { loadPosition } from './loadPosition';
import { savePosition } from './savePosition';
import { newGame } from '../newGame';

describe('a file\'s unknown field is named (QA round 7)', () => {
  it('in a game file, at the top level', () => {
    const file = { ...makeGameFile('unknown-field', {}, []), extra: 1 };
    const r = parseGameFile(JSON.stringify(file));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toEqual({ code: 'error.gameFileField', params: { path: 'extra', issue: 'unrecognized_keys' } });
  });
  it('in a position', () => {
    const r = loadPosition(JSON.stringify({ ...savePosition(newGame({ seed: 'unknown-field' })), surplus: true }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toEqual({ code: 'error.positionField', params: { path: 'surplus', issue: 'unrecognized_keys' } });
  });
});
