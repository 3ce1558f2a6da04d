import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The edition's version as a game file records it (`meta.app`): package.json's version and the commit
 * it was built from ("0.1.0+b039e94"), or the version alone where git is not at hand. vite.config.ts
 * gives it to the app (__APP_VERSION__); the testers' command line writes it too (QA round 7: a file
 * that no longer replays said only "another seed, options or engine version").
 */
export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { version: string };
  try {
    const commit = execSync('git rev-parse --short HEAD', { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return commit ? `${pkg.version}+${commit}` : pkg.version;
  } catch {
    return pkg.version;
  }
}
