import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
});
