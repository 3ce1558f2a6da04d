// A vitest reporter for scripts/browser-tests.ts: writes, for each test file that failed, every error
// message in it (the file's own, its suites' hooks', its tests'), to the file named by
// WOTP_BROWSER_FAILURES. Vitest's JSON reporter drops the errors of a failed beforeAll.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class BrowserFailuresReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const out = process.env.WOTP_BROWSER_FAILURES;
    if (!out) return;
    const files = [];
    for (const module of testModules) {
      if (module.state() !== 'failed') continue;
      const errors: { name?: string; message?: string }[] = [...module.errors()];
      for (const suite of module.children.allSuites()) errors.push(...suite.errors());
      for (const test of module.children.allTests()) errors.push(...(test.result().errors ?? []));
      files.push({ file: module.moduleId, errors: errors.map((e) => `${e.name ?? 'Error'}: ${e.message ?? String(e)}`) });
    }
    writeFileSync(out, JSON.stringify({ files }, null, 2));
  }
}
