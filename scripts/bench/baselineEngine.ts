import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The engine functions the side-by-side bench runs on both engines. */
export interface EngineUnderTest {
  readonly newGame: typeof import('../../src/engine').newGame;
  readonly legalActions: typeof import('../../src/engine').legalActions;
  readonly applyAction: typeof import('../../src/engine').applyAction;
  readonly stateHash: typeof import('../../src/engine').stateHash;
}

/** The revision the issue-20 speed-up is measured against (the engine before it). */
export const DEFAULT_BASELINE = '325ef24';

/** `esModule`: loaded as ES modules, as the current engine is (a CommonJS copy would be timed slower). */
export type Baseline = { readonly rev: string; readonly engine: EngineUnderTest; readonly esModule: boolean } | { readonly rev: string; readonly skipped: string };

/** Where the baseline's sources are unpacked (`dir`/src), or why they could not be. */
export type BaselineSources = { readonly rev: string; readonly dir: string } | { readonly rev: string; readonly skipped: string };

/**
 * The sources of `rev` (issue 20 §4: measured side by side with the previous engine in one run):
 * `git archive <rev> src` is unpacked once into node_modules/.cache/wotp-baseline/<commit>/ (under
 * node_modules, so its imports find the same packages and no tool lints or type-checks it). Without
 * git, or with an unknown revision, the result says why it was skipped.
 */
export function baselineSources(rev: string = DEFAULT_BASELINE, root = process.cwd()): BaselineSources {
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return { rev, skipped: `git is not available or does not know revision ${rev}` };
  }
  const dir = resolve(root, 'node_modules/.cache/wotp-baseline', commit);
  const done = join(dir, '.unpacked');
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', '--format=tar', commit, 'src'], { cwd: root, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    writeFileSync(done, `${commit}\n`);
  }
  // Node looks for a package's "type" no higher than a node_modules folder: without a package.json of
  // its own, the copy under node_modules/.cache would load as CommonJS, where every call into another
  // module goes through an export getter — about 13 % slower than the same code loaded as ES modules,
  // as the current engine is (the same revision on both sides measured 1.11–1.16× before this, 1.0 after).
  const pkg = join(dir, 'package.json');
  if (!existsSync(pkg)) writeFileSync(pkg, '{ "type": "module" }\n');
  return { rev: commit.slice(0, 7), dir };
}

/**
 * The engine as it was at `rev` (baselineSources), its src/engine/index.ts imported as ES modules,
 * like the current engine (tsx compiles it as it loads).
 */
export async function loadBaselineEngine(rev: string = DEFAULT_BASELINE, root = process.cwd()): Promise<Baseline> {
  const sources = baselineSources(rev, root);
  if ('skipped' in sources) return sources;
  const engine = (await import(pathToFileURL(join(sources.dir, 'src/engine/index.ts')).href)) as EngineUnderTest;
  // Compiled to CommonJS, the module's exports carry esbuild's __esModule mark (and are getters).
  const esModule = !('__esModule' in engine);
  return { rev: sources.rev, esModule, engine: { newGame: engine.newGame, legalActions: engine.legalActions, applyAction: engine.applyAction, stateHash: engine.stateHash } };
}
