import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame } from '../newGame';
import { stateHash } from '../stateHash';
import { asHashedBy, LATER_OPTIONS, madeBeforeOpenTerrain, optionsAsRecorded, startAsRecorded } from './fileOptions';
import { makeGameFile } from './makeGameFile';
import { parseGameFile } from './parseGameFile';
import { replayGameFile, startOf } from './replayGameFile';
import type { GameFile } from './gameFileSchema';

/**
 * Issue 21: the openTerrain option (8.6) came after the first game files. A file or saved game whose
 * options lack it was played on the map as first drawn: it is read with the option on, and its hashes,
 * taken over states that had no openTerrain member, are checked without it. Every file written now
 * records the option.
 */
const ROOT = join(__dirname, '..', '..', '..');
const SAMPLE_DIRS = ['tests/samples', 'tests/samples/v1', 'public'].map((d) => join(ROOT, d));
const samples = SAMPLE_DIRS.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f)));

function read(path: string): GameFile {
  const parsed = parseGameFile(readFileSync(path, 'utf8'));
  if (!parsed.ok) throw new Error(path);
  return parsed.value;
}

describe('8.6 openTerrain in recorded games (issue 21)', () => {
  it('finds the committed samples (tests/samples, its v1 folder, public/)', () => {
    expect(samples.length).toBeGreaterThanOrEqual(4);
  });

  it.each(samples.map((p) => [p.slice(ROOT.length + 1), p]))('%s: made before the option, replays to its end with it on, every hash it has verified', (_, path) => {
    const file = read(path);
    expect(madeBeforeOpenTerrain(file.options)).toBe(true);
    const start = startOf(file);
    expect(start.ok && start.value.options.openTerrain).toBe(true);
    const r = replayGameFile(file);
    expect(r.divergence).toBeNull();
    expect(r.steps).toBe(file.steps.length);
    expect(r.state.options.openTerrain).toBe(true);
  });

  it('the same actions on the chart\'s map are not that game: read with the option off, a sample diverges', () => {
    const file = read(join(ROOT, 'tests/samples/heuristic-1880.json'));
    const r = replayGameFile({ ...file, options: { ...file.options, openTerrain: false } });
    expect(r.divergence).not.toBeNull();
  });

  it('4.1 a sample written before the supplyRollFirst option replays with the roll before the NADC orders; read with the text\'s order it diverges', () => {
    const file = read(join(ROOT, 'tests/samples/heuristic-1880.json'));
    expect(file.options.supplyRollFirst).toBeUndefined();
    const r = replayGameFile(file);
    expect(r.divergence).toBeNull();
    expect(r.state.options.supplyRollFirst).toBe(true);
    expect(replayGameFile({ ...file, options: { ...file.options, supplyRollFirst: false } }).divergence).not.toBeNull();
  });

  it('6.3 / 6.4 a sample written before the replenishNewUnits option replays with it on; read with the text it diverges', () => {
    const file = read(join(ROOT, 'tests/samples/heuristic-1880.json'));
    expect(file.options.replenishNewUnits).toBeUndefined();
    const r = replayGameFile(file);
    expect(r.divergence).toBeNull();
    expect(r.state.options.replenishNewUnits).toBe(true);
    expect(replayGameFile({ ...file, options: { ...file.options, replenishNewUnits: false } }).divergence).not.toBeNull();
  });

  it('a record made before the option hashes as it did: without the member', () => {
    const before = newGame({ seed: 21, options: optionsAsRecorded({}) });
    expect(before.options.openTerrain).toBe(true);
    const { openTerrain: _o, peruGt2: _2, peruGt4: _4, chileGt12: _12, supplyRollFirst: _s, replenishNewUnits: _r, boliviaFortsStay: _b, interceptWithoutProvisions: _i, ...oldOptions } = before.options;
    expect(stateHash(asHashedBy({})(before))).toBe(stateHash({ ...before, options: oldOptions as typeof before.options }));
    expect(stateHash(asHashedBy({})(before))).not.toBe(stateHash(before));
    // A record that has them all is hashed as it is.
    expect(asHashedBy(before.options)(before)).toBe(before);
  });

  it('options that name the option are read as they are; a starting position takes the record\'s reading', () => {
    expect(optionsAsRecorded({ openTerrain: false, peruGt2: 'es', peruGt4: 'es', chileGt12: 'es', supplyRollFirst: false, replenishNewUnits: false, boliviaFortsStay: false, interceptWithoutProvisions: false })).toEqual({ openTerrain: false, peruGt2: 'es', peruGt4: 'es', chileGt12: 'es', supplyRollFirst: false, replenishNewUnits: false, boliviaFortsStay: false, interceptWithoutProvisions: false });
    expect(optionsAsRecorded({ stacking: 'es' })).toEqual({ stacking: 'es', ...LATER_OPTIONS });
    // 9.0: a record made before the EN/ES list options was played with the English lists.
    expect(optionsAsRecorded({ openTerrain: false })).toEqual({ openTerrain: false, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en', supplyRollFirst: true, replenishNewUnits: true, boliviaFortsStay: true, interceptWithoutProvisions: true });
    // 4.1: a record made before the supplyRollFirst option rolled for the Supply Columns before the NADC orders.
    expect(optionsAsRecorded({ openTerrain: false, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en' })).toEqual({ openTerrain: false, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en', supplyRollFirst: true, replenishNewUnits: true, boliviaFortsStay: true, interceptWithoutProvisions: true });
    // 6.3 / 6.4: a record made before the replenishNewUnits option let a unit built this turn be replenished at once.
    expect(optionsAsRecorded({ openTerrain: false, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en', supplyRollFirst: false })).toEqual({ openTerrain: false, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en', supplyRollFirst: false, replenishNewUnits: true, boliviaFortsStay: true, interceptWithoutProvisions: true });
    const start = newGame({ seed: 1 });
    expect(start.options.openTerrain).toBe(false);
    expect(startAsRecorded(start, {}).options.openTerrain).toBe(true);
    expect(startAsRecorded(start, { openTerrain: false, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en', supplyRollFirst: false, replenishNewUnits: false, boliviaFortsStay: false, interceptWithoutProvisions: false })).toBe(start);
    expect(startAsRecorded(start, { openTerrain: false, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en' }).options.supplyRollFirst).toBe(true);
  });

  it('9.0 a game file under the Spanish lists records them and replays with them', () => {
    const es = makeGameFile({ seed: 3, options: { peruGt4: 'es' }, actions: [{ type: 'historicalSetup', side: 'allied' }] });
    expect(es.options.peruGt4).toBe('es');
    const r = replayGameFile(es);
    expect(r.divergence).toBeNull();
    expect(r.state.units['pe-inf-arica']).toBeDefined();
    expect(r.state.forts['pe-fort-arica']).toBeUndefined();
  });

  it('a new game defaults the option off, and every game file written now records it', () => {
    expect(newGame({ seed: 2 }).options.openTerrain).toBe(false);
    const chart = makeGameFile({ seed: 2, actions: [{ type: 'historicalSetup', side: 'allied' }] });
    expect(chart.options).toEqual({ openTerrain: false, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en', supplyRollFirst: false, replenishNewUnits: false, boliviaFortsStay: false, interceptWithoutProvisions: false });
    expect(replayGameFile(chart)).toMatchObject({ divergence: null, steps: 1 });
    const open = makeGameFile({ seed: 2, options: { openTerrain: true }, actions: [{ type: 'historicalSetup', side: 'allied' }] });
    expect(open.options).toEqual({ openTerrain: true, peruGt2: 'en', peruGt4: 'en', chileGt12: 'en', supplyRollFirst: false, replenishNewUnits: false, boliviaFortsStay: false, interceptWithoutProvisions: false });
    const r = replayGameFile(open);
    expect(r.divergence).toBeNull();
    expect(r.state.options.openTerrain).toBe(true);
  });
});
