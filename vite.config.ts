/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appVersion } from './scripts/appVersion.ts';

// One config for the app and for every test project:
//   unit      — the pure engine and scripts, in Node
//   component — React components with @testing-library/react, in happy-dom
//   browser   — the built app in Debian's Chromium, driven by playwright-core
export default defineConfig({
  plugins: [react()],
  // The edition's version, written in every saved game file (meta.app; scripts/appVersion.ts).
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  base: './',
  // WOTP_DIST lets two builds (e.g. two developers' browser-test runs) live side by side.
  build: { outDir: process.env.WOTP_DIST ?? 'dist', sourcemap: true },
  preview: { port: 4173, strictPort: true },
  test: {
    // Vitest's default in a run is one worker fewer than the cores: on CI's 2 cores, one worker, every
    // file in turn while the other core idled. Two workers take the unit and component files about
    // twice as fast (the browser project stays one file at a time: fileParallelism below).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/engine/**/*.test.ts', 'src/bots/**/*.test.ts', 'src/rulesRef/**/*.test.ts', 'src/lessons/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          testTimeout: 30_000,
          // The engine and the bots keep no module-level mutable state (what they remember is keyed by
          // the state's own records in WeakMaps, the same answer in any file), and no unit test mocks a
          // module: the files of a worker share its modules instead of importing them all again. On
          // this 2-core machine the project took 232 s isolated, 141 s shared (2026-12-01, same tests); with
          // threads below, unit and component together 345 s against 494–534 s before.
          // The component project stays isolated: its stores are module singletons.
          isolate: false,
          // Worker threads rather than child processes (vitest's default): the same tests, quicker to
          // start (the component project: 279 s with forks, 234 s with threads, 2026-12-01).
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          // happy-dom rather than jsdom: the same 745 tests pass, and setting up the DOM for the 154
          // files takes half the time (environment 93 s against 196 s summed over the files, the project
          // 205 s against 243 s on this 2-core machine, 2026-12-01): CI's margin under its 20 minutes.
          environment: 'happy-dom',
          include: ['src/ui/**/*.test.tsx', 'src/ui/**/*.test.ts', 'src/rulesRef/**/*.test.tsx'],
          setupFiles: ['tests/setup/component.ts'],
          testTimeout: 20_000,
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One file at a time. Two at once took 480 s against 523 s (2026-12-01, the 32 files, 2 cores):
          // two Chromiums share the cores, and the tests' own time summed 871 s against 483 s. Not worth
          // the timing-sensitive tests (a bot's turn, a pause) running on a starved machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
