import { describe, expect, it } from 'vitest';
import { legalActions } from '../legalActions';
import { newGame } from '../newGame';
import { savePosition } from '../position/savePosition';
import { loadPosition } from '../position/loadPosition';
import { withoutLegacyWords } from '../position/legacyWords';
import { act } from '../testing/play';
import type { GameState } from '../state';
import { makeGameFile, parseGameFile, replayGameFile } from './replayGameFile';
import { GAME_FILE_VERSION } from './gameFileSchema';

/** A game up to its first pending decision that is not a set-up one (a supply column to place, a move…). */
function playUntilPending(seed: string): GameState {
  let s = newGame({ seed });
  const setUp = new Set<string>();
  for (let i = 0; i < 400 && !(s.pending.length > 0 && s.phase !== 'setup'); i++) {
    const legal = legalActions(s);
    const setup = legal.find((x) => x.type === 'historicalSetup' && !setUp.has(x.side));
    if (setup) setUp.add(setup.side);
    s = act(s, setup ?? legal.find((x) => x.type === 'endPhase') ?? legal[0]!).state;
  }
  return s;
}

describe('game files of version 1 (issue 22: hashes were taken over English words)', () => {
  it('are written as version 2 now', () => {
    expect(GAME_FILE_VERSION).toBe(2);
    expect(makeGameFile({ seed: 'v', actions: [] }).version).toBe(2);
  });

  it('replay by migration: every action replayed, the old hashes not checked, the result said to be migrated', () => {
    const file = makeGameFile({ seed: 'v1', actions: [{ type: 'historicalSetup', side: 'allied' }, { type: 'endPhase', side: 'allied' }] });
    const old = { ...file, version: 1, initialHash: '0000000000000000', steps: file.steps.map((s) => ({ ...s, hash: 'ffffffffffffffff' })) };
    const parsed = parseGameFile(JSON.stringify(old));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error.message));
    const r = replayGameFile(parsed.value);
    expect(r).toMatchObject({ divergence: null, migrated: true, steps: 2 });
    expect(r.state).toEqual(replayGameFile(file).state);
    // The same bad hashes in a version-2 file: a divergence at once.
    expect(replayGameFile({ ...old, version: 2 })).toMatchObject({ migrated: false, divergence: { step: 0 } });
  });

  it('a file saying version 1 that names the edition that wrote it (meta.app, written only since version 2) is refused: set to version 1 by hand, an edited action in it opened unseen (QA round 9)', () => {
    const file = makeGameFile('v1', {}, [{ type: 'historicalSetup', side: 'allied' }], { saved: '2026-11-29T10:00:00.000Z', app: '0.9.0' });
    const parsed = parseGameFile(JSON.stringify({ ...file, version: 1 }));
    expect(parsed).toMatchObject({ ok: false, error: { message: { code: 'error.gameFileVersionEdited', params: { version: 1, supported: 2 } } } });
    // As version 2 it opens; a version-1 file without it (as version 1 wrote them) still opens by migration.
    expect(parseGameFile(JSON.stringify(file)).ok).toBe(true);
    const { meta: _meta, ...noMeta } = file;
    expect(parseGameFile(JSON.stringify({ ...noMeta, version: 1 })).ok).toBe(true);
  });

  it('start from a position written with a prompt in each decision and an English result summary', () => {
    const s = playUntilPending('v1-position');
    expect(s.pending.length).toBeGreaterThan(0);
    const saved = savePosition(s) as { pending: object[] };
    const legacy = { ...saved, pending: saved.pending.map((d) => ({ ...d, prompt: 'Place your 3 Supply Columns one by one in Lima or Callao.' })) };
    const loaded = loadPosition(legacy);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
    expect(loaded.value).toEqual(s);
    const result = { winner: 'chile', kind: 'victory', turn: 5, chileVp: 7, rule: '5.2', summary: 'Chile has 7 VP, at least 6: Chilean victory.' };
    expect(withoutLegacyWords({ ...saved, result })).toMatchObject({ result: { ...result, summary: { code: 'result.chileanVictory', params: { vp: 7, min: 6 } } } });
    expect(result.summary).toBe('Chile has 7 VP, at least 6: Chilean victory.');
  });
});
