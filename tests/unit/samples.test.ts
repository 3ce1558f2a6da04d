import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGameFile, replayGameFile } from '../../src/engine';

/**
 * Committed game files replay to the last die on any machine: same seed and actions → identical
 * hashes after every step (a change to the engine that alters play shows here first).
 */
const DIR = join(__dirname, '..', 'samples');

describe('committed sample game files', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
  it('are there', () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
  });
  it.each(files)('%s replays with every state hash verified, to its recorded result', (name) => {
    const parsed = parseGameFile(readFileSync(join(DIR, name), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = replayGameFile(parsed.value);
    expect(r.divergence).toBeNull();
    expect(r.steps).toBe(parsed.value.steps.length);
    expect(r.state.result).not.toBeNull();
  });
});
