import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_FILE_VERSION } from '../../src/engine/gameFile/gameFileSchema';
import { parseGameFile, replayGameFile, type GameFile, type Message, type MessageCode } from '../../src/engine';
import { messagesEn } from '../../src/ui/i18n/messages/messages.en';
import { sayEn } from '../../src/ui/i18n/messages/say';

/**
 * Committed game files replay to the last die on any machine: same seed and actions → identical
 * hashes after every step (a change to the engine that alters play shows here first). The files of
 * tests/samples/v1 were written before issue 22, when states held English words: they open by
 * migration (every action still legal, their old hashes not checked).
 */
const DIR = join(__dirname, '..', 'samples');
const V1 = join(DIR, 'v1');
const jsonIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json'));

function read(path: string): GameFile {
  const parsed = parseGameFile(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(sayEn(parsed.error.message));
  return parsed.value;
}

describe('committed sample game files', () => {
  const files = jsonIn(DIR);
  it('are there, in this version, with version-1 files kept to prove the migration', () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(jsonIn(V1).length).toBeGreaterThanOrEqual(1);
    for (const name of files) expect(read(join(DIR, name)).version).toBe(GAME_FILE_VERSION);
    for (const name of jsonIn(V1)) expect(read(join(V1, name)).version).toBe(1);
  });
  it.each(files)('%s replays with every state hash verified, to its recorded result', (name) => {
    const file = read(join(DIR, name));
    const r = replayGameFile(file);
    expect(r.divergence).toBeNull();
    expect(r.migrated).toBe(false);
    expect(r.steps).toBe(file.steps.length);
    expect(r.state.result).not.toBeNull();
  });
  it.each(jsonIn(V1))('v1/%s opens by migration: every action legal, its old hashes not checked, to a result', (name) => {
    const file = read(join(V1, name));
    const r = replayGameFile(file);
    expect(r.divergence).toBeNull();
    expect(r.migrated).toBe(true);
    expect(r.steps).toBe(file.steps.length);
    expect(r.state.result).not.toBeNull();
  });
  it('v1: a version-1 file whose action is no longer legal is still refused at that step', () => {
    const file = read(join(V1, jsonIn(V1)[0]!));
    const bad = structuredClone(file);
    bad.steps[5]!.action = { type: 'endPhase', side: bad.steps[5]!.action.side === 'chile' ? 'allied' : 'chile' };
    expect(replayGameFile(bad).divergence?.step).toBe(6);
  });
});

describe('hashes do not depend on wording (issue 22)', () => {
  it('every sample game file still verifies after every English text is changed', () => {
    const table = messagesEn as Record<MessageCode, unknown>;
    const saved = { ...table };
    const probe: Message = { code: 'prompt.retreat', params: { from: '3123' } };
    const before = sayEn(probe);
    try {
      for (const code of Object.keys(table) as MessageCode[]) table[code] = `reworded ${code}`;
      expect(sayEn(probe)).not.toBe(before);
      for (const name of jsonIn(DIR)) {
        const file = read(join(DIR, name));
        const r = replayGameFile(file);
        expect(r.divergence, name).toBeNull();
        expect(r.steps).toBe(file.steps.length);
      }
    } finally {
      Object.assign(table, saved);
    }
    expect(sayEn(probe)).toBe(before);
  });
});
