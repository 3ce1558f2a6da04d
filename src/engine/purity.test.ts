import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

function engineSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return engineSources(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('the engine is pure', () => {
  const files = engineSources(join(__dirname));
  it('finds the engine sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });
  it.each(files)('%s imports no UI library and touches no DOM, clock or Math.random', (file) => {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(text).not.toMatch(/from ['"](react|react-dom|zustand|immer|honeycomb-grid|d3-[a-z]+)(\/[^'"]*)?['"]/);
    expect(text).not.toMatch(/\b(window|document|localStorage)\./);
    expect(text).not.toMatch(/Math\.random|Date\.now/);
    expect(text).not.toMatch(/^(export )?(let|var) /m);
  });
  // Issue 22: one way to reach the map. The entry points read it once (getMap(state.options), issue 21)
  // and pass it down as a parameter; seaGraph.ts keeps the printed map's graph, built once; testKit.ts
  // files are test helpers.
  it('only the entry points read the map with getMap(); every procedure is given it', () => {
    const ENTRY_POINTS = ['legalActions.ts', 'applyAction.ts', 'position/loadPosition.ts', 'invariants/checkInvariants.ts', 'naval/seaGraph.ts', 'map/getMap.ts'];
    const readers = files
      .filter((f) => !f.endsWith('testKit.ts'))
      .filter((f) => /\bgetMap\(/.test(readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')))
      .map((f) => relative(__dirname, f).split('\\').join('/'));
    expect(readers.sort()).toEqual([...ENTRY_POINTS].sort());
  });
});
