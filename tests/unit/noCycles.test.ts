import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22 part 4: no import cycle in src/ at file level. Every `import … from '…'` and `export … from
 * '…'` (type-only ones included: a type that needs the file that needs it is still a knot) of every
 * .ts/.tsx file, with relative paths resolved as the bundler does (the file, .ts, .tsx, a folder's
 * index); a cycle is a strongly connected set of two or more files, or a file importing itself.
 */
const SRC = resolve(__dirname, '..', '..', 'src');

const IMPORT = /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;

/** The source without comments (a comment may quote an import). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The relative specifiers a file imports from. */
function importsOf(source: string): string[] {
  return [...code(source).matchAll(IMPORT)].map((m) => m[1]!).filter((s) => s.startsWith('.'));
}

/** The file a relative specifier names, among `files` (absolute paths), or null. */
function resolveIn(files: ReadonlySet<string>, from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) if (files.has(c)) return c;
  return null;
}

/** The import cycles of a set of files (path → source): each cycle's files, sorted; none → []. */
function importCycles(sources: ReadonlyMap<string, string>): string[][] {
  const files = new Set(sources.keys());
  const edges = new Map<string, string[]>();
  for (const [file, source] of sources) {
    edges.set(file, importsOf(source).map((spec) => resolveIn(files, file, spec)).filter((f): f is string => f !== null));
  }
  // Tarjan's strongly connected components, iteratively (no deep recursion over a long import chain).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  for (const root of files) {
    if (index.has(root)) continue;
    const work: { file: string; i: number }[] = [{ file: root, i: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const out = edges.get(top.file)!;
      if (top.i < out.length) {
        const to = out[top.i++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ file: to, i: 0 });
        } else if (onStack.has(to)) low.set(top.file, Math.min(low.get(top.file)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(top.file)!));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const component: string[] = [];
      let f: string;
      do {
        f = stack.pop()!;
        onStack.delete(f);
        component.push(f);
      } while (f !== top.file);
      if (component.length > 1 || out.includes(top.file)) cycles.push(component.sort());
    }
  }
  return cycles;
}

function sourcesUnder(dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourcesUnder(path, into);
    else if (/\.tsx?$/.test(name)) into.set(path, readFileSync(path, 'utf8'));
  }
  return into;
}

describe('no import cycles in src/', () => {
  it('the check finds a cycle through type-only and multi-line imports, and an index file', () => {
    const files = new Map([
      ['/p/a.ts', "import type { B } from './b';\nexport const a = 1;"],
      ['/p/b.ts', "import {\n  c,\n  type C,\n} from './c';\nexport type B = number;"],
      ['/p/c/index.ts', "// import { x } from '../d';\nexport { a } from '../a';\nexport const c = 1;"],
      ['/p/d.ts', "import { a } from './a';\nimport 'node:fs';"],
    ]);
    expect(importCycles(files)).toEqual([['/p/a.ts', '/p/b.ts', '/p/c/index.ts']]);
    expect(importCycles(new Map([['/p/self.ts', "import { s } from './self';"]]))).toEqual([['/p/self.ts']]);
    expect(importCycles(new Map([...files].filter(([f]) => f !== '/p/c/index.ts')))).toEqual([]);
  });

  it('no file of src/ imports, through any chain, a file that imports it', () => {
    expect(existsSync(SRC)).toBe(true);
    const sources = sourcesUnder(SRC);
    const edges = [...sources.values()].reduce((n, s) => n + importsOf(s).length, 0);
    expect(sources.size).toBeGreaterThan(300);
    expect(edges).toBeGreaterThan(1000);
    const cycles = importCycles(sources).map((c) => c.map((f) => relative(SRC, f)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
